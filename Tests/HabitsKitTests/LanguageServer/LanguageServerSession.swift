import HabitsLanguageServer

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// A language server in a test: files on a pretend disk under /w, today 2026-11-22, and
/// helpers that send requests and notifications and collect what comes back.
struct LanguageServerSession {
  var server: LanguageServer
  var nextID = 1
  static let habitsURI = "file:///w/habits.txt"
  static let logURI = "file:///w/log.txt"

  /// A session over these files (path -> text; or read with `readFile`), initialized
  /// (UTF-16 positions unless `utf8`, with the client's `workspace` capabilities), with
  /// `initializationOptions`.
  init(
    files: [String: String] = [:], utf8: Bool = false, options: JSON? = nil, workspace: JSON? = nil,
    readFile: ((String) -> [UInt8]?)? = nil, initialize: Bool = true
  ) {
    let disk = files.mapValues { Array($0.utf8) }
    server = LanguageServer(
      context: LanguageServer.Context(
        pairing: FilePairing(), readFile: readFile ?? { disk[$0] }, today: { day("2026-11-22") }))
    if initialize {
      let general: JSON = utf8 ? .obj(["positionEncodings": .array([.string("utf-8"), .string("utf-16")])]) : .obj([:])
      _ = request(
        "initialize",
        .obj(["capabilities": .obj(["general": general, "workspace": workspace]), "initializationOptions": options]))
      initialized = notify("initialized", .obj([:]))
    }
  }

  /// What the server sent on `initialized`.
  var initialized: [JSON] = []

  /// Sends a request; returns the response.
  mutating func request(_ method: String, _ params: JSON) -> JSON {
    let id = nextID
    nextID += 1
    let replies = server.handle(.obj(["jsonrpc": .string("2.0"), "id": .int(id), "method": .string(method), "params": params]))
    return replies.first { $0["id"] == .int(id) } ?? .null
  }

  /// Sends a request; returns its result.
  mutating func result(_ method: String, _ params: JSON) -> JSON {
    request(method, params)["result"] ?? .null
  }

  /// Sends a notification; returns what the server sent at once.
  @discardableResult
  mutating func notify(_ method: String, _ params: JSON) -> [JSON] {
    server.handle(.obj(["jsonrpc": .string("2.0"), "method": .string(method), "params": params]))
  }

  /// Opens a document with text.
  mutating func open(_ uri: String, _ text: String, version: Int = 1) {
    notify(
      "textDocument/didOpen",
      .obj([
        "textDocument": .obj([
          "uri": .string(uri), "languageId": .string("habits"), "version": .int(version), "text": .string(text),
        ])
      ]))
  }

  /// Replaces a document's whole text.
  mutating func change(_ uri: String, _ text: String, version: Int = 2) {
    notify(
      "textDocument/didChange",
      .obj([
        "textDocument": .obj(["uri": .string(uri), "version": .int(version)]),
        "contentChanges": .array([.obj(["text": .string(text)])]),
      ]))
  }

  /// The diagnostics published by the next flush, by URI.
  mutating func flush() -> [String: [JSON]] {
    var out: [String: [JSON]] = [:]
    for message in server.flush() where message["method"] == .string("textDocument/publishDiagnostics") {
      out[message["params"]!["uri"]!.string!] = message["params"]!["diagnostics"]!.array!
    }
    return out
  }

  /// `{textDocument, position}` params.
  static func at(_ uri: String, _ line: Int, _ character: Int, _ extra: [(String, JSON)] = []) -> JSON {
    .object(
      [
        ("textDocument", .obj(["uri": .string(uri)])),
        ("position", .obj(["line": .int(line), "character": .int(character)])),
      ] + extra)
  }

  /// A `Range` as JSON.
  static func range(_ line: Int, _ start: Int, _ endLine: Int, _ end: Int) -> JSON {
    .obj([
      "start": .obj(["line": .int(line), "character": .int(start)]),
      "end": .obj(["line": .int(endLine), "character": .int(end)]),
    ])
  }
}

/// The habits file and log most tests use.
enum LSPFixture {
  static let habits = """
    Gym: Mon, Wed, Fri; since 2026-11-02
    Read: every day; since 2026-11-01
    Floss: daily

    """
  static let log = """
    2026-11-20 Gym, Read
    2026-11-21 Read
    2026-11-22 Read x2

    """
  static let files = ["/w/habits.txt": habits, "/w/log.txt": log]
}
