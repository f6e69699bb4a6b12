/// Days as people say them in reports: "Thu" within the coming week, "Jan 2" within the year,
/// "Jan 2, 2028" further out.
package enum DayText {
  /// `day` said relative to `reference`: "today", a weekday name within the next six days,
  /// otherwise "Jan 2".
  package static func relative(_ day: Day, from reference: Day) -> String {
    let distance = day - reference
    if distance == 0 { return "today" }
    if distance >= 1 && distance <= 6 { return day.weekday.shortName }
    return monthDay(day, from: reference)
  }

  /// "Jan 2", with the year when it differs from `reference`'s.
  package static func monthDay(_ day: Day, from reference: Day) -> String {
    let c = day.civil
    let text = MonthName.short(c.month) + " " + String(c.day)
    return c.year == reference.year ? text : text + ", " + String(c.year)
  }

  /// "Sun 2026-11-22".
  package static func weekdayAndDate(_ day: Day) -> String {
    var out = TextBuffer(capacity: 14)
    appendWeekdayAndDate(day, to: &out)
    return out.text
  }

  /// Appends "Sun 2026-11-22" to `out` without building a `String` first, for reports of
  /// thousands of days.
  package static func appendWeekdayAndDate(_ day: Day, to out: inout TextBuffer) {
    out.append(day.weekday.shortName)
    out.append(" ")
    out.append(day.description)
  }

  /// "1 day", "3 days".
  package static func count(_ n: Int, _ noun: String) -> String {
    "\(n) \(noun)\(n == 1 ? "" : "s")"
  }
}
