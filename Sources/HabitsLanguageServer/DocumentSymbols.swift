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
    var symbols: [JSON] = []
    var month: (name: String, first: SourceRange, last: SourceRange, lines: Int)?
    func close() {
      guard let month else { return }
      let range = SourceRange(start: month.first.start, end: month.last.end)
      symbols.append(
        .obj([
          "name": .string(month.name), "detail": .string(DayText.count(month.lines, "line")), "kind": .int(3),
          "range": document.range(range, encoding: encoding),
          "selectionRange": document.range(month.first, encoding: encoding),
        ]))
    }
    for line in syntax.lines {
      let name = String(line.day.description.prefix(7))
      if month?.name == name {
        month!.last = line.lineRange
        month!.lines += 1
      } else {
        close()
        month = (name, line.lineRange, line.lineRange, 1)
      }
    }
    close()
    return .array(symbols)
  }
}
