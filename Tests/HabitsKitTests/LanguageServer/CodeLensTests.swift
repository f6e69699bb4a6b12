import Testing

@testable import HabitsKit
@testable import HabitsLanguageServer

/// The code lens above each habit: its streak and next due day, turned off by a setting.
@Suite struct CodeLensTests {
  typealias S = LanguageServerSession

  /// The lenses of the habits file as "line: title" (0-based lines).
  static func lenses(_ session: inout S) -> [String] {
    let result = session.result("textDocument/codeLens", .obj(["textDocument": .obj(["uri": .string(S.habitsURI)])]))
    return (result.array ?? []).map { lens in
      "\(lens["range"]?["start"]?["line"]?.int ?? -1): \(lens["command"]?["title"]?.string ?? "?")"
    }
  }

  @Test(
    "each habit gets its streak and next due day, as of today (Sun 2026-11-22)",
    arguments: [
      // Read every day, logged Nov 20-22: a 3-day streak; done today, so next due tomorrow.
      ("Read: every day; since 2026-11-20\n", "2026-11-20 Read\n2026-11-21 Read\n2026-11-22 Read\n", ["0: streak 3 days · next due Mon"]),
      ("Gym: Mon, Wed, Fri\n", "", ["0: no streak · next due Mon"]),
      ("# habits\n\nOld: every day; since 2026-01-01; until 2026-02-01\n", "", ["2: no streak · finished Feb 1"]),
      // A limit is never due: the lens says what is left, as the board does.
      ("Sweets: at most 2 a week; since 2026-11-16\n", "2026-11-17 Sweets\n", ["0: streak 7 days · 1 left this week"]),
      ("Smoke: never; since 2026-11-20\n", "", ["0: streak 3 days · clean today"]),
      // A tracked habit keeps no streak: its last value.
      ("Mood: tracked\n", "2026-11-21 Mood 7\n", ["0: last 7, Nov 21"]),
      ("Gym: 2 times in any 7 days; since 2026-11-01\n", "2026-11-20 Gym\n2026-11-21 Gym\n", ["0: streak 3 days · next due Fri"]),
      (
        "Gym: Mon, Wed, Fri; since 2026-11-16\nRead: daily; since 2026-11-22\n",
        "2026-11-16 Gym\n2026-11-18 Gym\n2026-11-20 Gym\n",
        ["0: streak 7 days · next due Mon", "1: no streak · next due today"]
      ),
    ])
  func lenses(habits: String, log: String, expected: [String]) {
    var session = S(files: ["/w/habits.txt": habits, "/w/log.txt": log])
    session.open(S.habitsURI, habits)
    #expect(Self.lenses(&session) == expected)
  }

  @Test("the codeLens setting turns them off, at start or later, and back on")
  func setting() {
    var off = S(files: LSPFixture.files, options: .obj(["codeLens": .bool(false)]))
    off.open(S.habitsURI, LSPFixture.habits)
    #expect(Self.lenses(&off).isEmpty)
    off.notify("workspace/didChangeConfiguration", .obj(["settings": .obj(["habits": .obj(["codeLens": .bool(true)])])]))
    #expect(Self.lenses(&off).count == 3)
    off.notify("workspace/didChangeConfiguration", .obj(["settings": .obj(["codeLens": .bool(false)])]))
    #expect(Self.lenses(&off).isEmpty)
    // The log has none.
    var session = S(files: LSPFixture.files)
    session.open(S.logURI, LSPFixture.log)
    let result = session.result("textDocument/codeLens", .obj(["textDocument": .obj(["uri": .string(S.logURI)])]))
    #expect(result == .array([]))
  }
}
