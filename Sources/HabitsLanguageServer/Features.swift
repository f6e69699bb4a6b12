import HabitsKit
import HabitsReports

/// What a request at a position is about: the file, its loaded pair, its text and the place.
struct Spot {
  var path: String
  var project: LanguageServer.Project
  var document: TextDocument
  var location: SourceLocation
  var position: Position
  var role: FilePairing.Role { path == project.logPath ? .log : .habits }
}

/// A habit named in one of the two files: which habit (by key) and where the name is.
struct HabitMention {
  var key: String
  var file: String
  var range: SourceRange
}

extension LanguageServer {
  /// The place a `TextDocumentPositionParams` names (a position clamped to the text).
  mutating func spot(_ params: JSON) -> Spot? {
    guard let path = path(params["textDocument"]?["uri"]) else { return nil }
    let project = project(for: path)
    guard let document = document(path, in: project) else { return nil }
    let position = Position(params["position"]) ?? Position(line: 0, character: 0)
    return Spot(
      path: path, project: project, document: document,
      location: document.location(of: position, encoding: encoding), position: position)
  }

  /// The log's syntax, every line, parsed once per load with the library's parser (the
  /// log's symbols list every month).
  mutating func logSyntax(_ project: inout Project) -> LogFileSyntax? {
    if let syntax = project.logSyntax { return syntax }
    guard let log = project.log else { return nil }
    // The log as loaded with the project (`Loader.Result.sources` is the habits file, then
    // the log): its bytes are copied out of the document once per load, not again here.
    let file = project.result.sources.dropFirst().first ?? SourceFile(path: project.logPath, bytes: log.bytes)
    let syntax = LogReader(file: file).syntax()
    project.logSyntax = syntax
    update(project)
    return syntax
  }

  /// The analyses of every habit, computed once per load.
  mutating func analyses(_ project: inout Project) -> [HabitAnalysis] {
    if let analyses = project.analyses { return analyses }
    let analyses = JournalAnalysis.analyse(project.result.journal, today: project.today)
    project.analyses = analyses
    update(project)
    return analyses
  }

  /// The habit whose name is at the spot, in either file. In the log, only the spot's line
  /// is read.
  mutating func mention(at spot: inout Spot) -> HabitMention? {
    let journal = spot.project.result.journal
    switch spot.role {
    case .habits:
      for loaded in journal.loaded where contains(loaded.habit.nameRange, spot.location) {
        return HabitMention(key: loaded.key, file: spot.project.habitsPath, range: loaded.habit.nameRange)
      }
      return nil
    case .log:
      guard var lines = LogLines(spot.project) else { return nil }
      defer { read(lines, in: &spot.project) }
      for name in lines.names(onLine: spot.location.line, journal: journal) where contains(name.range, spot.location) {
        guard let loaded = journal.habit(named: name.text) else { return nil }
        return HabitMention(key: loaded.key, file: spot.project.logPath, range: name.range)
      }
      return nil
    }
  }

  /// Counts the lines `lines` read in the project's tally.
  private mutating func read(_ lines: LogLines, in project: inout Project) {
    project.logLinesRead += lines.read
    update(project)
  }

  /// Whether `range` holds `location`, its end included (the cursor just after a word).
  func contains(_ range: SourceRange, _ location: SourceLocation) -> Bool {
    range.start <= location && location <= range.end
  }

  /// A `Location` in a file of the pair.
  func location(_ file: String, _ range: SourceRange, in project: Project) -> JSON {
    let document = self.document(file, in: project) ?? TextDocument(bytes: [])
    return .obj(["uri": .string(FileURI.uri(file)), "range": document.range(range, encoding: encoding)])
  }

  // MARK: Code actions

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

  // MARK: Go to definition, references, rename

  /// A log name's habit line (a habit name in the habits file is its own definition).
  mutating func definition(_ params: JSON) -> JSON {
    guard var spot = spot(params), let mention = mention(at: &spot),
      let habit = spot.project.result.journal[key: mention.key]?.habit
    else { return .null }
    return location(spot.project.habitsPath, habit.nameRange, in: spot.project)
  }

