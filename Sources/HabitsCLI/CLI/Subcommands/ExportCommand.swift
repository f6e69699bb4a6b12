import HabitsKit
import HabitsReports

/// `habits export csv|ical [NAME...]`: every day as CSV for a spreadsheet, or the due days as
/// an iCalendar file for a calendar, on standard output.
enum ExportCommand {
  /// The options only this command takes, read by these keys.
  enum Options {
    static let from = CommandSpec.Valued("from", value: "date", help: "The first day (csv: each habit's start; ical: today).")
    static let to = CommandSpec.Valued("to", value: "date", help: "The last day (csv: today; ical: a year after --from).")
  }

  static let subcommand = HabitsCommand.Subcommand(
    spec: CommandSpec(
      name: "export", abstract: "Print every day as CSV, or the due days as iCalendar.",
      discussion: """
        csv: RFC 4180 with CRLF line ends, one row per habit and day from the habit's start (or \
        --from) through --to (default: today), under the header \
        date,habit,status,count,amount,unit,note,line (statuses as in JSON; count as JSON's, \
        amount and unit for a habit with a unit; line is the habits-file line in force).
        ical: an RFC 5545 calendar of the due days from --from (default: today) through --to \
        (default: a year after --from), as all-day events: one recurring event per habit and line \
        where one RRULE says its due days exactly, explicit dates otherwise. Vacations and skips \
        are left out; a day already done or failed carries its status. Exporting again gives the \
        same UIDs, so a calendar updates the events instead of doubling them. Limits and tracked \
        habits have no due days and no events; a rolling window's are the days its window has \
        judged, through today.
        Both print to standard output and write no file: habits export ical > habits.ics (see \
        docs/export.md).
        """,
      arguments: [
        .init("format", help: "csv or ical.", values: .choices(["csv", "ical"])),
        .init("name", help: "Only these habits (any case; a unique prefix is enough). Names are separated as 'habits log' separates them: 'Call mom Gym' is 'Call mom' and 'Gym'.", optional: true, repeated: true),
      ],
      options: [
        Options.from.option,
        Options.to.option,
        CommandSpec.Shared.strict.option,
      ] + CommandSpec.Option.selectionOptions)
  ) { context throws(ExitStatus) in
    let format = context.arguments.positionals[0]
    let today = context.invocation.today
    let from = try context.dateOption(Options.from)
    let explicitTo = try context.dateOption(Options.to)
    let loaded = try context.loadForReport()
    let journal = try context.selecting(Array(context.arguments.positionals.dropFirst()), in: loaded)
    if format == "csv" {
      let to = explicitTo ?? today
      if let from, to < from {
        return context.fail(
          explicitTo == nil
            ? "--from \(from) is after today, where the rows end by default: pass --to too"
            : "--to \(to) is before --from \(from)")
      }
      // Each habit's rows, checked before any is computed, as `history` checks its range.
      for habit in journal.loaded {
        let start = habit.plan.shownStart(today: today)
        let first = max(start, from ?? start)
        if to - first + 1 > 200_000 {
          return context.rangeTooLong(
            from: first, to: to, startOf: from == nil ? habit.habit.name : nil, loaded: loaded.result)
        }
      }
      let analyses = JournalAnalysis.analyses(
        journal.withNotes(from: loaded.logFile), today: today, through: to, lookahead: false)
      context.out(CSVExportRenderer().csv(analyses, from: from, to: to))
      return .success
    }
    let first = from ?? today
    let to = explicitTo ?? first.addingYears(1) - 1
    if to < first { return context.fail("--to \(to) is before --from \(first)") }
    if to - first + 1 > 200_000 { return context.rangeTooLong(from: first, to: to, startOf: nil, loaded: loaded.result) }
    let lines = loaded.result.sources[0].lines
    let file = loaded.result.sources[0].path.split(separator: "/").last.map(String.init) ?? loaded.result.sources[0].path
    let report = CalendarExportReport(
      analyses: JournalAnalysis.analyses(journal, today: today, through: to, lookahead: false),
      range: first...to, today: today,
      describe: { era in ExportCommand.lineText(era.origin, in: lines).map { "\($0) (\(file), line \(era.line))" } },
      dayEnd: journal.dayEnd)
    context.out(ICalendarRenderer().ics(report))
    return .success
  }

  /// The text of a habit's line as written, without its comment: what an event says of the
  /// line it comes from.
  static func lineText(_ origin: SourceRange, in lines: LineIndex) -> String? {
    let bytes = lines.bytes(origin.start.line)
    let lower = bytes.startIndex + origin.start.column - 1
    let upper = origin.end.line == origin.start.line ? bytes.startIndex + origin.end.column - 1 : bytes.endIndex
    guard lower >= bytes.startIndex, lower < upper, upper <= bytes.endIndex else { return nil }
    return String(decoding: bytes[lower..<upper], as: UTF8.self)
  }
}
