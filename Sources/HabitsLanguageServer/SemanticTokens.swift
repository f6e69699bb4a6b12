import HabitsKit

/// The last semantic tokens sent for each file, so a `full/delta` request can answer with
/// only what changed.
package struct SemanticTokenResults: Sendable {
  /// The last result of each file, by path: its id and its data.
  private var last: [String: (id: String, data: [Int])] = [:]
  /// The number of the next result.
  private var next = 1

  /// Keeps `data` as the latest result for `path`; returns its id.
  mutating func store(_ data: [Int], for path: String) -> String {
    let id = String(next)
    next += 1
    last[path] = (id, data)
    return id
  }

  /// The data of result `id` for `path`, if it is the latest.
  func data(_ id: String?, for path: String) -> [Int]? {
    guard let id, let kept = last[path], kept.id == id else { return nil }
    return kept.data
  }

  /// Forgets the results of `path` (the document closed).
  mutating func forget(_ path: String) { last[path] = nil }
}

extension LanguageServer {
  /// `textDocument/semanticTokens/full`: every token of the file.
  mutating func semanticTokensFull(_ params: JSON) -> JSON {
    guard let path = path(params["textDocument"]?["uri"]), let data = semanticTokenData(path, lines: nil) else {
      return .null
    }
    let id = tokenResults.store(data, for: path)
    return .obj(["resultId": .string(id), "data": .integers(data)])
  }

  /// `textDocument/semanticTokens/full/delta`: the edit from the previous result to this one
  /// (one edit: the tokens from the first that differs to the last that differs), or every
  /// token when the previous result is not the one kept.
  mutating func semanticTokensDelta(_ params: JSON) -> JSON {
    guard let path = path(params["textDocument"]?["uri"]) else { return .null }
    guard let previous = tokenResults.data(params["previousResultId"]?.string, for: path) else {
      return semanticTokensFull(params)
    }
    guard let data = semanticTokenData(path, lines: nil) else { return .null }
    let id = tokenResults.store(data, for: path)
    let edit = SemanticTokenDelta(from: previous, to: data)
    let edits: [JSON] =
      edit.deleteCount == 0 && edit.data.isEmpty
      ? []
      : [.obj(["start": .int(edit.start), "deleteCount": .int(edit.deleteCount), "data": .integers(edit.data)])]
    return .obj(["resultId": .string(id), "edits": .array(edits)])
  }

  /// `textDocument/semanticTokens/range`: the tokens of the lines the range touches; in the
  /// log, only those lines are read.
  mutating func semanticTokensRange(_ params: JSON) -> JSON {
    guard let path = path(params["textDocument"]?["uri"]) else { return .null }
    let first = Position(params["range"]?["start"])?.line ?? 0
    let last = max(first, Position(params["range"]?["end"])?.line ?? first)
    guard let data = semanticTokenData(path, lines: (first + 1)...(last + 1)) else { return .null }
    return .obj(["data": .integers(data)])
  }

  /// The encoded tokens of a file of a pair (of lines `lines`, 1-based, or all), nil when the
  /// file is neither of the pair's.
  package mutating func semanticTokenData(_ path: String, lines: ClosedRange<Int>?) -> [Int]? {
    var project = project(for: path)
    guard let document = document(path, in: project) else { return nil }
    let tokens: [RawToken]
    if path == project.habitsPath {
      let file = project.result.sources.first ?? SourceFile(path: path, bytes: document.bytes)
      let reading = HabitsFileReading(file)
      tokens = reading.tokens(lines: lines ?? 1...Int.max - 1)
    } else {
      let file = project.result.sources.dropFirst().first ?? SourceFile(path: path, bytes: document.bytes)
      let reading = LogFileReading(file, journal: project.result.journal)
      if let lines {
        tokens = reading.tokens(lines: lines)
      } else {
        guard let syntax = logSyntax(&project) else { return [] }
        tokens = reading.tokens(syntax)
      }
    }
    return SemanticTokenEncoder(document: document, encoding: encoding).encode(tokens)
  }
}

/// Tokens in the protocol's relative form: five numbers a token (line and start relative to
/// the token before, length, type, modifiers), in the agreed position encoding.
struct SemanticTokenEncoder {
  /// The document the tokens are in.
  var document: TextDocument
  /// How positions count characters.
  var encoding: PositionEncoding

  /// `tokens` (in order, one line each) encoded.
  func encode(_ tokens: [RawToken]) -> [Int] {
    var data: [Int] = []
    data.reserveCapacity(tokens.count * 5)
    let bom = SourceFile.hasByteOrderMark(document.bytes.prefix(3)) ? 3 : 0
    var line = 0
    var character = 0
    for token in tokens {
      let row = token.line - 1
      let bytes = document.lineBytes(row)
      let skip = row == 0 ? bom : 0
      let start = self.character(bytes, skip, token.start)
      let end = self.character(bytes, skip, token.end)
      guard end > start else { continue }
      data.append(row - line)
      data.append(row == line ? start - character : start)
      data.append(end - start)
      data.append(token.type.rawValue)
      data.append(token.modifiers)
      line = row
      character = start
    }
    return data
  }

  /// The character (in the encoding's units) of byte column `column` of a line.
  private func character(_ bytes: ArraySlice<UInt8>, _ bom: Int, _ column: Int) -> Int {
    let first = bytes.startIndex + bom
    let end = min(first + max(0, column - 1), bytes.endIndex)
    switch encoding {
    case .utf8:
      return end - bytes.startIndex
    case .utf16:
      var units = 0
      var i = bytes.startIndex
      while i < end {
        let byte = bytes[i]
        // A continuation byte adds nothing; a four-byte sequence's lead adds a surrogate pair.
        if byte & 0xC0 != 0x80 { units += byte >= 0xF0 ? 2 : 1 }
        i += 1
      }
      return units
    }
  }
}

/// One edit from a result's data to the next: the numbers between the longest common start
/// and the longest common end.
struct SemanticTokenDelta: Equatable {
  /// Where the edit starts in the old data.
  var start: Int
  /// How many old numbers it removes.
  var deleteCount: Int
  /// The numbers it puts in their place.
  var data: [Int]

  /// The edit from `old` to `new`.
  init(from old: [Int], to new: [Int]) {
    var prefix = 0
    let shorter = min(old.count, new.count)
    while prefix < shorter && old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < shorter - prefix && old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
    start = prefix
    deleteCount = old.count - prefix - suffix
    data = Array(new[prefix..<(new.count - suffix)])
  }
}
