import HabitsKit

/// An Org timestamp's repeater (`+1d`, `++2w`, `.+3d/5d`) and the schedule it becomes.
struct OrgRepeater: Equatable {
  /// `+` (cumulative), `++` (catch up) or `.+` (restart from the completion).
  enum Mark: String { case cumulate = "+", catchUp = "++", restart = ".+" }

  var mark: Mark
  var count: Int
  /// h, d, w, m or y.
  var unit: Character
  /// The `/MAX` part as written, if any (org-habit's maximum interval, for its graph only).
  var maximum: String?

  /// Reads the repeater among the words of a timestamp, nil when there is none.
  init?(_ word: Substring) {
    var rest = word
    if rest.hasPrefix(".+") {
      mark = .restart
      rest = rest.dropFirst(2)
    } else if rest.hasPrefix("++") {
      mark = .catchUp
      rest = rest.dropFirst(2)
    } else if rest.hasPrefix("+") {
      mark = .cumulate
      rest = rest.dropFirst()
    } else {
      return nil
    }
    let slash = rest.firstIndex(of: "/")
    maximum = slash.map { String(rest[rest.index(after: $0)...]) }
    let body = slash.map { rest[..<$0] } ?? rest
    guard let last = body.last, "hdwmy".contains(last), let count = Int(body.dropLast()), count > 0 else { return nil }
    self.count = count
    unit = last
  }

  private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

  /// The ordinal of a day of the month: 1st, 2nd, 3rd, 4th, 11th, 21st.
  private static func ordinal(_ n: Int) -> String {
    let suffix = (11...13).contains(n % 100) ? "th" : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th"
    return "\(n)\(suffix)"
  }

  /// The schedule for a habit scheduled on `anchor` with this repeater, how its start lines
  /// up with the repeater's grid, and what is approximated (nil: nothing).
  func schedule(anchor: Day) -> (schedule: String, start: ImportedHabit.StartAlignment, approximation: String?) {
    let n = count
    if mark == .restart {
      switch unit {
      case "d": return ("every \(n) day\(n == 1 ? "" : "s") after last", .anyDay, nil)
      case "w" where n <= 520: return ("every \(n) week\(n == 1 ? "" : "s") after last", .anyDay, nil)
      case "m" where n * 30 <= 1000: return ("every \(n * 30) days after last", .anyDay, "\(n) month\(n == 1 ? "" : "s") is taken as \(n * 30) days")
      case "y" where n * 365 <= 1000: return ("every \(n * 365) days after last", .anyDay, "\(n) year\(n == 1 ? "" : "s") is taken as \(n * 365) days")
      case "h": return ("every 1 day after last", .anyDay, "a repeater in hours is taken as 1 day")
      default: return ("every 1000 days after last", .anyDay, "the interval is longer than habits' 1000 days")
      }
    }
    switch unit {
    case "d" where n == 1:
      return ("every day", .anyDay, nil)
    case "d" where n <= 1000:
      return ("every \(n) days", .everyDays(n, anchor: anchor), nil)
    case "w" where n == 1:
      return ("every \(anchor.weekday.name)", .anyDay, nil)
    case "w" where n <= 520:
      return ("every \(n) weeks on \(anchor.weekday.name)", .everyDays(7 * n, anchor: anchor), nil)
    case "m" where n <= 120:
      var day = OrgRepeater.ordinal(anchor.dayOfMonth)
      var note: String?
      if anchor.dayOfMonth > 28 {
        day = "last day"
        note = "the \(OrgRepeater.ordinal(anchor.dayOfMonth)), which some months lack, is taken as the last day of the month"
      }
      return (n == 1 ? "monthly on the \(day)" : "every \(n) months on the \(day)", n == 1 ? .anyDay : .everyMonths(n, anchor: anchor), note)
    case "y" where n <= 100:
      var date = anchor
      var note: String?
      if anchor.month == 2 && anchor.dayOfMonth == 29 {
        date = anchor - 1
        note = "February 29 is taken as February 28"
      }
      let text = "\(OrgRepeater.months[date.month - 1]) \(date.dayOfMonth)"
      return (n == 1 ? "yearly on \(text)" : "every \(n) years on \(text)", n == 1 ? .anyDay : .everyMonths(12 * n, anchor: anchor), note)
    case "h":
      return ("every day", .anyDay, "a repeater in hours is taken as every day")
    default:
      return ("every 1000 days", .everyDays(1000, anchor: anchor), "the interval is longer than habits allows: every 1000 days")
    }
  }
}
