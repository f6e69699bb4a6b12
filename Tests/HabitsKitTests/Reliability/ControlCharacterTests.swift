import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// Terminal and bidirectional controls beyond ASCII (C1 U+0080-U+009F; U+202A-U+202E and
/// U+2066-U+2069) are `control-character` errors like ESC wherever they stand: in a name, an
/// entry, a note or a comment, in either file; `habits log` refuses them typed; nothing prints
/// them raw.
@Suite struct ControlCharacterTests {
  /// Every character refused beyond ASCII, and two of ASCII's.
  static let characters: [UInt32] = [0x1B, 0x07, 0x7F] + Array(0x80...0x9F) + Array(0x202A...0x202E) + Array(0x2066...0x2069)

  static func text(_ scalar: UInt32) -> String { String(Character(Unicode.Scalar(scalar)!)) }

  /// `habits check --format compact` headers.
  private func headers(_ habits: String, _ log: String) -> [String] {
    let env = FakeEnvironment(files: ["habits.txt": habits, "log.txt": log])
    #expect(env.run(["check", "--format", "compact"]) == .findings)
    return env.stdout.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
  }

  @Test("in a habit's name, a log entry and a note: an error at the character, the line ignored", arguments: characters)
  func everywhere(_ scalar: UInt32) {
    let c = Self.text(scalar)
    let name = ControlCharacters.name(scalar)
    let kind = ControlCharacters.isBidirectional(scalar) ? "bidirectional control character" : "control character"
    let habits = "Gym: daily\nRe\(c)ad: daily\n"
    let log = "2026-11-20 Gym\n2026-11-21 Gym\(c)\n2026-11-22 Gym  # a note \(c)\n# a comment \(c)\n"
    #expect(headers(habits, log) == [
      "habits.txt:2:3: error: unexpected \(kind) \(name) [control-character]",
      "log.txt:2:15: error: unexpected \(kind) \(name) [control-character]",
      "log.txt:3:26: error: unexpected \(kind) \(name) [control-character]",
      "log.txt:4:13: error: unexpected \(kind) \(name) [control-character]",
    ])
  }

  @Test("the excerpts under the errors show the characters as spaces, never raw")
  func excerpts() {
    let env = FakeEnvironment(files: [
      "habits.txt": "Gym\u{202E}: daily\nRead\u{9B}31m: daily\n", "log.txt": "2026-11-20 x # \u{2066}\u{85}\n",
    ])
    #expect(env.run(["check"]) == .findings)
    #expect(env.stdout.contains(" 1 | Gym : daily\n"))
    #expect(env.stdout.contains(" 2 | Read 31m: daily\n"))
    #expect(env.stdout.unicodeScalars.allSatisfy { !ControlCharacters.contains($0.value) || $0 == "\n" })
  }

  @Test("text that only looks close is fine: other non-ASCII, a no-break space, the marks U+200E and U+200F")
  func neighbours() {
    let env = FakeEnvironment(files: [
      "habits.txt": "Café: daily\nLaufen\u{A0}gehen: daily\nשלום\u{200F}: daily\nA\u{2069}\u{2070}: daily\n"
    ])
    env.run(["check", "--format", "compact"])
    #expect(env.stdout == "habits.txt:4:2: error: unexpected bidirectional control character U+2069 [control-character]\n1 error, 0 warnings\n")
  }

  @Test("habits log, skip, vacation and resume refuse a name typed with one (exit 2), printing it as U+XXXX", arguments: characters)
  func typed(_ scalar: UInt32) {
    let env = FakeEnvironment(files: ["habits.txt": "Gym: daily\n", "log.txt": "2026-11-20 Gym\n"])
    for command in ["log", "skip", "vacation", "resume"] {
      env.stderr = ""
      #expect(env.run([command, "Gym" + Self.text(scalar)]) == .failure)
      #expect(env.stderr.hasPrefix("habits: a habit name cannot hold the control character \(ControlCharacters.name(scalar))\n"), "\(env.stderr)")
      #expect(!env.stderr.unicodeScalars.contains { $0.value == scalar })
    }
    #expect(env.text("log.txt") == "2026-11-20 Gym\n")
  }

  @Test("habits log --note refuses a note holding one (exit 2), naming it, not as a name clash", arguments: characters)
  func inANote(_ scalar: UInt32) {
    let env = FakeEnvironment(files: ["habits.txt": "Pushups: daily\n", "log.txt": ""])
    #expect(env.run(["log", "Pushups", "--note", "ok " + Self.text(scalar) + "evil", "--today", "2026-11-18"]) == .failure)
    #expect(
      env.stderr.hasPrefix("habits: a note cannot hold the control character \(ControlCharacters.name(scalar))\n"),
      "\(env.stderr)")
    #expect(!env.stderr.unicodeScalars.contains { $0.value == scalar })
    #expect(env.text("log.txt") == "")
  }
}
