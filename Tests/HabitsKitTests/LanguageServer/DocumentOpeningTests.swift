import HabitsLanguageServer
import Testing

@testable import HabitsKit

/// Opening a file whose pair a load now would load from the bytes, and for the day, of its
/// last load (an editor opening habits.txt, then its log as the disk has it) keeps that load:
/// one load (`freshLoads`), the pair's diagnostics published again with the opened version,
/// exactly what a server that loads afresh publishes. Any other open loads again.
@Suite struct DocumentOpeningTests {
  typealias S = LanguageServerSession
  static let habitsPath = "/w/habits.txt"
  static let logPath = "/w/log.txt"

  /// The fixture's log with findings: an unknown name and a date after today.
  static let log = LSPFixture.log + "2026-11-21 Gmy\n2026-11-23 Read\n"
  static let files = ["/w/habits.txt": LSPFixture.habits, "/w/log.txt": log]

  /// A server that opens both files at once (one flush), as a load afresh.
  static func fresh(habits: String = LSPFixture.habits, log: String = log, logVersion: Int, habitsVersion: Int = 1)
    -> (server: S, published: [JSON])
  {
    var fresh = S(files: files)
    fresh.open(S.habitsURI, habits, version: habitsVersion)
    fresh.open(S.logURI, log, version: logVersion)
    let published = fresh.server.flush()
    return (fresh, published)
  }

  /// The version each publication names, by URI.
  static func versions(_ published: [JSON]) -> [String: JSON?] {
    var out: [String: JSON?] = [:]
    for message in published { out[message["params"]!["uri"]!.string!] = message["params"]!["version"] }
    return out
  }

  static func close(_ session: inout S, _ uri: String) {
    session.notify("textDocument/didClose", .obj(["textDocument": .obj(["uri": .string(uri)])]))
  }

  @Test("the log opened after the habits file with the disk's bytes: one load, published for its version")
  func logAfterHabits() throws {
    var session = S(files: Self.files)
    session.open(S.habitsURI, LSPFixture.habits)
    let first = session.server.flush()
    #expect(session.server.freshLoads == 1)
    #expect(Self.versions(first)[S.logURI] == .some(nil), "the log's findings, from the disk, without a version")

    session.open(S.logURI, Self.log, version: 7)
    let published = session.server.flush()
    #expect(session.server.freshLoads == 1)
    let fresh = Self.fresh(logVersion: 7)
    #expect(published == fresh.published)
    #expect(Self.versions(published)[S.logURI] == .some(.int(7)))
    let codes = published.last?["params"]?["diagnostics"]?.array?.compactMap { $0["code"]?.string }
    #expect(codes?.sorted() == ["future-date", "unknown-habit"])

    let project = try #require(session.server.projects[Self.habitsPath])
    let whole = Loader.load(
      habitsFile: SourceFile(path: Self.habitsPath, text: LSPFixture.habits),
      logFile: SourceFile(path: Self.logPath, text: Self.log), today: day("2026-11-22"))
    #expect(project.result.diagnostics == whole.diagnostics)
    #expect(project.result.journal == whole.journal)
    // The pair holds the editor's document (its storage), not the disk's copy.
    let log = try #require(project.log)
    #expect(log.version == 7)
    let editor = try #require(session.server.documents[Self.logPath])
    let shared = log.bytes.withUnsafeBufferPointer { a in
      editor.bytes.withUnsafeBufferPointer { a.baseAddress == $0.baseAddress }
    }
    #expect(shared)
    // What requests compute from the kept load is what they compute from a load afresh.
    var other = fresh.server
    let logParams: JSON = .obj(["textDocument": .obj(["uri": .string(S.logURI)])])
    let tokens = session.result("textDocument/semanticTokens/full", logParams)
    let freshTokens = other.result("textDocument/semanticTokens/full", logParams)
    #expect(tokens["data"] == freshTokens["data"] && tokens["data"]?.array?.isEmpty == false)
  }

