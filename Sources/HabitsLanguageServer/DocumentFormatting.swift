import HabitsKit

extension LanguageServer {
  /// `textDocument/formatting` and `textDocument/rangeFormatting`: the edits that give the
  /// document the layout `habits fmt` prints (`FileFormatter`), one edit a changed line; for a
  /// range, the same edits, only those of the lines it touches. The editor applies them; the
  /// server writes nothing.
  mutating func formatting(_ method: String, _ params: JSON) -> JSON {
    guard let path = path(params["textDocument"]?["uri"]) else { return .array([]) }
    let project = project(for: path)
    guard let document = document(path, in: project) else { return .array([]) }
    let kind: FormatFileKind = context.pairing.pair(for: path).role == .log ? .log : .habits
    var lines: ClosedRange<Int>?
    if method == "textDocument/rangeFormatting" {
      guard let start = Position(params["range"]?["start"]), let end = Position(params["range"]?["end"]) else {
        return .array([])
      }
      // A selection of whole lines ends at the start of the next one, which it does not take.
      let last = end.line > start.line && end.character == 0 ? end.line - 1 : end.line
      lines = start.line...max(start.line, last)
    }
    return .array(DocumentFormatting.edits(document, as: kind, lines: lines).map { $0.json(in: document, encoding: encoding) })
  }
}

/// The edits that format a document: the line-by-line difference between its text and
/// `FileFormatter`'s layout of it, which moves no line.
package enum DocumentFormatting {
  /// One edit: the bytes `range` of the document replaced by `text`.
  package struct Edit: Equatable, Sendable {
    /// The byte offsets replaced.
    package var range: Range<Int>
    /// What replaces them.
    package var text: [UInt8]

    /// The protocol's `TextEdit`.
    func json(in document: TextDocument, encoding: PositionEncoding) -> JSON {
      .obj([
        "range": .obj([
          "start": document.position(ofOffset: range.lowerBound, encoding: encoding).json,
          "end": document.position(ofOffset: range.upperBound, encoding: encoding).json,
        ]),
        "newText": .string(String(decoding: text, as: UTF8.self)),
      ])
    }
  }

  /// The edits formatting `document` as `kind`: each line that changes replaced whole, with
  /// its terminator (blank lines at the end deleted, a final line ending added); only those of
  /// the 0-based `lines` when given.
  package static func edits(_ document: TextDocument, as kind: FormatFileKind, lines: ClosedRange<Int>? = nil) -> [Edit] {
    let old = document.bytes
    let new = FileFormatter.format(SourceFile(path: "", bytes: old), as: kind).bytes
    let (oldStarts, newStarts) = (document.lineStarts, TextDocument.lineStarts(of: new))
    func line(_ index: Int, of starts: [Int], count: Int) -> Range<Int> {
      index < starts.count ? starts[index]..<(index + 1 < starts.count ? starts[index + 1] : count) : count..<count
    }
    var edits: [Edit] = []
    for index in 0..<max(oldStarts.count, newStarts.count) {
      if let lines, !lines.contains(min(index, oldStarts.count - 1)) { continue }
      let (before, after) = (line(index, of: oldStarts, count: old.count), line(index, of: newStarts, count: new.count))
      guard !old[before].elementsEqual(new[after]) else { continue }
      edits.append(Edit(range: before, text: Array(new[after])))
    }
    return edits
  }
}
