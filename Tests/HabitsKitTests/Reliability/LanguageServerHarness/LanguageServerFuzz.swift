import HabitsKit
import HabitsReports
import HabitsCLI
import HabitsLanguageServer

/// `fuzz/lsp`: the language server's message reader and handlers on arbitrary client bytes.
/// The bytes are fed in uneven pieces (framing must not depend on how reads split them) to a
/// server whose disk holds the examples' shape; every message handled and every `flush()`
/// must give replies that are themselves valid JSON-RPC, and nothing may trap or hang.
/// Shared by the libFuzzer entry point and `LanguageServerFuzzTests` (which replays the seeds).
enum LanguageServerFuzz {
  static func run(_ bytes: [UInt8]) -> [String] {
    var problems: [String] = []
    let files: [String: [UInt8]] = [
      "/w/habits.txt": Array("Gym: Mon, Wed, Fri\nRead: every day; since 2026-01-01\n".utf8),
      "/w/log.txt": Array("2026-11-20 Gym, Read\n2026-11-21 Read x2\n".utf8),
    ]
    let context = LanguageServer.Context(
      pairing: FilePairing(), readFile: { files[$0] }, today: { Day(year: 2026, month: 11, day: 22)! })
    var server = LanguageServer(context: context)
    var reader = MessageReader(maximumLength: 1 << 16)
    var offset = 0
    var piece = 1
    func check(_ replies: [JSON]) {
      for reply in replies {
        let text = reply.text
        guard let parsed = JSON.parse(text), parsed == reply else {
          problems.append("a reply does not read back as the same JSON: \(text.prefix(200))")
          continue
        }
        if reply["jsonrpc"] != .string("2.0") { problems.append("a reply without jsonrpc 2.0") }
      }
    }
    while offset < bytes.count {
      let end = min(bytes.count, offset + piece)
      reader.append(bytes[offset..<end])
      offset = end
      piece = piece % 97 + 13
      while let item = reader.next() {
        switch item {
        case .message(let content): check(server.handle(bytes: content))
        case .invalid: break
        }
        if server.exitStatus != nil { return problems }
      }
      check(server.flush())
    }
    if reader.pendingCount > MessageReader.maximumHeaderLength + (1 << 16) + 16 {
      problems.append("the reader holds \(reader.pendingCount) bytes")
    }
    return problems
  }
}
