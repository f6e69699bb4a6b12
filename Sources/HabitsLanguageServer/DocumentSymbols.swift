import HabitsKit
import HabitsReports

/// `textDocument/documentSymbol`: the outline of either file.
extension LanguageServer {
  /// The habits of a habits file; the months of a log.
  mutating func documentSymbols(_ params: JSON) -> JSON {
    guard let path = path(params["textDocument"]?["uri"]) else { return .array([]) }
    var project = project(for: path)
    guard let document = document(path, in: project) else { return .array([]) }
    if path == project.habitsPath {
      return .array(
        project.result.journal.habits.map { habit in
          let schedule = document.lineText(habit.scheduleRange.start.line - 1)
          let start = max(0, min(habit.scheduleRange.start.column - 1, schedule.utf8.count))
          let end = max(start, min(habit.scheduleRange.end.column - 1, schedule.utf8.count))
          let detail = String(decoding: Array(schedule.utf8)[start..<end], as: UTF8.self)
          return .obj([
            "name": .string(habit.name), "detail": .string(detail), "kind": .int(24),
            "range": document.range(habit.origin, encoding: encoding),
            "selectionRange": document.range(habit.nameRange, encoding: encoding),
          ])
        })
    }
    guard let syntax = logSyntax(&project) else { return .array([]) }
    return .array(
      LogMonthRun.runs(syntax).map { run in
        .obj([
          "name": .string(run.name), "detail": .string(DayText.count(run.lines, "line")), "kind": .int(3),
          "range": document.range(SourceRange(start: run.first.start, end: run.last.end), encoding: encoding),
          "selectionRange": document.range(run.first, encoding: encoding),
        ])
      })
  }
}
