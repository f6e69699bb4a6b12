import HabitsKit
import HabitsReports

// What the providers share: the place a request names (`Spot`), the habit named there
// (`HabitMention`), and the loaded project's syntax and analyses, each computed once per load.

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
      // A habit's first line, or one of its changes.
      for loaded in journal.loaded {
        if contains(loaded.habit.nameRange, spot.location) {
          return HabitMention(key: loaded.key, file: spot.project.habitsPath, range: loaded.habit.nameRange)
        }
        for change in loaded.habit.changes where contains(change.nameRange, spot.location) {
          return HabitMention(key: loaded.key, file: spot.project.habitsPath, range: change.nameRange)
        }
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
  mutating func read(_ lines: LogLines, in project: inout Project) {
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
