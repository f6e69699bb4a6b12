import HabitsKit

/// The past, current and next week of every habit (`habits week`): 21 days of statuses, the
/// weeks starting on one shared week start (``ViewWeekStart/shared(_:)``).
package struct WeekView: Sendable {
  /// One habit's 21 days.
  package struct Row: Sendable {
    /// The habit's name.
    package var name: String
    /// The status of each day, from ``WeekView/first``.
    package var statuses: [HabitStatus]
    /// For a habit with changes, the habits-file line in force each day; else empty.
    package var lines: [Int] = []
  }

  /// Today.
  package let today: Day
  /// The first weekday of each week.
  package let weekStart: Weekday
  /// The first day shown: the start of last week.
  package let first: Day
  /// One row per habit, in file order.
  package let rows: [Row]

  /// The 21 days around `today`: last week, this week and next week, cut at 9999-12-31 (no
  /// day after it is ever shown).
  package static func range(today: Day, weekStart: Weekday) -> ClosedRange<Day> {
    let thisWeek = ViewWeekStart.weekBeginning(today, start: weekStart)
    return (thisWeek - 7)...min(thisWeek + 13, Day.last)
  }

  /// Builds the view from analyses computed at least through the last day shown.
  package init(analyses: [HabitAnalysis], today: Day, weekStart: Weekday) {
    self.today = today
    self.weekStart = weekStart
    let range = WeekView.range(today: today, weekStart: weekStart)
    first = range.lowerBound
    count = range.count
    rows = analyses.map { a in
      Row(
        name: a.habit.name, statuses: range.map { a.status(on: $0) },
        lines: a.eras.isEmpty ? [] : range.map { a.line(on: $0) })
    }
  }

  /// How many days are shown: 21, fewer only at the end of 9999.
  package let count: Int

  /// The days shown, in order.
  package var days: [Day] { (0..<count).map { first + $0 } }

  /// `{"version":1,"today":D,"week_start":"monday","from":D,"to":D,
  /// "habits":[{"habit":NAME,"days":[{"date":D,"status":S}]}]}`.
  package func json() -> String {
    var w = JSONWriter()
    w.beginObject()
    w.write("version", 1)
    w.write("today", today.description)
    w.write("week_start", weekStart.name.lowercased())
    w.write("from", first.description)
    w.write("to", (first + (count - 1)).description)
    w.beginArray("habits")
    for row in rows {
      w.beginObject()
      w.write("habit", row.name)
      w.beginArray("days")
      for (index, (day, status)) in zip(days, row.statuses).enumerated() {
        w.beginObject()
        w.write("date", day.description)
        w.write("status", status.rawValue)
        if !row.lines.isEmpty { w.write("line", row.lines[index]) }
        w.endObject()
      }
      w.endArray()
      w.endObject()
    }
    w.endArray()
    w.endObject()
    return w.output + "\n"
  }
}
