import HabitsLanguageServer
import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// The JSON-RPC layer: lifecycle, errors, framing, JSON and positions.
@Suite struct LanguageServerProtocolTests {
  @Test("requests before initialize get -32002; notifications are dropped; exit without shutdown is status 1")
  func beforeInitialize() {
    var session = LanguageServerSession(initialize: false)
    let reply = session.request("textDocument/hover", LanguageServerSession.at(LanguageServerSession.habitsURI, 0, 0))
    #expect(reply["error"]?["code"] == .int(-32002))
    #expect(session.notify("textDocument/didOpen", .obj([:])).isEmpty)
    session.notify("exit", .null)
    #expect(session.server.exitStatus == 1)
  }

  @Test("initialize answers the capabilities and the agreed position encoding")
  func initialize() {
    var session = LanguageServerSession(initialize: false)
    let result = session.result(
      "initialize",
      .obj(["capabilities": .obj(["general": .obj(["positionEncodings": .array([.string("utf-8")])])])]))
    #expect(result["capabilities"]?["positionEncoding"] == .string("utf-8"))
    #expect(result["capabilities"]?["textDocumentSync"]?["change"] == .int(2))
    #expect(result["serverInfo"]?["name"] == .string("habits"))
    #expect(session.request("initialize", .obj([:]))["error"]?["code"] == .int(-32600))
  }

  @Test("unknown methods get -32601, unknown notifications nothing")
  func unknownMethod() {
    var session = LanguageServerSession()
    #expect(session.request("habits/nothing", .null)["error"]?["code"] == .int(-32601))
    #expect(session.notify("$/cancelRequest", .obj(["id": .int(1)])).isEmpty)
  }

  @Test("malformed JSON and messages that are not requests get -32700 and -32600 with a null id")
  func malformed() {
    var session = LanguageServerSession()
    let parse = session.server.handle(bytes: Array("{\"id\":1,".utf8))
    #expect(parse.first?["error"]?["code"] == .int(-32700))
    #expect(parse.first?["id"] == .null)
    #expect(session.server.handle(.array([]))[0]["error"]?["code"] == .int(-32600))
    #expect(session.server.handle(.obj(["id": .int(3)]))[0]["error"]?["code"] == .int(-32600))
    #expect(session.server.handle(.obj(["id": .array([]), "method": .string("x")]))[0]["error"]?["code"] == .int(-32600))
  }

  @Test("shutdown then exit is status 0; requests after shutdown are refused")
  func shutdown() {
    var session = LanguageServerSession()
    #expect(session.request("shutdown", .null)["result"] == .null)
    #expect(session.request("textDocument/hover", .obj([:]))["error"]?["code"] == .int(-32600))
    session.notify("exit", .null)
    #expect(session.server.exitStatus == 0)
  }

  @Test("the reader splits framed messages however the bytes arrive")
  func framing() {
    let stream = MessageReader.frame("{\"a\":1}") + Array("Content-Type: x\r\nContent-Length: 2\r\n\r\n[]".utf8)
      + MessageReader.frame("\"é\"")
    for piece in [1, 2, 7, stream.count] {
      var reader = MessageReader()
      var items: [MessageReader.Item] = []
      var offset = 0
      while offset < stream.count {
        reader.append(stream[offset..<min(stream.count, offset + piece)])
        offset += piece
        while let item = reader.next() { items.append(item) }
      }
      #expect(items == [.message(Array("{\"a\":1}".utf8)), .message(Array("[]".utf8)), .message(Array("\"é\"".utf8))])
      #expect(reader.pendingCount == 0)
    }
  }

  @Test(
    "bad headers are reported and skipped",
    arguments: [
      ("Content-Length: x\r\n\r\n", "Content-Length is not a number"),
      ("Content-Type: y\r\n\r\n", "a header without Content-Length"),
      ("garbage\r\n\r\n", "a header line without ':'"),
      ("Content-Length: -5\r\n\r\n", "Content-Length is not a number"),
    ])
  func badHeaders(header: String, reason: String) {
    var reader = MessageReader()
    reader.append(Array(header.utf8) + MessageReader.frame("1"))
    #expect(reader.next() == .invalid(reason))
    #expect(reader.next() == .message(Array("1".utf8)))
  }

