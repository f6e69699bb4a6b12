extension HabitChecks {
  /// Warns about monthly rules that some months lack: the 29th to 31st (no roll-over to the
  /// last day), and 5th weekdays (only some months have five). For `every N months` (and
  /// `quarterly`) only the months the schedule visits count: from a February start, every 12
  /// months on the 30th is never due at all.
  static let neverDueInSomeMonths = HabitCheck(
    code: .neverDueInSomeMonths,
    triggering: [
      "Pay: monthly on the 31st", "Club: every 5th Friday", "Bills: monthly on the 1st and 30th",
      "Rent: every 3 months on the 31st; since 2026-02-10", "Review: quarterly on the 5th Friday",
      "Yearly: every 12 months on the 30th; since 2026-02-01",
    ],
    passing: [
      "Pay: last day of the month", "Club: last Friday of the month", "Bills: monthly on the 1st and 28th",
      "Rent: every 12 months on the 31st; since 2026-01-10", "Review: quarterly on the last Friday",
    ]
  ) { neverDueInSomeMonths(on: $0, file: $2, into: &$3) }

  /// The rule on `line`: appends a finding to `diagnostics` for each day or weekday some of
  /// its months lack. A plain function, called directly by `run` for every line.
  static func neverDueInSomeMonths(on line: CheckedLine, file: String, into diagnostics: inout [Diagnostic]) {
    guard let (rule, visited) = line.kind.monthlyItems(since: line.since) else { return }
    // `days` iterates in ascending order.
    for day in rule.days where day >= 29 {
      // The months without a `day`th: February, and for the 31st the 30-day months too.
      let short = visited.filter { day == 31 ? [2, 4, 6, 9, 11].contains($0) : $0 == 2 }
      guard !short.isEmpty else { continue }
      let message: DiagnosticMessage =
        short.count == visited.count && day != 29
        ? .dayNeverDue(day, inAnyOf: short) : .dayNeverDue(day, in: short)
      diagnostics.append(
        Diagnostic(
          message, file: file, range: line.scheduleRange,
          notes: [Diagnostic.Note("nothing moves to the month's last day; add 'last day' if it should")]))
    }
    for item in rule.weekdays where item.ordinal == 5 {
      diagnostics.append(
        Diagnostic(
          .fifthWeekdayNeverDue(item.weekday), file: file,
          range: line.scheduleRange,
          notes: [Diagnostic.Note("'last \(item.weekday.name)' is due every month")]))
    }
  }
}
