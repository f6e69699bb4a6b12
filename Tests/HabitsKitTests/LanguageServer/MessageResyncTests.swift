import Testing

@testable import HabitsKit
@testable import HabitsLanguageServer

/// The language server resynchronises after a bad frame: garbage, a body shorter than its
/// length said, a length that lies either way. The reader skips to the next `Content-Length:`
/// wherever it appears, never hands out a body a header cut, and the next valid request is
/// answered.
@Suite struct MessageResyncTests {
  /// A request of `id`, framed.
  static func request(_ id: Int) -> [UInt8] {
    MessageReader.frame(#"{"jsonrpc":"2.0","id":\#(id),"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///w/log.txt"},"position":{"line":0,"character":0}}}"#)
  }

  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  /// The items the reader finds in `stream` fed `piece` bytes at a time.
  static func items(_ stream: [UInt8], piece: Int, maximumLength: Int = 1 << 20) -> [MessageReader.Item] {
    var reader = MessageReader(maximumLength: maximumLength)
    var items: [MessageReader.Item] = []
    var offset = 0
    while offset < stream.count {
      reader.append(stream[offset..<min(stream.count, offset + piece)])
      offset += piece
      while let item = reader.next() { items.append(item) }
    }
    return items
  }

  /// What the stream of every bad frame gives, by the ids of the messages handed out and the
  /// reasons of the rest.
  static func summary(_ items: [MessageReader.Item]) -> [String] {
    items.map { item in
      switch item {
      case .message(let content):
        guard let id = JSON.parse(String(decoding: content, as: UTF8.self))?["id"], case .int(let n) = id else {
          return "message " + String(decoding: content, as: UTF8.self)
        }
        return "request \(n)"
      case .invalid(let reason): return reason
      }
    }
  }

  /// A complete request whose header says more bytes than it has.
  static let overlong = bytes("Content-Length: 300\r\n\r\n") + Array(request(91).drop { $0 != 0x7B })

  static let stream: [UInt8] =
    request(1)
    // Garbage with no line break, then a header on the same line.
    + bytes("\u{1B}[31mhello") + request(2)
    // Garbage lines, then a blank line.
    + bytes("GET / HTTP/1.1\r\n\r\n") + request(3)
    // A body shorter than its length: the next header comes first.
    + bytes("Content-Length: 80\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":92,") + request(4)
    // A length that lies short: the rest of the body is garbage before the next header.
    + bytes("Content-Length: 10\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":93,\"method\":\"shutdown\"}") + request(5)
    // A length that lies long: the whole request is in it, and is not acted on.
    + overlong + request(6)
    // A header cut short by another.
    + bytes("Content-Length: 12\r\n") + request(7)
    // A body that quotes a header (as JSON must: no raw line break) is a body.
    + MessageReader.frame(#"{"jsonrpc":"2.0","id":8,"method":"x","params":{"text":"Content-Length: 5\r\n\r\nhi"}}"#)

  static let expected = [
    "request 1",
    "bytes that are not a message, skipped", "request 2",
    "a header line without ':'", "request 3",
    "a message cut short: a header came before its 80 bytes", "request 4",
    "message {\"jsonrpc\"", "bytes that are not a message, skipped", "request 5",
    "a message cut short: a header came before its 300 bytes", "request 6",
    "a header cut short", "request 7",
    "request 8",
  ]

  @Test("garbage, a short body and lying lengths between requests: each reported, every request read, however the bytes arrive", arguments: [1, 2, 3, 7, 64, 100_000])
  func resynchronises(piece: Int) {
    #expect(Self.summary(Self.items(Self.stream, piece: piece)) == Self.expected)
  }

  @Test("a length over the limit that lies is dropped as it comes, up to the next header")
  func overLimit() {
    let stream = Self.bytes("Content-Length: 5000\r\n\r\n") + [UInt8](repeating: 0x78, count: 300) + Self.request(1)
    for piece in [1, 5, 1000] {
      #expect(Self.summary(Self.items(stream, piece: piece, maximumLength: 1000)) == ["a message of 5000 bytes, more than the 1000 accepted", "request 1"])
    }
  }

  @Test("through the built habits lsp: garbage, a short body and a lying length between valid requests; each request is answered")
  func process() throws {
    let binary = try #require(Subprocess.habits, "the habits binary is not built (swift build builds it before swift test)")
    let folder = try #require(TemporaryFolder())
    defer { folder.remove() }
    let initialize = MessageReader.frame(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{}}}"#)
    let end = MessageReader.frame(#"{"jsonrpc":"2.0","id":99,"method":"shutdown"}"#) + MessageReader.frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
    Golden.write(String(decoding: initialize + Self.stream + end, as: UTF8.self), to: folder.file("input"))
    let run = try #require(
      Subprocess.run(["/bin/sh", "-c", "exec \"$0\" lsp --today 2026-11-22 < input", binary], in: folder.path))
    #expect(run.status == 0, "\(run.stderr)")
    var reader = MessageReader()
    reader.append(Array(run.stdout.utf8))
    var answered: [Int] = []
    var errors = 0
    while let item = reader.next() {
      guard case .message(let content) = item, let reply = JSON.parse(String(decoding: content, as: UTF8.self)) else { continue }
      if case .int(let id) = reply["id"], reply["result"] != nil { answered.append(id) }
      if reply["error"] != nil { errors += 1 }
    }
    #expect(answered == [0, 1, 2, 3, 4, 5, 6, 7, 99])
    #expect(!answered.contains(91) && !answered.contains(92) && !answered.contains(93))
    #expect(errors >= 7, "every bad frame is answered with an error")
  }
}