  @Test("the habits file opened after the log with the disk's bytes: one load, published for its version")
  func habitsAfterLog() throws {
    var session = S(files: Self.files)
    session.open(S.logURI, Self.log, version: 3)
    _ = session.server.flush()
    #expect(session.server.freshLoads == 1)
    session.open(S.habitsURI, LSPFixture.habits, version: 5)
    let published = session.server.flush()
    #expect(session.server.freshLoads == 1)
    #expect(published == Self.fresh(logVersion: 3, habitsVersion: 5).published)
    #expect(Self.versions(published)[S.habitsURI] == .some(.int(5)))
    #expect(try #require(session.server.projects[Self.habitsPath]).habits.version == 5)
  }

  @Test(
    "other bytes than the load's load again",
    arguments: [
      DocumentOpeningTests.log + "2026-11-22 Floss\n",  // a line more
      DocumentOpeningTests.log.replacingNewlines(with: "\r\n"),  // the same lines, CRLF
      String(DocumentOpeningTests.log.dropLast()),  // the last line without its terminator
    ])
  func otherBytes(log: String) {
    var session = S(files: Self.files)
    session.open(S.habitsURI, LSPFixture.habits)
    _ = session.server.flush()
    session.open(S.logURI, log, version: 2)
    let published = session.server.flush()
    #expect(session.server.freshLoads == 2)
    #expect(published == Self.fresh(log: log, logVersion: 2).published)
  }

  @Test("the habits file opened with other bytes than the disk's loads again")
  func otherHabits() {
    var session = S(files: Self.files)
    session.open(S.logURI, Self.log)
    _ = session.server.flush()
    let habits = LSPFixture.habits + "Walk: every day\n"
    session.open(S.habitsURI, habits)
    let published = session.server.flush()
    #expect(session.server.freshLoads == 2)
    #expect(published == Self.fresh(habits: habits, logVersion: 1).published)
  }

  @Test("a one-line edit after the open is re-diagnosed by lines, as a load afresh")
  func editAfterOpen() throws {
    var session = S(files: Self.files)
    session.open(S.habitsURI, LSPFixture.habits)
    _ = session.server.flush()
    session.open(S.logURI, Self.log, version: 1)
    _ = session.server.flush()
    // "2026-11-21 Read" (line 1) becomes "2026-11-21 Readq", then "2026-11-21 Rea".
    var text = Self.log
    for (version, range, replacement) in [(2, S.range(1, 15, 1, 15), "q"), (3, S.range(1, 14, 1, 16), "")] {
      session.notify(
        "textDocument/didChange",
        .obj([
          "textDocument": .obj(["uri": .string(S.logURI), "version": .int(version)]),
          "contentChanges": .array([.obj(["range": range, "text": .string(replacement)])]),
        ]))
      text = session.server.documents[Self.logPath]!.text
      let published = session.server.flush()
      #expect(published == Self.fresh(log: text, logVersion: version).published, "edit \(version)")
      let project = try #require(session.server.projects[Self.habitsPath])
      #expect(project.checks != nil, "re-diagnosed by lines (\(version))")
      let whole = Loader.load(
        habitsFile: SourceFile(path: Self.habitsPath, text: LSPFixture.habits),
        logFile: SourceFile(path: Self.logPath, text: text), today: day("2026-11-22"))
      #expect(project.result.diagnostics == whole.diagnostics, "edit \(version)")
      #expect(project.result.journal == whole.journal, "edit \(version)")
    }
    #expect(text == "2026-11-20 Gym, Read\n2026-11-21 Rea\n2026-11-22 Read x2\n2026-11-21 Gmy\n2026-11-23 Read\n")
    #expect(session.server.freshLoads == 1)
  }

  @Test("a new day, a stale pair, or a close and open in one burst load again")
  func loadsAgain() {
    // Today moved on since the load.
    var session = S(files: Self.files)
    session.open(S.habitsURI, LSPFixture.habits)
    _ = session.server.flush()
    session.server.context.today = { day("2026-11-23") }
    session.open(S.logURI, Self.log)
    _ = session.server.flush()
    #expect(session.server.freshLoads == 2)
    #expect(session.server.projects[Self.habitsPath]?.today == day("2026-11-23"))

    // The habits file edited since the load, not yet loaded.
    session = S(files: Self.files)
    session.open(S.habitsURI, LSPFixture.habits)
    _ = session.server.flush()
    session.change(S.habitsURI, LSPFixture.habits + "Walk: every day\n")
    session.open(S.logURI, Self.log)
    _ = session.server.flush()
    #expect(session.server.freshLoads == 2)

    // The log closed and opened again before a flush: the close made the pair stale.
    session = S(files: Self.files)
    session.open(S.habitsURI, LSPFixture.habits)
    session.open(S.logURI, Self.log)
    _ = session.server.flush()
    Self.close(&session, S.logURI)
    session.open(S.logURI, Self.log, version: 4)
    let published = session.server.flush()
    #expect(session.server.freshLoads == 2)
    #expect(published == Self.fresh(logVersion: 4).published)
  }

