import HabitsKit

/// The text of a recurrence rule, as `habits export ical` writes it after `RRULE:`.
extension RecurrenceRule {
  /// The rule's text after `RRULE:`, its parts in the order RFC 5545's examples use
  /// ("FREQ=MONTHLY;BYDAY=2MO;UNTIL=20271121"). UNTIL is written by the caller, which knows
  /// whether the series has a time of day (`untilText`).
  package func text(untilText: String?) -> String {
    var parts = ["FREQ=" + frequency.rawValue]
    if let untilText { parts.append("UNTIL=" + untilText) }
    if interval > 1 { parts.append("INTERVAL=\(interval)") }
    // WKST only changes weekly rules with an interval; elsewhere it is left at the default.
    if frequency == .weekly && interval > 1 { parts.append("WKST=" + RecurrenceRule.code(weekStart)) }
    if !byMonth.isEmpty { parts.append("BYMONTH=" + byMonth.map(String.init).joined(separator: ",")) }
    if !byMonthDay.isEmpty { parts.append("BYMONTHDAY=" + byMonthDay.map(String.init).joined(separator: ",")) }
    if !byYearDay.isEmpty { parts.append("BYYEARDAY=" + byYearDay.map(String.init).joined(separator: ",")) }
    if !byDay.isEmpty {
      parts.append("BYDAY=" + byDay.map { ($0.ordinal.map(String.init) ?? "") + RecurrenceRule.code($0.weekday) }.joined(separator: ","))
    }
    return parts.joined(separator: ";")
  }

  /// RFC 5545's two-letter weekday ("MO").
  package static func code(_ weekday: Weekday) -> String {
    switch weekday {
    case .monday: "MO"
    case .tuesday: "TU"
    case .wednesday: "WE"
    case .thursday: "TH"
    case .friday: "FR"
    case .saturday: "SA"
    case .sunday: "SU"
    }
  }
}
