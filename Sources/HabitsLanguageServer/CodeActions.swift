import HabitsKit
import HabitsReports

/// `textDocument/codeAction`: quick fixes from the diagnostics, and the edits a habit line offers.
extension LanguageServer {
  /// Quick fixes for the diagnostics in the range, and "log NAME today" on a habit line.
  mutating func codeActions(_ params: JSON) -> JSON {
    guard let path = path(params["textDocument"]?["uri"]) else { return .array([]) }
    let project = project(for: path)
    guard let document = document(path, in: project) else { return .array([]) }
    let start = Position(params["range"]?["start"]) ?? Position(line: 0, character: 0)
    let end = Position(params["range"]?["end"]) ?? start
    let first = document.location(of: start, encoding: encoding)
    let last = document.location(of: end, encoding: encoding)
    var actions: [JSON] = []
    for diagnostic in project.result.diagnostics where diagnostic.file == path {
      guard diagnostic.range.start.line <= last.line && diagnostic.range.end.line >= first.line,
        let fix = diagnostic.fix
      else { continue }
      let edit = JSON.obj(["range": document.range(fix.range, encoding: encoding), "newText": .string(fix.replacement)])
      actions.append(
        .obj([
          "title": .string(fix.title),
          "kind": .string("quickfix"),
          "diagnostics": .array([lspDiagnostic(diagnostic, in: document, project: project)]),
          "isPreferred": .bool(true),
          "edit": .obj(["changes": .obj([FileURI.uri(path): .array([edit])])]),
        ]))
    }
    for diagnostic in project.result.diagnostics
    where diagnostic.file == path && diagnostic.range.start.line <= last.line && diagnostic.range.end.line >= first.line {
      if let action = allowOnLine(diagnostic, in: document, project: project) { actions.append(action) }
    }
    if path == project.habitsPath {
      for diagnostic in project.result.diagnostics
      where diagnostic.file == path && diagnostic.code == .duplicateHabit
        && diagnostic.range.start.line <= last.line && diagnostic.range.end.line >= first.line
      {
        actions.append(changeFromToday(diagnostic, in: document, project: project))
      }
      for habit in project.result.journal.habits where habit.origin.start.line <= last.line && habit.origin.end.line >= first.line {
        actions.append(logToday(habit, project: project))
      }
    }
    return .array(actions)
  }

  /// For a second line of a habit: "Change the schedule from today", adding `; from TODAY`
  /// after the line's content (before a comment), which makes the line a change of the
  /// habit's schedule from today on instead of a duplicate (grammar.md, "Changing a schedule").
  func changeFromToday(_ diagnostic: Diagnostic, in document: TextDocument, project: Project) -> JSON {
    let line = diagnostic.range.start.line
    let bytes = Array(document.lineBytes(line - 1))
    var end = bytes.firstIndex(of: 0x23) ?? bytes.count
    while end > 0 && (bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09) { end -= 1 }
    let place = SourceRange(line: line, columns: (end + 1)..<(end + 1))
    let edit = JSON.obj([
      "range": document.range(place, encoding: encoding), "newText": .string("; from \(project.today)"),
    ])
    return .obj([
      "title": .string("Change the schedule from today (; from \(project.today))"),
      "kind": .string("quickfix"),
      "diagnostics": .array([lspDiagnostic(diagnostic, in: document, project: project)]),
      "edit": .obj(["changes": .obj([FileURI.uri(project.habitsPath): .array([edit])])]),
    ])
  }

  /// "Log NAME today": an edit appending `DATE NAME` to the log, as `habits log` would.
  func logToday(_ habit: Habit, project: Project) -> JSON {
    let existing = project.log?.bytes ?? []
    let line = project.today.description + " " + habit.name
    let appended = String(decoding: LogAppend.bytes(appending: line, to: existing), as: UTF8.self)
    let log = project.log ?? TextDocument(bytes: [])
    let end = log.position(ofOffset: existing.count, encoding: encoding).json
    let edit = JSON.obj(["range": .obj(["start": end, "end": end]), "newText": .string(appended)])
    return .obj([
      "title": .string("Log \(habit.name) today"),
      "kind": .string("source"),
      "edit": .obj(["changes": .obj([FileURI.uri(project.logPath): .array([edit])])]),
    ])
  }
}
