import Testing

@testable import HabitsKit
@testable import HabitsLanguageServer

/// `textDocument/formatting` and `rangeFormatting`: the edits, applied as an editor applies
/// them, give exactly what `habits fmt` prints; a range gets the same edits, those of its lines.
@Suite struct DocumentFormattingTests {
  typealias S = LanguageServerSession

  /// Applies protocol `TextEdit`s to `text` as an editor does (from the last to the first).
  static func apply(_ edits: JSON, to text: String, encoding: PositionEncoding = .utf16) -> String {
    var document = TextDocument(bytes: Array(text.utf8), version: 0)
    let ranges = (edits.array ?? []).compactMap { edit -> (Int, Int, String)? in
      guard let start = Position(edit["range"]?["start"]), let end = Position(edit["range"]?["end"]),
        let text = edit["newText"]?.string
      else { return nil }
      return (document.offset(of: start, encoding: encoding), document.offset(of: end, encoding: encoding), text)
    }
    for (start, end, text) in ranges.sorted(by: { $0.0 > $1.0 }) { document.replace(from: start, to: end, with: text) }
    return document.text
  }

  static let habits = "week  starts on Monday\n\nGym :Mon,Wed # legs\nRéad: daily;tags a,b  # a chapter 📖\nSwim: daily\n\n\n"
  static let log = "2026-11-20   Gym ,Réad\r\n2026-11-21 Gym # tired\r\n2026-02-30  Gym"

  @Test("the edits give what habits fmt prints, in either file, in UTF-16 and UTF-8 positions", arguments: [false, true])
  func wholeDocument(utf8: Bool) {
    var session = S(files: ["/w/habits.txt": Self.habits, "/w/log.txt": Self.log], utf8: utf8)
    for (uri, text, kind) in [(S.habitsURI, Self.habits, FormatFileKind.habits), (S.logURI, Self.log, .log)] {
      session.open(uri, text)
      let edits = session.result("textDocument/formatting", .obj(["textDocument": .obj(["uri": .string(uri)]), "options": .obj(["tabSize": .int(2), "insertSpaces": .bool(true)])]))
      #expect((edits.array ?? []).count >= 2)
      #expect(Self.apply(edits, to: text, encoding: utf8 ? .utf8 : .utf16) == formatted(text, as: kind))
      // Formatted, the document needs no edit.
      session.change(uri, formatted(text, as: kind))
      #expect(session.result("textDocument/formatting", .obj(["textDocument": .obj(["uri": .string(uri)])])) == .array([]))
    }
  }

  @Test("a range gets the whole document's edits of the lines it touches")
  func range() throws {
    var session = S(files: ["/w/habits.txt": Self.habits])
    session.open(S.habitsURI, Self.habits)
    let all = try #require(session.result("textDocument/formatting", .obj(["textDocument": .obj(["uri": .string(S.habitsURI)])])).array)
    func ranged(_ start: Int, _ end: Int, character: Int = 3) -> [JSON] {
      let range: JSON = .obj([
        "start": .obj(["line": .int(start), "character": .int(0)]), "end": .obj(["line": .int(end), "character": .int(character)]),
      ])
      return session.result(
        "textDocument/rangeFormatting", .obj(["textDocument": .obj(["uri": .string(S.habitsURI)]), "range": range])
      ).array ?? []
    }
    let lineOf: (JSON) -> Int? = { $0["range"]?["start"]?["line"]?.int }
    #expect(ranged(2, 3) == all.filter { (2...3).contains(lineOf($0) ?? -1) })
    #expect(ranged(2, 3).count == 2)
    // A selection of whole lines, ending at the start of the next, leaves that line alone.
    #expect(ranged(2, 3, character: 0) == all.filter { lineOf($0) == 2 })
    #expect(ranged(0, 99) == all)
  }

  @Test("initialize offers formatting, whole and by range")
  func capabilities() throws {
    var session = S(initialize: false)
    let capabilities = try #require(session.result("initialize", .obj(["capabilities": .obj([:])]))["capabilities"])
    #expect(capabilities["documentFormattingProvider"] == .bool(true))
    #expect(capabilities["documentRangeFormattingProvider"] == .bool(true))
  }
}
