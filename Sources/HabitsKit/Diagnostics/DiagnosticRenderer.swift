/// Turns diagnostics into text: the only place their presentation is decided.
///
/// Four formats, chosen by `check --format`:
/// - `text`: `FILE:LINE:COL: SEVERITY: MESSAGE [CODE]`, then an excerpt of the line with a caret
///   under the span, then the notes. Parsed unchanged by Vim's errorformat, Emacs and VS Code's
///   gcc problem matcher, since every excerpt line starts with a space.
/// - `compact`: the header lines only (and located notes).
/// - `json`: one object, `{"version":1,"diagnostics":[...],"errors":N,"warnings":N}`.
/// - `github`: workflow commands (`::error file=...::message`) for annotations in Actions.
package struct DiagnosticRenderer {
  /// The output formats of `check --format`.
  package enum Format: String, CaseIterable, Sendable {
    case text, compact, json, github
  }

  /// The files the diagnostics point into, by path, for excerpts.
  package var sources: [String: SourceFile]
  /// Colours for severities and carets.
  package var palette: Palette

  /// Creates a renderer over the given source files.
  package init(sources: [SourceFile], palette: Palette = .plain) {
    var byPath: [String: SourceFile] = [:]
    for source in sources { byPath[source.path] = source }
    self.sources = byPath
    self.palette = palette
  }

  /// All diagnostics in `format`, ending with a newline unless there is nothing to say.
  /// `notShown` is how many warnings were found but left out of `diagnostics` (`check
  /// --quiet`): the formats with counts still count them, and say so.
  package func render(_ diagnostics: [Diagnostic], format: Format, notShown: Int = 0) -> String {
    switch format {
    case .text:
      let lines = lineIndexes(for: diagnostics)
      return diagnostics.map { rich($0, lines: lines) }.joined()
    case .compact: return diagnostics.map { compact($0) }.joined()
    case .json: return json(diagnostics, notShown: notShown)
    case .github: return github(diagnostics, notShown: notShown)
    }
  }

  /// The one-line header of a diagnostic.
  package func header(_ d: Diagnostic) -> String {
    // An allowed warning (`check --show-allowed`) says so where its severity is read.
    let severity = palette.paint(
      (d.isAllowed ? "allowed " : "") + d.severity.rawValue + ":",
      d.severity == .error ? .boldRed : d.isAllowed ? .boldCyan : .boldYellow)
    return palette.paint("\(d.file):\(d.range.start.line):\(d.range.start.column):", .bold)
      + " \(severity) " + palette.paint(d.message, .bold) + " [\(d.code.rawValue)]"
  }

  /// The header followed by located notes, each a `FILE:LINE:COL: note:` line: only lines an
  /// editor's error format reads.
  package func compact(_ d: Diagnostic) -> String {
    var text = header(d) + "\n"
    for note in d.notes {
      if let file = note.file, let range = note.range {
        text += "\(file):\(range.start.line):\(range.start.column): note: \(note.message)\n"
      }
    }
    return text
  }

  /// The header and every note, without excerpts: how reports mention warnings on stderr.
  package func brief(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.map { d in
      var text = header(d) + "\n"
      for note in d.notes {
        if let file = note.file, let range = note.range {
          text += "\(file):\(range.start.line):\(range.start.column): note: \(note.message)\n"
        } else {
          text += "  = note: \(note.message)\n"
        }
      }
      return text
    }.joined()
  }

  /// The lines of the files `diagnostics` quote, for their excerpts: each file's one index
  /// (`SourceFile.lines`), built only now if nobody needed it before, and only for those files.
  private func lineIndexes(for diagnostics: [Diagnostic]) -> [String: LineIndex] {
    var indexes: [String: LineIndex] = [:]
    for d in diagnostics {
      for file in [d.file] + d.notes.compactMap({ $0.range == nil ? nil : $0.file })
      where indexes[file] == nil {
        if let source = sources[file] { indexes[file] = source.lines }
      }
    }
    return indexes
  }

  /// The header, an excerpt with a caret under the span (from `lines`, each quoted file's
  /// lines), and the notes.
  private func rich(_ d: Diagnostic, lines: [String: LineIndex]) -> String {
    var text = header(d) + "\n"
    text += excerpt(file: d.file, range: d.range, lines: lines, style: d.severity == .error ? .boldRed : .boldYellow)
    for note in d.notes {
      if let file = note.file, let range = note.range {
        text += "\(file):\(range.start.line):\(range.start.column): " + palette.paint("note:", .boldCyan)
          + " \(note.message)\n"
        text += excerpt(file: file, range: range, lines: lines, style: .boldCyan)
      } else {
        text += "  = " + palette.paint("note:", .boldCyan) + " \(note.message)\n"
      }
    }
    return text
  }

  /// Two lines: ` N | source` and `   | ^~~~` under the span; nothing when the line is unknown.
  private func excerpt(file: String, range: SourceRange, lines: [String: LineIndex], style: Palette.Style) -> String {
    guard let index = lines[file], range.start.line >= 1, range.start.line <= index.count else { return "" }
    let line = index.bytes(range.start.line)
    let startByte = max(0, min(range.start.column - 1, line.count))
    let endByte: Int
    if range.end.line == range.start.line {
      endByte = max(startByte, min(range.end.column - 1, line.count))
    } else {
      endByte = line.count
    }
    let excerpt = ExcerptLine(line: line, span: startByte..<endByte)
    let number = String(range.start.line)
    let gutter = String(repeating: " ", count: number.count)
    let marker = "^" + String(repeating: "~", count: max(0, excerpt.spanWidth - 1))
    return " \(number) | \(excerpt.text)\n"
      + " \(gutter) | " + String(repeating: " ", count: excerpt.caretOffset)
      + palette.paint(marker, style) + "\n"
  }

  /// The diagnostics as one JSON document with counts; `warnings` counts the `notShown` ones
  /// too, and `warnings_not_shown` says how many those are (only when there are any).
  package func json(_ diagnostics: [Diagnostic], notShown: Int = 0) -> String {
    JSONWriter.document { w in
      w.beginArray("diagnostics")
      for d in diagnostics {
        w.beginObject()
        w.write("file", d.file)
        w.write("line", d.range.start.line)
        w.write("column", d.range.start.column)
        w.write("end_line", d.range.end.line)
        w.write("end_column", d.range.end.column)
        w.write("severity", d.severity.rawValue)
        w.write("code", d.code.rawValue)
        w.write("message", d.message)
        // A summary of findings left out of a long list stands for several (`BoundedDiagnostics`).
        if d.count > 1 { w.write("count", d.count) }
        // A refusal of `habits log` that `--force` overrides.
        if d.isForceable { w.write("forceable", true) }
        // A warning an allow silenced, listed by `--show-allowed`.
        if d.isAllowed { w.write("allowed", true) }
        w.beginArray("notes")
        for note in d.notes {
          w.beginObject()
          w.write("message", note.message)
          if let file = note.file, let range = note.range {
            w.write("file", file)
            w.write("line", range.start.line)
            w.write("column", range.start.column)
          }
          w.endObject()
        }
        w.endArray()
        // The edit that fixes it, for tools that apply fixes (an editor's quick fix does).
        if let fix = d.fix {
          w.beginObject("fix")
          w.write("title", fix.title)
          w.write("line", fix.range.start.line)
          w.write("column", fix.range.start.column)
          w.write("end_line", fix.range.end.line)
          w.write("end_column", fix.range.end.column)
          w.write("replacement", fix.replacement)
          w.endObject()
        }
        w.endObject()
      }
      w.endArray()
      w.write("errors", diagnostics.errorCount)
      w.write("warnings", diagnostics.warningCount + notShown)
      if notShown > 0 { w.write("warnings_not_shown", notShown) }
      if diagnostics.allowedCount > 0 { w.write("allowed", diagnostics.allowedCount) }
    }
  }

  /// GitHub Actions workflow commands, one per diagnostic, then a count summary (Actions shows
  /// at most 10 annotations of each severity per step), which counts the `notShown` warnings as
  /// the text format's does.
  package func github(_ diagnostics: [Diagnostic], notShown: Int = 0) -> String {
    var text = ""
    for d in diagnostics {
      let properties = [
        "file=" + escapeProperty(d.file),
        "line=\(d.range.start.line)",
        "col=\(d.range.start.column)",
        "endLine=\(d.range.end.line)",
        "endColumn=\(d.range.end.column)",
        "title=" + escapeProperty(d.code.rawValue),
      ]
      var message = d.message
      for note in d.notes { message += "\nnote: " + note.message }
      // An allowed warning is a notice: Actions shows it without marking the step.
      text += "::\(d.isAllowed ? "notice" : d.severity.rawValue) " + properties.joined(separator: ",") + "::"
        + escapeData(message) + "\n"
    }
    let warnings =
      notShown > 0
      ? " (\(notShown) warning\(notShown == 1 ? "" : "s") not shown)"
      : ", \(diagnostics.warningCount) warning\(diagnostics.warningCount == 1 ? "" : "s")"
    text += "\(diagnostics.errorCount) error\(diagnostics.errorCount == 1 ? "" : "s")" + warnings
      + (diagnostics.allowedCount > 0 ? ", \(diagnostics.allowedCount) allowed" : "") + "\n"
    return text
  }

  private func escapeData(_ s: String) -> String {
    TextReplace.replacing(["%": "%25", "\r": "%0D", "\n": "%0A"], in: s)
  }

  private func escapeProperty(_ s: String) -> String {
    // The data's escapes, and two more.
    TextReplace.replacing(["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"], in: s)
  }
}

