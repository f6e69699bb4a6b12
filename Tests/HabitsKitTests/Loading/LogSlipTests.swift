import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// Log entries that cannot be names get a note that says what was meant: `Gym;Read` is two
/// entries with the wrong separator, `Gym x 2` a count with a blank; `habits log 'Gym;Read'`
/// refuses with the same hint.
@Suite struct LogSlipTests {
  @Test(
    "the slip and what was meant",
    arguments: [
      ("Gym;Read", "Gym, Read", "a habit name never contains ';'"),
      ("Gym ; Read x2", "Gym, Read x2", "a habit name never contains ';'"),
      ("Gym;Nope", nil, "a habit name never contains ';'"),
      ("Gym x 2", "Gym x2", "a count is written with no blank after its 'x', as in 'x2'"),
      ("Gym × 3", "Gym ×3", "a count is written with no blank after its 'x', as in 'x3'"),
      ("Gmy x 2", nil, "a count is written with no blank after its 'x', as in 'x2'"),
    ] as [(String, String?, String)])
  func slip(text: String, meant: String?, why: String) throws {
    let slip = try #require(LogSlips.slip(in: text, isHabit: { ["gym", "read"].contains($0.lowercased()) }))
    #expect(slip.meant == meant)
    #expect(slip.why.hasPrefix(why))
  }

  @Test("a name that is no slip has none", arguments: ["Gmy", "Gym x2", "Run 5 km", "x 2", "Gym x two"])
  func noSlip(text: String) {
    #expect(LogSlips.slip(in: text, isHabit: { _ in true }) == nil)
  }

  @Test("check: the unknown habit's notes say what was meant, and the fix writes it")
  func checkNotes() throws {
    let loaded = load("Gym: daily\nRead: daily\n", log: "2026-11-02 Gym x 2\n2026-11-02 Gym;Read\n", today: "2026-11-06")
    let errors = loaded.diagnostics.filter { $0.code == .unknownHabit }
    #expect(errors.count == 2)
    #expect(errors[0].notes.map(\.message) == ["did you mean 'Gym x2'?", "a count is written with no blank after its 'x', as in 'x2'"])
    #expect(errors[0].fix?.replacement == "Gym x2")
    #expect(errors[1].notes.map(\.message) == ["did you mean 'Gym, Read'?", "a habit name never contains ';': the entries of a line are separated by ','"])
    #expect(errors[1].fix?.replacement == "Gym, Read")
    #expect(!errors.contains { $0.notes.contains { $0.message.contains("add it to the habits file") } })
  }

  @Test("habits log 'Gym;Read' refuses with the hint, not as an unknown habit")
  func logRefuses() {
    let env = FakeEnvironment(today: "2026-11-06", files: ["habits.txt": "Gym: daily\nRead: daily\n", "log.txt": ""])
    let status = env.run(["log", "Gym;Read"])
    #expect(status == .failure)
    #expect(env.stderr == "habits: 'Gym;Read' names no habit: a habit name never contains ';': the entries of a line are separated by ','; did you mean 'Gym, Read'?\n")
    #expect(env.text("log.txt").isEmpty)
  }
}