  @Test("a message over the limit is refused and its bytes dropped as they come")
  func hugeMessage() {
    var reader = MessageReader(maximumLength: 100)
    reader.append(Array("Content-Length: 1000\r\n\r\n".utf8) + [UInt8](repeating: 0x41, count: 400))
    #expect(reader.next() == .invalid("a message of 1000 bytes, more than the 100 accepted"))
    reader.append([UInt8](repeating: 0x41, count: 600))
    #expect(reader.pendingCount == 0)
    reader.append(MessageReader.frame("2"))
    #expect(reader.next() == .message(Array("2".utf8)))
  }

  @Test("a header that never ends is dropped once it passes the limit")
  func endlessHeader() {
    var reader = MessageReader()
    reader.append([UInt8](repeating: 0x41, count: MessageReader.maximumHeaderLength + 10))
    #expect(reader.next() == .invalid("a header longer than 8192 bytes"))
    #expect(reader.pendingCount == 0)
  }

  @Test(
    "JSON reads and writes back",
    arguments: [
      ("{\"a\":[1,-2,3.5,true,false,null],\"b\":\"x\\\"\\n\\u00e9\\ud83d\\ude00\"}", "{\"a\":[1,-2,3.5,true,false,null],\"b\":\"x\\\"\\né😀\"}"),
      (" [ ] ", "[]"),
      ("{}", "{}"),
      // Runs of plain bytes between escapes, as in a file opened in the editor; an empty
      // string; a lone surrogate, which becomes U+FFFD.
      ("[\"2026-11-20 Read\\n2026-11-21 Gym\\r\\n\\ty\\/\", \"\", \"\\ud83dx\"]", "[\"2026-11-20 Read\\n2026-11-21 Gym\\r\\n\\ty/\",\"\",\"\u{FFFD}x\"]"),
    ])
  func json(input: String, output: String) throws {
    let value = try #require(JSON.parse(input))
    #expect(value.text == output)
    #expect(JSON.parse(value.text) == value)
  }

  @Test("an array of integers writes as the same array of values, and equals it")
  func integers() throws {
    let numbers = [0, 7, 10, -3, 1234567890, Int.min + 1, Int.max]
    let written = JSON.integers(numbers).text
    #expect(written == JSON.array(numbers.map(JSON.int)).text)
    #expect(written == "[0,7,10,-3,1234567890,-9223372036854775807,9223372036854775807]")
    #expect(JSON.parse(written) == .integers(numbers))
    #expect(JSON.integers([]).text == "[]")
    #expect(JSON.integers(numbers).array == numbers.map(JSON.int))
    #expect(JSON.integers([1, 2]) != .array([.int(1), .string("2")]))
  }

  @Test("initialize offers semantic tokens with their legend, folding ranges and code lenses")
  func viewCapabilities() throws {
    var session = LanguageServerSession(initialize: false)
    let capabilities = try #require(session.result("initialize", .obj(["capabilities": .obj([:])]))["capabilities"])
    let tokens = try #require(capabilities["semanticTokensProvider"])
    #expect(tokens["legend"]?["tokenTypes"]?.array?.compactMap(\.string) == SemanticTokenType.allCases.map(\.name))
    #expect(tokens["legend"]?["tokenModifiers"] == .array([.string("declaration"), .string("documentation")]))
    #expect(tokens["full"]?["delta"] == .bool(true) && tokens["range"] == .bool(true))
    #expect(capabilities["foldingRangeProvider"] == .bool(true))
    #expect(capabilities["codeLensProvider"]?["resolveProvider"] == .bool(false))
    // Standard token types only: every theme colours them.
    let standard: Set<String> = [
      "namespace", "type", "class", "enum", "interface", "struct", "typeParameter", "parameter", "variable", "property",
      "enumMember", "event", "function", "method", "macro", "keyword", "modifier", "comment", "string", "number",
      "regexp", "operator", "decorator",
    ]
    #expect(Set(SemanticTokenType.allCases.map(\.name)).isSubset(of: standard))
  }