/// One source line prepared for an excerpt: control characters (C0, C1, bidirectional) and
/// tabs shown as single spaces, invalid UTF-8 as U+FFFD, long lines cut to a window around the span.
struct ExcerptLine {
  /// The text to print.
  private(set) var text = ""
  /// The display cells before the span.
  private(set) var caretOffset = 0
  /// The display cells of the span (at least 1, so a missing token still gets a caret).
  private(set) var spanWidth = 1

  /// The widest excerpt printed; longer lines are cut around the span.
  static let maximumWidth = 100

  /// The excerpt of `line` that shows the bytes `span` (offsets in the line).
  init(line: FileBytes, span: Range<Int>) {
    let base = line.startIndex
    // Cut very long lines to a window of bytes around the span before decoding them, and a
    // very long span (a megabyte-long name) to its start: the caret marks where it begins.
    let spanEnd = min(span.upperBound, span.lowerBound + ExcerptLine.maximumWidth)
    let windowStart = max(0, span.lowerBound - 60)
    let windowEnd = spanEnd < span.upperBound ? spanEnd : min(line.count, max(spanEnd, span.lowerBound + 1) + 60)
    let cutBefore = windowStart > 0
    let cutAfter = windowEnd < line.count
    let before = ExcerptLine.display(line[(base + windowStart)..<(base + span.lowerBound)])
    let inside = ExcerptLine.display(line[(base + span.lowerBound)..<(base + spanEnd)])
    let after = ExcerptLine.display(line[(base + spanEnd)..<(base + windowEnd)])
    // ASCII markers: excerpts stay ASCII apart from the user's own text.
    let prefix = cutBefore ? "..." : ""
    text = prefix + before + inside + after + (cutAfter ? "..." : "")
    caretOffset = DisplayWidth.of(prefix + before)
    spanWidth = max(1, DisplayWidth.of(inside))
  }

  private static func display(_ bytes: FileBytes) -> String {
    let decoded = String(decoding: bytes, as: UTF8.self)
    var result = ""
    result.reserveCapacity(decoded.utf8.count)
    for scalar in decoded.unicodeScalars {
      if scalar.value == 0x09 || ControlCharacters.contains(scalar.value) {
        result.unicodeScalars.append(" ")
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