  /// Every mention of a habit: its log lines, and its declaration when asked for.
  mutating func references(_ params: JSON) -> JSON {
    guard var spot = spot(params), let mention = mention(at: &spot) else { return .null }
    let includeDeclaration = params["context"]?["includeDeclaration"]?.bool ?? true
    return .array(
      mentions(of: mention.key, in: &spot.project)
        .filter { includeDeclaration || $0.file != spot.project.habitsPath }
        .map { location($0.file, $0.range, in: spot.project) })
  }

  /// The declaration and every log name of the habit whose key is `key`: its names on the
  /// lines its entries are on (`HabitLog.lines`), each line read alone.
  mutating func mentions(of key: String, in project: inout Project) -> [HabitMention] {
    guard let loaded = project.result.journal[key: key] else { return [] }
    var result = [HabitMention(key: key, file: project.habitsPath, range: loaded.habit.nameRange)]
    guard var lines = LogLines(project) else { return result }
    for line in loaded.log.lines {
      for name in lines.names(onLine: Int(line), journal: project.result.journal) where Habit.key(for: name.text) == key {
        result.append(HabitMention(key: key, file: project.logPath, range: name.range))
      }
    }
    read(lines, in: &project)
    return result
  }

  /// The name under the cursor, when it can be renamed.
  mutating func prepareRename(_ params: JSON) -> JSON {
    guard var spot = spot(params), let mention = mention(at: &spot) else { return .null }
    return .obj([
      "range": spot.document.range(mention.range, encoding: encoding),
      "placeholder": .string(spot.project.result.journal[key: mention.key]?.habit.name ?? ""),
    ])
  }

  /// Renames a habit in the habits file and every log line that names it.
  mutating func rename(_ params: JSON) -> Result<JSON, Failure> {
    guard var spot = spot(params), let mention = mention(at: &spot) else {
      return .failure(Failure(code: .requestFailed, message: "there is no habit name here to rename"))
    }
    let newName = params["newName"]?.string?.trimmingSpaces ?? ""
    if let refusal = RenameCheck.refusal(renaming: mention.key, to: newName, habits: spot.project.habits.bytes, path: spot.project.habitsPath) {
      return .failure(refusal)
    }
    var changes: [String: [JSON]] = [:]
    for m in mentions(of: mention.key, in: &spot.project) {
      let document = self.document(m.file, in: spot.project) ?? TextDocument(bytes: [])
      changes[m.file, default: []].append(
        .obj(["range": document.range(m.range, encoding: encoding), "newText": .string(newName)]))
    }
    let members = changes.keys.sorted().map { (FileURI.uri($0), JSON.array(changes[$0]!)) }
    return .success(.obj(["changes": .object(members)]))
  }

  // MARK: Symbols and inlay hints

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

  /// At the end of each habit line in view: the next due day and the current streak.
  mutating func inlayHints(_ params: JSON) -> JSON {
    guard settings.inlayHints, let path = path(params["textDocument"]?["uri"]) else { return .array([]) }
    var project = project(for: path)
    guard path == project.habitsPath else { return .array([]) }
    let first = (Position(params["range"]?["start"])?.line ?? 0) + 1
    let last = (Position(params["range"]?["end"])?.line ?? Int.max - 1) + 1
    let analyses = analyses(&project)
    let report = StatusReport(analyses: analyses, date: project.today)
    var hints: [JSON] = []
    for (habit, row) in zip(project.result.journal.habits, report.rows)
    where habit.origin.start.line >= first && habit.origin.start.line <= last {
      let line = habit.origin.start.line
      let end = project.habits.position(ofOffset: project.habits.lineBytes(line - 1).endIndex, encoding: encoding)
      var parts: [String] = []
      if let next = row.nextDue { parts.append("next " + DayText.relative(next, from: project.today)) }
      if row.currentStreak > 0 { parts.append("streak \(row.currentStreak)") }
      guard !parts.isEmpty else { continue }
      hints.append(
        .obj(["position": end.json, "label": .string(parts.joined(separator: " · ")), "paddingLeft": .bool(true)]))
    }
    return .array(hints)
  }
}

extension String {
  /// Without leading and trailing spaces and tabs.
  var trimmingSpaces: String {
    var s = Substring(self)
    while let c = s.first, c == " " || c == "\t" { s.removeFirst() }
    while let c = s.last, c == " " || c == "\t" { s.removeLast() }
    return String(s)
  }
}
