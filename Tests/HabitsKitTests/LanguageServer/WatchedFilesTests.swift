import Testing

@testable import HabitsKit
@testable import HabitsLanguageServer

/// Files changed outside the editor (`habits log` in a terminal) and settings changed in it:
/// the watchers the server registers, the diagnostics it publishes again, and the views it
/// asks the client to refresh.
@Suite struct WatchedFilesTests {
  typealias S = LanguageServerSession

  /// A disk whose files a test changes while the server runs.
  final class Disk: @unchecked Sendable {
    var files: [String: String]
    init(_ files: [String: String]) { self.files = files }
    func read(_ path: String) -> [UInt8]? { files[path].map { Array($0.utf8) } }
  }

  static let watching: JSON = .obj([
    "didChangeWatchedFiles": .obj(["dynamicRegistration": .bool(true)]),
    "inlayHint": .obj(["refreshSupport": .bool(true)]),
    "codeLens": .obj(["refreshSupport": .bool(true)]),
  ])

  @Test("the watchers are registered after initialized, only for a client that registers on request")
  func registration() throws {
    let session = S(files: LSPFixture.files, workspace: Self.watching)
    let request = try #require(session.initialized.first)
    #expect(session.initialized.count == 1)
    #expect(request["method"] == .string("client/registerCapability"))
    #expect(request["id"] == .string("habits-1"))
    let registration = try #require(request["params"]?["registrations"]?.array?.first)
    #expect(registration["method"] == .string("workspace/didChangeWatchedFiles"))
    let globs = registration["registerOptions"]?["watchers"]?.array?.compactMap { $0["globPattern"]?.string }
    #expect(globs == ["**/habits.txt", "**/log.txt", "**/*.habits", "**/*.habitslog"])
    // A client that watches nothing on request (or says nothing) gets no request.
    #expect(S(files: LSPFixture.files).initialized.isEmpty)
    let no = S(files: LSPFixture.files, workspace: .obj(["didChangeWatchedFiles": .obj(["dynamicRegistration": .bool(false)])]))
    #expect(no.initialized.isEmpty)
  }

  @Test("an append to the log from outside, while only the habits file is open, is diagnosed")
  func appendFromOutside() {
    let disk = Disk(LSPFixture.files)
    var session = S(workspace: Self.watching, readFile: disk.read)
    session.open(S.habitsURI, LSPFixture.habits)
    #expect(session.flush()[S.habitsURI] == [])
    disk.files["/w/log.txt"]! += "2026-11-22 Yoga\n"
    // No notice, no new load.
    #expect(session.flush().isEmpty)
    let sent = session.notify(
      "workspace/didChangeWatchedFiles",
      .obj(["changes": .array([.obj(["uri": .string(S.logURI), "type": .int(2)])])]))
    #expect(sent.compactMap { $0["method"]?.string } == ["workspace/inlayHint/refresh", "workspace/codeLens/refresh"])
    #expect(session.flush()[S.logURI]?.map { $0["code"] } == [.string("unknown-habit")])
    // A change to a file of no loaded pair reloads nothing and refreshes nothing.
    let other = session.notify(
      "workspace/didChangeWatchedFiles",
      .obj(["changes": .array([.obj(["uri": .string("file:///elsewhere/log.txt"), "type": .int(2)])])]))
    #expect(other.isEmpty)
    #expect(session.flush().isEmpty)
  }

  @Test("an append changes the streak the code lens shows once the client asks again")
  func lensFollowsTheDisk() {
    let disk = Disk(["/w/habits.txt": "Read: every day; since 2026-11-21\n", "/w/log.txt": "2026-11-21 Read\n"])
    var session = S(workspace: Self.watching, readFile: disk.read)
    session.open(S.habitsURI, disk.files["/w/habits.txt"]!)
    let uri = JSON.obj(["textDocument": .obj(["uri": .string(S.habitsURI)])])
    #expect(session.result("textDocument/codeLens", uri).array?.first?["command"]?["title"] == .string("streak 1 day · next due today"))
    disk.files["/w/log.txt"]! += "2026-11-22 Read\n"
    session.notify("workspace/didChangeWatchedFiles", .obj(["changes": .array([.obj(["uri": .string(S.logURI), "type": .int(2)])])]))
    #expect(session.result("textDocument/codeLens", uri).array?.first?["command"]?["title"] == .string("streak 2 days · next due Mon"))
  }

  @Test("a settings change asks a client that can for fresh inlay hints and code lenses")
  func settingsRefresh() {
    var session = S(files: LSPFixture.files, workspace: Self.watching)
    let sent = session.notify("workspace/didChangeConfiguration", .obj(["settings": .obj(["habits": .obj(["inlayHints": .bool(false)])])]))
    #expect(sent.compactMap { $0["method"]?.string } == ["workspace/inlayHint/refresh", "workspace/codeLens/refresh"])
    #expect(sent.map { $0["id"] } == [.string("habits-2"), .string("habits-3")])
    #expect(session.server.settings.inlayHints == false)
    // The client's answers are set aside.
    #expect(session.server.handle(.obj(["jsonrpc": .string("2.0"), "id": .string("habits-2"), "result": .null])).isEmpty)
    var plain = S(files: LSPFixture.files)
    #expect(plain.notify("workspace/didChangeConfiguration", .obj(["settings": .obj(["inlayHints": .bool(false)])])).isEmpty)
    #expect(plain.server.settings.inlayHints == false)
  }
}