  @Test("JSON that is not valid, or nested too deep, is refused", arguments: ["{", "[1,]", "\"a", "01x", "tru", "{\"a\" 1}", "\"\u{01}\"", "\"a\\", "\"a\\\"", "\"\\x\"", "\"\\u12\""])
  func badJSON(input: String) {
    #expect(JSON.parse(input) == nil)
    #expect(JSON.parse(String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)) == nil)
  }

  @Test("positions convert between UTF-16, UTF-8 and byte columns")
  func positions() {
    // "😀" is 4 bytes, 2 UTF-16 units; "é" 2 bytes, 1 unit.
    var document = TextDocument(text: "a😀é: daily\r\nb\n")
    #expect(document.offset(of: Position(line: 0, character: 3), encoding: .utf16) == 5)
    #expect(document.offset(of: Position(line: 0, character: 4), encoding: .utf16) == 7)
    #expect(document.position(ofOffset: 7, encoding: .utf16) == Position(line: 0, character: 4))
    #expect(document.position(ofOffset: 7, encoding: .utf8) == Position(line: 0, character: 7))
    #expect(document.location(of: Position(line: 1, character: 1), encoding: .utf16) == SourceLocation(line: 2, column: 2))
    #expect(document.offset(of: Position(line: 0, character: 99), encoding: .utf16) == 14)
    let applied = document.apply(.obj(["range": LanguageServerSession.range(1, 0, 1, 1), "text": .string("c\nd")]), encoding: .utf16)
    #expect(applied)
    #expect(document.text == "a😀é: daily\r\nc\nd\n")
    #expect(document.lineCount == 4)
  }

  @Test("file URIs decode and encode paths")
  func uris() {
    #expect(FileURI.path("file:///tmp/a%20b/h%C3%A9.txt") == "/tmp/a b/hé.txt")
    #expect(FileURI.uri("/tmp/a b/hé.txt") == "file:///tmp/a%20b/h%C3%A9.txt")
    #expect(FileURI.path("untitled:1") == nil)
  }

  @Test("files pair as the command line pairs them")
  func pairing() {
    let byName = FilePairing()
    #expect(byName.pair(for: "/w/habits.txt") == (.habits, "/w/habits.txt", "/w/log.txt"))
    #expect(byName.pair(for: "/w/log.txt") == (.log, "/w/habits.txt", "/w/log.txt"))
    let given = FilePairing(habitsPath: "/w/mine.habits", logPath: "/x/done.txt")
    #expect(given.pair(for: "/x/done.txt") == (.log, "/w/mine.habits", "/x/done.txt"))
    #expect(given.pair(for: "/w/mine.habits") == (.habits, "/w/mine.habits", "/x/done.txt"))
  }
}

/// Incremental edits keep the line index equal to a fresh count of the new text.
@Suite struct TextDocumentEditTests {
  @Test("every edit of every span of small texts with CR, LF and CRLF keeps the line starts right")
  func lineStartsFollowEdits() {
    let texts = ["a\nb\r\nc\rd\n", "\r\n\r\n", "x", "", "\r\r\n\n", "ab\ncd"]
    let insertions = ["", "\n", "\r", "\r\n", "q", "\nz\r"]
    for text in texts {
      let bytes = Array(text.utf8)
      for start in 0...bytes.count {
        for end in start...bytes.count {
          for insertion in insertions {
            var document = TextDocument(bytes: bytes)
            document.replace(from: start, to: end, with: insertion)
            let expected = Array(bytes[..<start]) + Array(insertion.utf8) + Array(bytes[end...])
            #expect(document.bytes == expected)
            #expect(
              document.lineStarts == TextDocument.lineStarts(of: expected),
              "\(text.debugDescription) [\(start)..<\(end)] <- \(insertion.debugDescription)")
          }
        }
      }
    }
  }
}
