import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// Notes on log entries (conventions item 29): what is a note and what is not, where they are
/// shown, and `habits log --note`.
@Suite struct NotesTests {
  @Test("what is a note and what is not", arguments: [
    ("2026-11-21 Meditate  # felt calm", "felt calm"),
    ("2026-11-21 Meditate #tired#again", "tired#again"),
    ("2026-11-21 Meditate, Gym  #   both   ", "both"),
    ("# a full-line comment", nil),
    ("   # an indented full-line comment", nil),
    ("2026-11-21 Meditate  # habits: allow future-date", nil),
    ("2026-11-21 Meditate  # HABITS: directive", nil),
    ("2026-11-21 Meditate  #", nil),
    ("2026-11-21 Meditate", nil),
  ] as [(String, String?)])
  func noteOfLine(line: String, note: String?) {
    #expect(EntryNotes.note(ofLine: line) == note)
  }

  static let files = [
    "habits.txt": "Meditate: every day; since 2026-11-18\nGym: Mon, Wed, Fri; since 2026-11-16\n",
    "log.txt": """
      # notes of the week
      2026-11-18 Meditate, Gym  # both before work
      2026-11-19 Meditate  # felt calm
      2026-11-19 Meditate x2  # and again
      2026-11-20 Meditate  # habits: allow something
      2026-11-21 skip Meditate  # sick

      """,
  ]

  @Test("history shows a day's notes, joined in log order; a grouped line's note is each entry's")
  func history() {
    let env = FakeEnvironment(files: Self.files)
    env.run("history Meditate --from 2026-11-18 --to 2026-11-21")
    #expect(env.stdout.contains("Wed 2026-11-18  ✓ completed  # both before work\n"), "\(env.stdout)")
    #expect(env.stdout.contains("  # felt calm; and again\n"), "\(env.stdout)")
    #expect(env.stdout.contains("Fri 2026-11-20  ✓ completed\n"), "a directive is no note: \(env.stdout)")
    #expect(env.stdout.contains("skipped  # sick\n"), "\(env.stdout)")
    let gym = FakeEnvironment(files: Self.files)
    gym.run("history Gym --json --from 2026-11-18 --to 2026-11-18")
    #expect(gym.stdout.contains(#""note":"both before work"}"#), "\(gym.stdout)")
  }

  @Test("why and its JSON give the day's note; a day without one has no key")
  func why() {
    let env = FakeEnvironment(files: Self.files)
    env.run("why Meditate --date 2026-11-19")
    #expect(env.stdout.contains("Note:    felt calm; and again\n"), "\(env.stdout)")
    let json = FakeEnvironment(files: Self.files)
    json.run("why Meditate --date 2026-11-19 --json")
    #expect(json.stdout.hasSuffix(#","note":"felt calm; and again"}"# + "\n"), "\(json.stdout)")
    let none = FakeEnvironment(files: Self.files)
    none.run("why Meditate --date 2026-11-20 --json")
    #expect(!none.stdout.contains("\"note\""))
  }

  @Test("export csv fills the note column; the SVG heatmap and the HTML report carry the notes")
  func pictures() {
    let env = FakeEnvironment(files: Self.files)
    env.run("export csv Meditate --from 2026-11-19 --to 2026-11-19")
    #expect(env.stdout.contains("felt calm; and again"), "\(env.stdout)")
    let svg = FakeEnvironment(files: Self.files)
    svg.run("graph --svg Meditate --weeks 2")
    #expect(svg.stdout.contains("felt calm; and again"), "\(svg.stdout.prefix(300))")
    let html = FakeEnvironment(files: Self.files)
    html.run("report --html --from 2026-11-16")
    #expect(html.stdout.contains("both before work") && html.stdout.contains("sick"))
  }

  @Test("habits log --note writes '  # TEXT' after the entry, and history reads it back")
  func logNote() {
    let env = FakeEnvironment(files: ["habits.txt": "Meditate: every day\n"])
    #expect(env.run(["log", "Meditate", "--note", "  felt calm  "]) == .success)
    #expect(env.text("log.txt") == "2026-11-22 Meditate  # felt calm\n")
    env.stdout = ""
    env.run("history Meditate --json")
    #expect(env.stdout.contains(#""note":"felt calm""#), "\(env.stdout)")
  }

  @Test("habits log --note refuses a line break, a control character, an empty note and a directive", arguments: [
    "two\nlines", "carriage\rreturn", "bell\u{07}", "c1\u{85}", "   ", "habits: allow future-date", "HABITS:x",
  ])
  func refusedNotes(note: String) {
    let env = FakeEnvironment(files: ["habits.txt": "Meditate: every day\n"])
    #expect(env.run(["log", "Meditate", "--note", note]) == .failure)
    #expect(env.stderr.hasPrefix("habits: a note "), "\(env.stderr)")
    #expect(env.files["log.txt"] == nil, "nothing is written")
  }

  @Test("the notes of a file are each line's, whatever its line endings, byte order mark or last line")
  func readEqualsLineByLine() {
    var random = SeededRandom(seed: 2911)
    let pieces = ["2026-11-21 Meditate", "  # full line", "2026-11-21 Gym  # note", "2026-11-21 Gym # a # b", "", "x#y", "2026-11-22 Run 5 km #habits: no", "2026-11-22 A, B  # both ✓"]
    for round in 0..<300 {
      let endings = round % 3 == 0 ? ["\n", "\r\n", "\r"] : ["\n"]
      var text = round % 7 == 0 ? "\u{FEFF}" : ""
      for _ in 0..<Int.random(in: 0...12, using: &random) {
        text += pieces[Int.random(in: 0..<pieces.count, using: &random)] + endings[Int.random(in: 0..<endings.count, using: &random)]
      }
      if Bool.random(using: &random) { text += pieces[Int.random(in: 0..<pieces.count, using: &random)] }
      let file = SourceFile(path: "log.txt", text: text)
      let index = file.lines
      var expected: [UInt32: String] = [:]
      for number in stride(from: 1, through: index.count, by: 1) {
        if let note = EntryNotes.note(ofLine: String(decoding: Array(index.bytes(number)), as: UTF8.self)) { expected[UInt32(number)] = note }
      }
      #expect(EntryNotes.read(file) == expected, "\(text.debugDescription)")
    }
  }

  @Test("a note thousands of lines down is on its line")
  func longFile() {
    for count in [254, 255, 256, 2039, 2040, 2041, 5000] {
      let text = String(repeating: "2026-11-21 Meditate\n", count: count) + "2026-11-22 Meditate  # far down\n"
      #expect(EntryNotes.read(SourceFile(path: "log.txt", text: text)) == [UInt32(count + 1): "far down"])
      let short = String(repeating: "x\n", count: count) + "2026-11-22 Meditate  # far down\n"
      #expect(EntryNotes.read(SourceFile(path: "log.txt", text: short)) == [UInt32(count + 1): "far down"])
    }
  }
}
