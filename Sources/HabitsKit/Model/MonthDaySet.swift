/// A set of day numbers of a month, 1...31, one bit per day: the days of monthly rules.
///
/// The standard `Set<Int>` cost about 130K instructions at its first use in a process (its
/// hash-table storage metadata and a scan of the protocol conformances for `Int: Hashable`),
/// paid by every run whose habits file has a monthly rule. Like `WeekdaySet`, bits do the same
/// job with no such cost. Iterates in ascending order.
package struct MonthDaySet: Hashable, Sendable, Sequence, ExpressibleByArrayLiteral {
  /// Bit `n` for day `n`; bit 0 is unused.
  package private(set) var mask: UInt32 = 0

  /// No days.
  package init() {}

  /// These days (a day listed twice counts once).
  package init(arrayLiteral days: Int...) {
    for day in days { insert(day) }
  }

  /// Whether there are no days.
  package var isEmpty: Bool { mask == 0 }

  /// How many days there are.
  package var count: Int { mask.nonzeroBitCount }

  /// Whether `day` is one of them.
  package func contains(_ day: Int) -> Bool { (1...31).contains(day) && mask & MonthDaySet.bit(day) != 0 }

  /// Adds `day` (1...31); `inserted` is false when it was there already (as `Set.insert`).
  @discardableResult
  package mutating func insert(_ day: Int) -> (inserted: Bool, memberAfterInsert: Int) {
    precondition((1...31).contains(day), "a day of the month is 1...31")
    let inserted = !contains(day)
    mask |= MonthDaySet.bit(day)
    return (inserted, day)
  }

  /// The days in ascending order.
  package func makeIterator() -> Iterator { Iterator(rest: mask) }

  /// The days in ascending order, lowest bit first.
  package struct Iterator: IteratorProtocol {
    /// The bits of the days not yet returned.
    var rest: UInt32

    /// The next day, if any.
    package mutating func next() -> Int? {
      guard rest != 0 else { return nil }
      let day = rest.trailingZeroBitCount
      rest &= rest - 1
      return day
    }
  }

  private static func bit(_ day: Int) -> UInt32 { 1 << UInt32(day) }
}
