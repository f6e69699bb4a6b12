import HabitsKit
import HabitsReports
import HabitsCLI

/// What must hold for every input, checked by the fuzz targets (which trap on a problem, so
/// libFuzzer saves the input: a silent wrong answer is a finding like a crash) and by the
/// reliability tests (which expect no problems). Each check appends what it finds to
/// `problems` and goes on.
struct Invariants {
  /// What is wrong, one sentence each.
  private(set) var problems: [String] = []

  /// Records a problem.
  mutating func fail(_ message: String) {
    // A broken rule tends to break on every day after; the first few say enough.
    if problems.count < 20 { problems.append(message) }
  }

  // MARK: Diagnostics

  /// Every diagnostic points into its file, has a one-line message, and they come sorted:
  /// the habits file first, then by line and column.
  mutating func checkDiagnostics(_ result: Loader.Result) {
    let sources = Dictionary(result.sources.map { ($0.path, ($0, $0.lines)) }, uniquingKeysWith: { a, _ in a })
    let order = result.sources.map(\.path)
    var previous: (file: Int, line: Int, column: Int)?
    for d in result.diagnostics {
      guard let source = sources[d.file], let fileIndex = order.firstIndex(of: d.file) else {
        fail("diagnostic in unknown file '\(d.file)': \(d.message)")
        continue
      }
      checkRange(d.range, in: source, what: "\(d.code.rawValue) '\(d.message)'")
      if d.message.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) { fail("multi-line message: \(d.message)") }
      for note in d.notes {
        if note.message.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) { fail("multi-line note: \(note.message)") }
        guard let file = note.file, let range = note.range else { continue }
        guard let noteSource = sources[file] else {
          fail("note in unknown file '\(file)'")
          continue
        }
        checkRange(range, in: noteSource, what: "note '\(note.message)'")
      }
      let key = (fileIndex, d.range.start.line, d.range.start.column)
      if let p = previous, (p.file, p.line, p.column) > key {
        fail("diagnostics out of order at \(d.file):\(d.range.start.line):\(d.range.start.column)")
      }
      previous = key
    }
  }

  /// A range lies on existing lines, within each line's bytes (plus one past the end).
  private mutating func checkRange(_ range: SourceRange, in source: (file: SourceFile, lines: LineIndex), what: String) {
    let lines = max(1, source.lines.count)
    let start = range.start
    let end = range.end
    guard start.line >= 1, start.line <= lines, end.line >= start.line, end.line <= lines else {
      fail("\(what): lines \(start.line)...\(end.line) outside 1...\(lines) of \(source.file.path)")
      return
    }
    let startLength = source.lines.bytes(start.line).count
    let endLength = source.lines.bytes(end.line).count
    guard start.column >= 1, start.column <= startLength + 1, end.column >= 1, end.column <= endLength + 1,
      end.line > start.line || end.column >= start.column
    else {
      fail("\(what): columns \(start.column)..<\(end.column) outside line \(start.line) (\(startLength) bytes) of \(source.file.path)")
      return
    }
  }

  // MARK: Renderings

  /// Renders the diagnostics in every format and checks each format's contract: text and
  /// compact lines start with a path or a space (what editors' error formats rely on), JSON
  /// parses, and GitHub mode has one command per diagnostic plus the count line.
  mutating func checkRenderings(_ result: Loader.Result) {
    let renderer = DiagnosticRenderer(sources: result.sources, palette: .plain)
    let paths = result.sources.map { $0.path + ":" }
    let diagnostics = result.diagnostics
    for format in [DiagnosticRenderer.Format.text, .compact] {
      for line in Invariants.lines(renderer.render(diagnostics, format: format)) {
        if line.first != " " && !paths.contains(where: { line.hasPrefix($0) }) {
          fail("\(format) line starts with neither a path nor a space: '\(line)'")
        }
      }
    }
    let json = renderer.render(diagnostics, format: .json)
    if !JSONCheck.isValid(json) { fail("check JSON does not parse: \(json)") }
    let github = Invariants.lines(renderer.render(diagnostics, format: .github))
    if github.count != diagnostics.count + 1 {
      fail("github output has \(github.count) lines for \(diagnostics.count) diagnostics")
    }
    for line in github.dropLast() where !(line.hasPrefix("::error ") || line.hasPrefix("::warning ")) {
      fail("github line is not a workflow command: '\(line)'")
    }
  }

  /// The lines of `text`, split at LF and CR bytes (not at Characters, where CRLF is one).
  static func lines(_ text: String) -> [String] {
    var result = text.utf8.split(omittingEmptySubsequences: false, whereSeparator: { $0 == 0x0A || $0 == 0x0D })
      .map { String(decoding: $0, as: UTF8.self) }
    // A final terminator ends the last line; it does not start an empty one.
    if result.last == "" { result.removeLast() }
    return result
  }

  /// Checks `text` is valid JSON.
  mutating func checkJSON(_ text: String, _ what: String) {
    if !JSONCheck.isValid(text) { fail("\(what) JSON does not parse: \(text)") }
  }

  // MARK: Engine

  /// The engine's promises about one habit's days and streaks (the same as the property
  /// test's, checked here on whatever the fuzzer builds).
  mutating func checkAnalysis(_ a: HabitAnalysis) {
    let today = a.today
    let first = a.timeline.first
    let name = a.habit.name
    if a.status(on: first - 1) != .notStarted { fail("'\(name)': the day before the start is not 'not started'") }
    var day = first
    while day <= a.timeline.last {
      let status = a.status(on: day)
      switch status {
      case .failed, .completedLater:
        if day >= today { fail("'\(name)': \(status) on \(day), not before today \(today)") }
      case .planned, .backlog:
        if day < today { fail("'\(name)': \(status) on \(day), before today \(today)") }
      case .notStarted:
        fail("'\(name)': not started on \(day), on or after the start \(first)")
      default:
        break
      }
      day = day + 1
    }
    var previousEnd: Day?
    let lastDay = a.timeline.calendar.end.map { min($0, today) } ?? today
    for streak in a.streaks {
      if streak.start > streak.end { fail("'\(name)': streak \(streak) ends before it starts") }
      if let previousEnd, streak.start <= previousEnd + 1 { fail("'\(name)': streaks not sorted and disjoint at \(streak.start)") }
      if streak.start < first || streak.end > lastDay {
        fail("'\(name)': streak \(streak.start)..\(streak.end) outside its life \(first)..\(lastDay)")
      }
      var d = streak.start
      while d <= streak.end {
        if a.status(on: d) == .failed { fail("'\(name)': streak \(streak.start)..\(streak.end) contains failed \(d)") }
        d = d + 1
      }
      previousEnd = streak.end
    }
  }
}
