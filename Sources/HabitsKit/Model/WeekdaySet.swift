/// A set of weekdays, one bit per ISO weekday: the days of weekly schedules.
///
/// The standard `Set<Weekday>` costs about 150K instructions at its first use in a process
/// (its hash-table storage metadata and a scan of the protocol conformances), a tenth of a
/// whole report over a year of log. Seven bits do the same job with no such cost.
package struct WeekdaySet: Hashable, Sendable, ExpressibleByArrayLiteral {
  /// Bit `n` for ISO weekday `n` (1 Monday ... 7 Sunday); bit 0 is unused.
  package private(set) var mask: UInt8 = 0

  /// No weekdays.
  package init() {}

  /// These weekdays (a day listed twice counts once).
  package init(arrayLiteral days: Weekday...) {
    for day in days { insert(day) }
  }

  /// Whether there are no weekdays.
  package var isEmpty: Bool { mask == 0 }

  /// How many weekdays there are.
  package var count: Int { mask.nonzeroBitCount }

  /// Whether `day` is one of them.
  package func contains(_ day: Weekday) -> Bool { mask & WeekdaySet.bit(day) != 0 }

  /// Adds `day`; `inserted` is false when it was there already (as `Set.insert`).
  @discardableResult
  package mutating func insert(_ day: Weekday) -> (inserted: Bool, memberAfterInsert: Weekday) {
    let inserted = !contains(day)
    mask |= WeekdaySet.bit(day)
    return (inserted, day)
  }

  private static func bit(_ day: Weekday) -> UInt8 { 1 << UInt8(day.isoNumber) }
}
