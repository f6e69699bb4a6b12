/// Marking a timeline's days before its status pass: the vacations, and the window segments of
/// a line whose due days are kept apart.
extension HabitTimeline {
  /// Appends the window segments of a line whose due days are kept apart: one from the first
  /// day, and one from each due day on.
  static func appendDueDayStarts(_ flags: UnsafeBufferPointer<UInt8>, to starts: inout [Int32]) {
    starts.append(0)
    for i in flags.indices where i > 0 && flags[i] & DayFlag.due != 0 { starts.append(Int32(truncatingIfNeeded: i)) }
  }

  /// Marks the vacation days of `flags` (the days `first...last`), in one sweep: vacations
  /// come sorted by start, so each day is marked once however long and overlapping they are,
  /// and the sweep stops at the first that starts after `last`. The vacations before `from`
  /// all end before `first` (an era's days after the era before's: each era sweeps only the
  /// vacations that can reach it, not the whole log's).
  static func markVacations(
    _ vacations: [Vacation], from: Int = 0, in flags: UnsafeMutableBufferPointer<UInt8>, first: Day, last: Day
  ) {
    var marked = -1
    let n = flags.count
    for vacation in vacations[from...] {
      if vacation.start > last { break }
      let lower = max(vacation.start - first, marked + 1)
      let upper = min((vacation.end ?? last) - first, n - 1)
      guard lower <= upper else { continue }
      for i in lower...upper { flags[i] |= DayFlag.vacation }
      marked = upper
    }
  }
}
