/// A day of the week with ISO numbering (Monday = 1 ... Sunday = 7).
package enum Weekday: Int, CaseIterable, Hashable, Sendable, Comparable {
  case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday

  /// The weekday with this ISO number, or nil outside 1...7.
  package init?(isoNumber: Int) {
    self.init(rawValue: isoNumber)
  }

  /// The ISO number, 1...7.
  package var isoNumber: Int { rawValue }

  /// The full English name, capitalised ("Monday").
  package var name: String {
    switch self {
    case .monday: "Monday"
    case .tuesday: "Tuesday"
    case .wednesday: "Wednesday"
    case .thursday: "Thursday"
    case .friday: "Friday"
    case .saturday: "Saturday"
    case .sunday: "Sunday"
    }
  }

  /// The three-letter abbreviation ("Mon"), spelt out: reports print one per day.
  package var shortName: String {
    switch self {
    case .monday: "Mon"
    case .tuesday: "Tue"
    case .wednesday: "Wed"
    case .thursday: "Thu"
    case .friday: "Fri"
    case .saturday: "Sat"
    case .sunday: "Sun"
    }
  }

  /// The weekday after this one (Monday after Sunday).
  package var next: Weekday { Weekday(isoNumber: rawValue % 7 + 1)! }

  /// The weekday before this one (Sunday before Monday).
  package var previous: Weekday { Weekday(isoNumber: (rawValue + 5) % 7 + 1)! }

  /// How many days after `start` this weekday falls, 0...6 (its position in a week beginning on `start`).
  package func offset(from start: Weekday) -> Int {
    (rawValue - start.rawValue + 7) % 7
  }

  package static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// English month names, used by yearly dates and reports.
package enum MonthName {
  /// Full names, January first.
  package static let full = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  /// The three-letter abbreviation of month `number` (1-12).
  package static func short(_ number: Int) -> String { shortNames[number - 1] }

  private static let shortNames = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]
}
