import HabitsKit

/// A run of consecutive dated lines of one month: what the log's outline lists as a symbol and
/// what its folding ranges fold.
struct LogMonthRun {
  /// The month, `YYYY-MM`.
  var name: String
  /// The first and the last line's content.
  var first: SourceRange
  var last: SourceRange
  /// How many lines the run holds.
  var lines: Int

  /// The runs of `syntax`'s dated lines, in file order: a new run starts wherever the month
  /// of a line differs from the line before's.
  static func runs(_ syntax: LogFileSyntax) -> [LogMonthRun] {
    var runs: [LogMonthRun] = []
    var month = -1
    for line in syntax.lines {
      let lineMonth = line.day.firstOfMonth.number
      if lineMonth == month, !runs.isEmpty {
        runs[runs.count - 1].last = line.lineRange
        runs[runs.count - 1].lines += 1
      } else {
        month = lineMonth
        runs.append(LogMonthRun(name: String(line.day.description.prefix(7)), first: line.lineRange, last: line.lineRange, lines: 1))
      }
    }
    return runs
  }
}
