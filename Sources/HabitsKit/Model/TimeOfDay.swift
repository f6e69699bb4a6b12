/// A time of day on the local clock, to the minute (`07:30`): when a habit is meant to be done
/// (`at 07:30`), or when the file's day ends (`day ends at 04:00`).
package struct TimeOfDay: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// Minutes since midnight, 0...1439: one number, so a habit's line stays small.
  package let minutes: Int16

  /// The time `hour:minute`, or nil outside 00:00...23:59.
  package init?(hour: Int, minute: Int) {
    guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
    minutes = Int16(hour * 60 + minute)
  }

  /// 0...23.
  package var hour: Int { Int(minutes) / 60 }
  /// 0...59.
  package var minute: Int { Int(minutes) % 60 }

  /// `HH:MM`, as the files write it.
  package var description: String {
    let (h, m) = (hour, minute)
    return (h < 10 ? "0" : "") + String(h) + ":" + (m < 10 ? "0" : "") + String(m)
  }

  package static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool { lhs.minutes < rhs.minutes }

  /// Minutes from the start of the day as it is lived, for a day that ends at `dayEnd` (nil:
  /// at midnight): from the boundary on first, then the hours after midnight. With a day that
  /// ends at 04:00, 05:00 is 60 and 01:00 is 1260, so 23:30 comes before 01:00.
  package func livedMinutes(dayEnd: TimeOfDay?) -> Int {
    let shift = Int(dayEnd?.minutes ?? 0)
    return (Int(minutes) - shift + 1440) % 1440
  }

  /// Whether the time falls after midnight but before `dayEnd`: in the day as it is lived, the
  /// hours that belong to the evening before (a calendar shows them on the next date).
  package func isAfterMidnight(dayEnd: TimeOfDay?) -> Bool {
    guard let dayEnd else { return false }
    return minutes < dayEnd.minutes
  }

  /// The time a word spells: `HH:MM`, 24-hour, two digits each; nil for any other word.
  package static func parse(_ bytes: some Collection<UInt8>) -> TimeOfDay? {
    let b = Array(bytes)
    guard b.count == 5, b[2] == 0x3A else { return nil }
    let digits = [b[0], b[1], b[3], b[4]]
    guard digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
    let value = digits.map { Int($0 - 0x30) }
    return TimeOfDay(hour: value[0] * 10 + value[1], minute: value[2] * 10 + value[3])
  }

  /// What a word that is not `HH:MM` most likely means, as `HH:MM`: `7:30` (one digit of
  /// hour), `7:30am`, `7pm`, `7.30`, `0730`, `07h30` (a word and the next, when it is `am` or
  /// `pm`, given as `suffix`). Nil when it does not look like a time at all, or names none
  /// (`25:00`).
  package static func suggestion(for word: String, suffix: String? = nil) -> TimeOfDay? {
    var text = word.lowercased()
    var meridiem: String?
    for marker in ["am", "pm", "a.m.", "p.m."] where text.hasSuffix(marker) {
      meridiem = String(marker.prefix(1))
      text.removeLast(marker.count)
      break
    }
    if meridiem == nil, let suffix = suffix?.lowercased(), ["am", "pm", "a.m.", "p.m."].contains(suffix) {
      meridiem = String(suffix.prefix(1))
    }
    let parts = text.split(omittingEmptySubsequences: false) { $0 == ":" || $0 == "." || $0 == "h" }
    var hour: Int
    var minute = 0
    if parts.count == 1, let whole = Int(parts[0]), parts[0].allSatisfy(\.isASCII) {
      // `7pm`, or `0730` (four digits without a separator).
      if parts[0].count == 4 {
        (hour, minute) = (whole / 100, whole % 100)
      } else if parts[0].count <= 2 && meridiem != nil {
        hour = whole
      } else {
        return nil
      }
    } else if parts.count == 2, let h = Int(parts[0]), parts[0].count <= 2,
      let m = parts[1].isEmpty ? 0 : Int(parts[1]), parts[1].count <= 2
    {
      (hour, minute) = (h, m)
    } else {
      return nil
    }
    if let meridiem {
      guard (1...12).contains(hour) else { return nil }
      if meridiem == "a" && hour == 12 { hour = 0 }
      if meridiem == "p" && hour < 12 { hour += 12 }
    }
    return TimeOfDay(hour: hour, minute: minute)
  }
}

/// What the clock says, in the local time zone: the civil date and the time of day, to the
/// minute. Today is the date, or the day before while the clock is before the habits file's
/// `day ends at` (`today(dayEnd:)`).
package struct LocalTime: Hashable, Sendable {
  /// The civil date.
  package var day: Day
  /// The time of day.
  package var time: TimeOfDay

  /// The clock at `time` on `day`.
  package init(day: Day, time: TimeOfDay) {
    self.day = day
    self.time = time
  }

  /// Noon on `day`: a clock reading that no day boundary (at most 12:00) moves, for a caller
  /// that knows only the date.
  package init(noonOn day: Day) {
    self.init(day: day, time: TimeOfDay(hour: 12, minute: 0)!)
  }

  /// Today for a file whose day ends at `dayEnd`: the date, or the day before while the clock
  /// is before the boundary (a night owl's 00:30 belongs to the evening before).
  package func today(dayEnd: TimeOfDay?) -> Day {
    guard let dayEnd, time < dayEnd else { return day }
    return day - 1
  }
}
