extension Day {
  /// The month as one running number (`year * 12 + month - 1`), so "N months later" and "the
  /// same month every N months" are plain integer arithmetic (every N months schedules).
  package var monthNumber: Int {
    let c = civil
    return c.year * 12 + c.month - 1
  }

  /// The first day of the month with running number `number` (see `monthNumber`); any
  /// proleptic year works, so a period reaching past 9999-12 still has an end.
  package static func firstOfMonth(number: Int) -> Day {
    Day(year: Day.floorDiv(number, 12), month: Day.floorMod(number, 12) + 1, day: 1)!
  }
}