  @Test("the log closed, loaded from the disk, and opened again keeps that load")
  func closeThenOpen() {
    var session = S(files: Self.files)
    session.open(S.habitsURI, LSPFixture.habits)
    session.open(S.logURI, Self.log)
    _ = session.server.flush()
    Self.close(&session, S.logURI)
    _ = session.server.flush()
    #expect(session.server.freshLoads == 2)
    session.open(S.logURI, Self.log, version: 9)
    let published = session.server.flush()
    #expect(session.server.freshLoads == 2)
    #expect(published == Self.fresh(logVersion: 9).published)
  }

  @Test("the other file read from the disk again: kept when the same, loaded again when it changed")
  func otherFileOnDisk() {
    for changed in [false, true] {
      var disk = Self.files
      // The log open, the habits file read from the disk; then the log closed, and both read.
      var session = S(readFile: { disk[$0].map { Array($0.utf8) } })
      session.open(S.logURI, Self.log)
      _ = session.server.flush()
      Self.close(&session, S.logURI)
      _ = session.server.flush()
      #expect(session.server.freshLoads == 2)
      // No watcher reports it: the next load, not the pair's, has the new habits file.
      let habits = LSPFixture.habits + "Walk: every day\n"
      if changed { disk[Self.habitsPath] = habits }
      session.open(S.logURI, Self.log, version: 2)
      let published = session.server.flush()
      #expect(session.server.freshLoads == (changed ? 3 : 2))
      var fresh = S(files: disk)
      fresh.open(S.logURI, Self.log, version: 2)
      #expect(published == fresh.server.flush())
    }
  }

  @Test("a file that is the log of one pair and the habits file of another: each pair judged alone")
  func logOfOnePairHabitsOfAnother() {
    // Given as the habits file, /w/log.txt pairs with itself; /w/other.txt pairs with it as its log.
    let otherURI = "file:///w/other.txt"
    let disk = ["/w/other.txt": LSPFixture.habits, "/w/log.txt": Self.log]
    func session() -> S {
      var session = S(files: disk)
      session.server.context.pairing = FilePairing(habitsPath: "/w/log.txt")
      return session
    }
    var fresh = session()
    fresh.open(otherURI, LSPFixture.habits)
    fresh.open(S.logURI, Self.log, version: 6)
    let expected = fresh.server.flush()
    #expect(fresh.server.projects.keys.sorted() == ["/w/log.txt", "/w/other.txt"])

    var server = session()
    server.open(otherURI, LSPFixture.habits)
    _ = server.server.flush()
    #expect(server.server.freshLoads == 1)
    // The pair of other.txt keeps its load; the pair of log.txt alone was never loaded.
    server.open(S.logURI, Self.log, version: 6)
    #expect(server.server.flush() == expected)
    #expect(server.server.freshLoads == 2)
    // Closed, both pairs load from the disk; opened again, both keep those loads.
    Self.close(&server, S.logURI)
    _ = server.server.flush()
    #expect(server.server.freshLoads == 4)
    server.open(S.logURI, Self.log, version: 6)
    #expect(server.server.flush() == expected)
    #expect(server.server.freshLoads == 4)
    #expect(server.server.projects["/w/log.txt"]?.habits.version == 6)
    #expect(server.server.projects["/w/log.txt"]?.log?.version == 6)
  }
}

extension String {
  /// The text with each LF replaced by `terminator`.
  fileprivate func replacingNewlines(with terminator: String) -> String {
    split(separator: "\n", omittingEmptySubsequences: false).joined(separator: terminator)
  }
}
