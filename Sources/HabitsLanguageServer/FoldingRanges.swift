import HabitsKit

extension LanguageServer {
  /// `textDocument/foldingRange`: blocks of two or more whole-line comments in either file,
  /// each group of a habits file (from its heading to its last line before the next heading,
  /// blank lines at its end left out), collapsed to "[Health] · 3 habits", and each month of
  /// a log (a run of dated lines of the same month, the comments and blank lines between them
  /// included), collapsed to "2026-11 · 30 lines".
  mutating func foldingRanges(_ params: JSON) -> JSON {
    guard let path = path(params["textDocument"]?["uri"]) else { return .array([]) }
    var project = project(for: path)
    guard let document = document(path, in: project) else { return .array([]) }
    var folds = FoldingRanges.commentBlocks(in: document)
    if path == project.habitsPath {
      let file = project.result.sources.first ?? SourceFile(path: path, bytes: document.bytes)
      folds += FoldingRanges.groups(HabitsFileParser.parse(file), in: document)
    } else if path == project.logPath, let syntax = logSyntax(&project) {
      folds += FoldingRanges.months(syntax)
    }
    folds.sort { ($0.first, -$0.last) < ($1.first, -$1.last) }
    return .array(folds.map(\.json))
  }
}

/// A range of lines that folds.
package struct Fold: Sendable, Equatable {
  /// The first line (1-based), which stays shown.
  package var first: Int
  /// The last line (1-based).
  package var last: Int
  /// `comment` or `region`.
  package var kind: String
  /// What a folded range shows, for clients that show it.
  package var collapsedText: String?

  /// The protocol's `FoldingRange` (0-based lines).
  var json: JSON {
    .obj([
      "startLine": .int(first - 1), "endLine": .int(last - 1), "kind": .string(kind),
      "collapsedText": collapsedText.map(JSON.string),
    ])
  }
}

/// The folds of the two files, from the parser's lines.
package enum FoldingRanges {
  /// Each run of two or more lines that are only a comment (after any whitespace).
  package static func commentBlocks(in document: TextDocument) -> [Fold] {
    var folds: [Fold] = []
    var start: Int?
    func close(_ end: Int) {
      if let first = start, end > first { folds.append(Fold(first: first, last: end, kind: "comment")) }
      start = nil
    }
    for row in 0..<document.lineCount {
      let bytes = document.lineBytes(row)
      let first = bytes.firstIndex { $0 != 0x20 && $0 != 0x09 }
      let isComment = first.map { bytes[$0] == 0x23 } ?? false
      if isComment {
        if start == nil { start = row + 1 }
      } else {
        close(row)
      }
    }
    close(document.lineCount)
    return folds
  }

  /// Each group, from its heading to its last line before the next line that starts with
  /// `[` (a heading, or a line with an error that ends the group as the parser reads it) or
  /// the end, blank lines at its end left out. A heading with an error folds nothing (its
  /// diagnostic says why).
  package static func groups(_ syntax: HabitsFileSyntax, in document: TextDocument) -> [Fold] {
    var folds: [Fold] = []
    for heading in syntax.headings {
      let first = heading.range.start.line
      var last = first
      while last < document.lineCount {
        let bytes = document.lineBytes(last)
        if bytes.first(where: { $0 != 0x20 && $0 != 0x09 }) == 0x5B { break }
        last += 1
      }
      while last > first && document.lineBytes(last - 1).allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { last -= 1 }
      guard last > first else { continue }
      var habits: Set<String> = []
      for declaration in syntax.declarations where declaration.headingLine == first {
        habits.insert(Habit.key(for: declaration.name))
      }
      let text = "[" + heading.name + "] · " + DayText.count(habits.count, "habit")
      folds.append(Fold(first: first, last: last, kind: "region", collapsedText: text))
    }
    return folds
  }

  /// Each run of dated lines of one month (as the log's symbols list them) that spans more
  /// than one line.
  package static func months(_ syntax: LogFileSyntax) -> [Fold] {
    LogMonthRun.runs(syntax).compactMap { run in
      let (first, last) = (run.first.start.line, run.last.start.line)
      guard last > first else { return nil }
      return Fold(first: first, last: last, kind: "region", collapsedText: run.name + " · " + DayText.count(run.lines, "line"))
    }
  }
}
