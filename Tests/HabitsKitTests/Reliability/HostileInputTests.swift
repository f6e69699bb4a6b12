import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// What editors, merge tools and sync services hand `habits`, through the command line: each
/// input gets a located diagnostic (exit 1) or a clear error (exit 2), or is read exactly as
/// its plain equivalent. Never a crash, a hang or a silent wrong answer.
///
/// `RobustnessTests` covers the same bytes at the parser's level; these go through the CLI,
/// with exit statuses, and compare answers with the plain files'.
@Suite struct HostileInputTests {
  /// A fake environment with the files as raw bytes (nil: no log).
  private func environment(_ habits: [UInt8], _ log: [UInt8]?, today: String = "2026-11-22") -> FakeEnvironment {
    let env = FakeEnvironment(today: today)
    env.files["habits.txt"] = habits
    if let log { env.files["log.txt"] = log }
    return env
  }

  /// What `habits check` said: its exit status and the diagnostics' header lines.
  private struct Checked: Equatable {
    var status: HabitsKit.ExitStatus
    var headers: [String]

    /// No diagnostic, exit 0.
    static let clean = Checked(status: .success, headers: [])
  }

  /// `habits check --format compact` on the files: the status and the diagnostic headers
  /// (notes left out).
  private func check(_ habits: [UInt8], _ log: [UInt8]? = nil, today: String = "2026-11-22") -> Checked {
    let env = environment(habits, log, today: today)
    let status = env.run(["check", "--format", "compact"])
    let headers = env.stdout.split(separator: "\n").map(String.init).filter {
      ($0.hasPrefix("habits.txt:") || $0.hasPrefix("log.txt:")) && !$0.contains(": note: ")
    }
    return Checked(status: status, headers: headers)
  }

  private func check(_ habits: String, _ log: String? = nil, today: String = "2026-11-22") -> Checked {
    check(Array(habits.utf8), log.map { Array($0.utf8) }, today: today)
  }

  /// `habits status --json`: the board as data, to compare files that must mean the same.
  private func board(_ habits: [UInt8], _ log: [UInt8]?) -> String {
    let env = environment(habits, log)
    #expect(env.run(["status", "--json"]) == .success, "\(env.stderr)")
    return env.stdout
  }

  private static let plainHabits = "Gym: Mon, Wed, Fri; since 2026-11-02\nDeep clean: 3 days a month\nRead: every day\n"
  private static let plainLog = "2026-11-02 Gym\n2026-11-04 Gym, Read\n2026-11-20 Deep clean x2, Read\n2026-11-21 Read\n"

  @Test("invalid UTF-8: the byte is located, only its line is skipped, reports name it (and refuse with --strict)")
  func invalidUTF8() {
    let habits = Array("Gym: Mon\nCaf".utf8) + [0xE9] + Array(": daily\nRead: daily\n".utf8)
    let log = Array("2026-11-20 Read\n2026-11-21 Caf".utf8) + [0xE9, 0x0A]
    let checked = check(habits, log)
    #expect(checked.status == .findings)
    #expect(checked.headers == [
      "habits.txt:2:4: error: invalid UTF-8 byte 0xE9 [invalid-encoding]",
      "log.txt:2:15: error: invalid UTF-8 byte 0xE9 [invalid-encoding]",
    ])
    let env = environment(habits, log)
    #expect(env.run("status") == .success)
    #expect(env.stdout.contains("Read") && env.stderr.contains("(habits.txt:2 invalid-encoding, log.txt:2 invalid-encoding)"), "\(env.stderr)")
    let strict = environment(habits, log)
    #expect(strict.run("status --strict") == .findings)
    #expect(strict.stdout.isEmpty && strict.stderr.contains("fix them (habits check)"))
    // A binary file in place of the log: one line, one diagnostic.
    let binary = (0..<4096).map { UInt8(0x80 + $0 % 0x80) }
    #expect(check(Array(HostileInputTests.plainHabits.utf8), binary).headers == ["log.txt:1:1: error: invalid UTF-8 byte 0x80 [invalid-encoding]"])
  }

  @Test("NUL bytes: located in a name; a log zero-filled by a crash is one error per line")
  func nulBytes() {
    #expect(check("Gym\u{0}: daily\nRead: daily\n").headers == ["habits.txt:1:4: error: unexpected NUL byte [control-character]"])
    let zeroed = [UInt8](repeating: 0, count: 8192) + Array("\n2026-11-21 Read\n".utf8)
    let checked = check(Array("Read: daily\n".utf8), zeroed)
    #expect(checked.status == .findings)
    #expect(checked.headers == ["log.txt:1:1: error: unexpected NUL byte [control-character]"])
  }

  @Test("a UTF-8 BOM, at the start or where joined files left one, changes nothing")
  func byteOrderMark() {
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    let plain = board(Array(HostileInputTests.plainHabits.utf8), Array(HostileInputTests.plainLog.utf8))
    #expect(board(bom + Array(HostileInputTests.plainHabits.utf8), bom + Array(HostileInputTests.plainLog.utf8)) == plain)
    // `cat a.txt b.txt` of two files saved with a BOM: the second one starts a line.
    let joinedHabits = bom + Array("Gym: Mon, Wed, Fri; since 2026-11-02\n".utf8) + bom + Array("Deep clean: 3 days a month\nRead: every day\n".utf8)
    let joinedLog = bom + Array("2026-11-02 Gym\n2026-11-04 Gym, Read\n".utf8) + bom + Array("2026-11-20 Deep clean x2, Read\n2026-11-21 Read\n".utf8)
    #expect(check(joinedHabits, joinedLog) == .clean)
    #expect(board(joinedHabits, joinedLog) == plain)
    // Columns still count bytes: the BOM's three are on the line.
    #expect(check(bom + Array("Gym: Mon\n".utf8) + bom + Array("Read: evry day\n".utf8)).headers == [
      "habits.txt:2:10: error: unknown schedule 'evry day' [unknown-schedule]"
    ])
  }

  @Test("CRLF and lone CR line endings read exactly as LF; appends keep the file's style")
  func lineEndings() {
    let plain = board(Array(HostileInputTests.plainHabits.utf8), Array(HostileInputTests.plainLog.utf8))
    for ending in ["\r\n", "\r"] {
      let habits = Array(HostileInputTests.plainHabits.replacing("\n", with: ending).utf8)
      let log = Array(HostileInputTests.plainLog.replacing("\n", with: ending).utf8)
      #expect(check(habits, log) == .clean)
      #expect(board(habits, log) == plain, "\(ending.utf8.map { $0 })")
      let env = environment(habits, log)
      #expect(env.run(["log", "Gym", "--quiet"]) == .success)
      #expect(env.files["log.txt"] == log + Array(("2026-11-22 Gym" + ending).utf8))
    }
    // Mixed endings, as after a merge of a Windows and a Unix copy.
    let mixed = Array("2026-11-02 Gym\r\n2026-11-04 Gym, Read\n2026-11-20 Deep clean x2, Read\r2026-11-21 Read".utf8)
    #expect(board(Array(HostileInputTests.plainHabits.utf8), mixed) == plain)
  }

  @Test("tabs separate words anywhere spaces do, and a tab inside a name matches a space")
  func tabs() {
    let plain = board(Array(HostileInputTests.plainHabits.utf8), Array(HostileInputTests.plainLog.utf8))
    let habits = "Gym:\tMon,\tWed,\tFri;\tsince\t2026-11-02\nDeep\tclean\t:\t3\tdays\ta\tmonth\t\nRead:every\tday\n"
    let log = "2026-11-02\tGym\n2026-11-04\tGym,\tRead\n2026-11-20\t\tDeep clean\tx2,Read\t# done\n2026-11-21 Read\n"
    #expect(check(habits, log) == .clean)
    let tabbed = board(Array(habits.utf8), Array(log.utf8))
    // The name is shown as written (with its tab); everything else must agree.
    #expect(tabbed.replacing("Deep\\tclean", with: "Deep clean") == plain)
  }

  @Test("a 10 MB single line gets one diagnostic and a short excerpt, in either file")
  func tenMegabyteLine() {
    let long = String(repeating: "a", count: 10_000_000)
    let env = FakeEnvironment(files: ["habits.txt": long + "\nRead: daily\n", "log.txt": "2026-11-20 " + long + "\n"])
    #expect(env.run("check") == .findings)
    let lines = env.stdout.split(separator: "\n")
    #expect(lines.first == "habits.txt:1:1: error: expected ':' after the habit name [syntax]")
    #expect(lines.contains { $0.hasPrefix("log.txt:1:12: error: unknown habit 'aaaa") && $0.contains("a…a") && $0.hasSuffix("aaaa' [unknown-habit]") })
    // Excerpts are cut around the span and messages in the middle: a screenful, not 10 MB.
    #expect(lines.allSatisfy { $0.utf8.count < 1000 })
    #expect(env.stdout.utf8.count < 3000)
  }

  @Test("a million lines of log are read in one pass")
  func millionLines() {
    // 500,000 days of two habits, ending today: no diagnostic, and no quadratic pass.
    var log: [UInt8] = []
    log.reserveCapacity(17_000_000)
    let today = day("2026-11-22")
    for offset in stride(from: 499_999, through: 0, by: -1) {
      let text = (today - offset).description
      log += Array(text.utf8) + Array(" A\n".utf8) + Array(text.utf8) + Array(" B x2\n".utf8)
    }
    let file = SourceFile(path: "log.txt", bytes: log)
    #expect(file.countLines() == 1_000_000)
    let result = Loader.load(
      habitsFile: SourceFile(path: "habits.txt", text: "A: daily\nB: 2 times a week\n"), logFile: file, today: today)
    // 500,000 days reach back to the year 658: the lines before 1900 are flagged, in one finding.
    #expect(result.diagnostics.map(\.message) == ["0657-12-10 is implausibly far from the other dates: before 1900"])
    #expect(result.journal.logs.map(\.completions.count) == [500_000, 500_000])
    // And a habits file of a million lines, nearly all comments and blank lines.
    var habits = ""
    for i in 0..<500_000 { habits += i % 1000 == 0 ? "H\(i): daily\n" : "# note\n\n" }
    let loaded = Loader.load(habitsFile: SourceFile(path: "habits.txt", text: habits), logFile: nil, today: today)
    #expect(loaded.diagnostics.isEmpty && loaded.journal.habits.count == 500)
  }

  @Test("years 0000 and 9999 are dates like any other, and reports stay bounded")
  func extremeYears() {
    let habits = "Old: daily; since 0000-01-01; until 0000-03-01\nLate: on 9999-12-31\nRead: daily\n"
    let log = "0000-01-01 Old\n0000-02-29 Old\n9999-12-31 Late, Read\n2026-11-21 Read\n"
    let checked = check(habits, log)
    #expect(checked.status == .success)
    #expect(checked.headers == [
      "habits.txt:1:13: warning: 0000-01-01 is implausibly far from the other dates: before 1900 [implausible-date]",
      "log.txt:1:1: warning: 0000-01-01 is implausibly far from the other dates: before 1900 [implausible-date]",
      "log.txt:3:1: warning: 9999-12-31 is after today (2026-11-22) [future-date]",
    ])
    let env = FakeEnvironment(files: ["habits.txt": habits, "log.txt": log])
    for command in ["status", "status --json", "streaks", "backlog --json", "history Old --to 0000-03-01"] {
      #expect(env.run(command) == .success, "\(command): \(env.stderr)")
    }
    // A completion in 9999 does not stretch every report to 9999 (it once took seconds).
    let loaded = load(habits, log: log)
    let read = HabitAnalysis(habit: loaded.journal.habits[2], log: loaded.journal.logs[2], today: day("2026-11-22"))
    #expect(read.timeline.last <= day("2026-11-22") + 3660 + 400)
    // A history from year 0 is refused at once rather than computed and then refused.
    env.files["log.txt"] = Array("0000-01-01 Read\n".utf8)
    env.stderr = ""
    #expect(env.run("history Read") == .failure)
    #expect(env.stderr == """
      habits.txt: 1 warning; log.txt: 1 warning; run habits check
      habits: the range from 0000-01-01 to 2026-11-22 is too long: at most 200000 days ('Read' starts on 0000-01-01); pass --from, or fix the date
        habits.txt:1:13: 0000-01-01 is implausibly far from the other dates: before 1900
        log.txt:1:1: 0000-01-01 is implausibly far from the other dates: before 1900

      """)
    // Today itself at either end.
    let ends = FakeEnvironment(files: [
      "habits.txt": "Old: daily; since 0000-01-01; until 0000-03-01\nLate: daily; since 9999-12-01\n",
      "log.txt": "0000-01-01 Old\n9999-12-30 Late\n",
    ])
    for today in ["0000-01-01", "9999-12-31"] {
      for command in ["status", "streaks", "backlog"] {
        ends.stdout = ""
        #expect(ends.run([command, "--json", "--today", today]) == .success, "\(command) \(today): \(ends.stderr)")
        #expect(JSONCheck.isValid(ends.stdout))
      }
    }
  }

  @Test("2026-02-30 is an invalid date wherever a date goes; --today refuses it with exit 2")
  func nonexistentDate() {
    let checked = check(
      "Gym: Mon; since 2026-02-30\nDentist: on 2026-02-30\n", "2026-02-30 Gym\n2026-03-01 vacation until 2026-02-30\n")
    #expect(checked.status == .findings)
    let located = checked.headers.map { (header: String) -> String in
      let location = header.prefix(while: { $0 != " " })
      let code = header.split(separator: "[").last ?? ""
      return location + " " + code
    }
    #expect(located == [
      "habits.txt:1:17: invalid-date]", "habits.txt:2:13: invalid-date]", "log.txt:1:1: invalid-date]",
      "log.txt:2:27: invalid-date]",
    ])
    let env = FakeEnvironment(files: ["habits.txt": "Gym: Mon\n"])
    #expect(env.run(["status", "--today", "2026-02-30"]) == .failure)
    #expect(env.stderr.hasPrefix("Error: Invalid value '2026-02-30' for '--today <date>'"))
  }

  @Test("counts like x99999999999999999999 and negative counts are errors, in the log and on the command line")
  func hugeAndNegativeCounts() {
    let checked = check(
      "Pushups: daily\n", "2026-11-20 Pushups x99999999999999999999\n2026-11-20 Pushups x-1\n2026-11-20 Pushups ×-5\n2026-11-21 Pushups X+3\n")
    #expect(checked.status == .findings)
    #expect(checked.headers == [
      "log.txt:1:20: error: count 'x99999999999999999999' is too large: at most 1000000 per entry [invalid-count]",
      "log.txt:2:20: error: invalid count 'x-1': a count is a whole number 1 or more [invalid-count]",
      "log.txt:3:20: error: invalid count '×-5': a count is a whole number 1 or more [invalid-count]",
      "log.txt:4:20: error: invalid count 'X+3': a count is a whole number 1 or more [invalid-count]",
    ])
    let env = FakeEnvironment(files: ["habits.txt": "Pushups: daily\n"])
    env.runRefused(["log", "Pushups", "x99999999999999999999"], status: .failure)
    env.runRefused(["log", "Pushups", "x-1"], status: .failure)
    #expect(env.files["log.txt"] == nil)
    // The largest count, many times over, adds up without overflow.
    let many = String(repeating: "2026-11-21 Pushups x1000000\n", count: 2000)
    let loaded = load("Pushups: daily; 1000000 times\n", log: many)
    #expect(loaded.journal.logs[0].completions == [Completion(day: day("2026-11-21"), count: 2_000_000_000)])
  }

  @Test("names that differ only in case or Unicode normalisation are the same habit")
  func caseAndNormalisation() {
    let precomposed = "Caf\u{E9}"  // é as one scalar (NFC)
    let decomposed = "CAFE\u{301}"  // E + combining acute (NFD), upper case
    #expect(check("\(precomposed): daily\n", "2026-11-20 \(decomposed)\n2026-11-21 cafe\u{301}\n") == .clean)
    let duplicates = check("\(precomposed): daily\n\(decomposed): Mon\ngym: Mon\nGYM  : Wed\n")
    #expect(duplicates.headers == [
      "habits.txt:2:1: error: habit 'CAFÉ' is already defined [duplicate-habit]",
      "habits.txt:4:1: error: habit 'GYM' is already defined [duplicate-habit]",
    ])
    // Both spellings count for the one habit, and writing uses the habits file's spelling.
    let env = FakeEnvironment(files: ["habits.txt": "\(precomposed): daily\n", "log.txt": "2026-11-21 \(decomposed)\n"])
    #expect(env.run(["log", "cafe\u{301}", "--quiet"]) == .success)
    #expect(env.text("log.txt").hasSuffix("2026-11-22 \(precomposed)\n"))
    #expect(env.run(["streaks", "--json"]) == .success)
    #expect(env.stdout.contains("\"current\":{\"start\":\"2026-11-21\",\"end\":\"2026-11-22\",\"days\":2}"))
  }

  @Test("names made only of emoji work in both files and every report")
  func emojiNames() {
    let habits = "🏃‍♀️: daily\n💪🏽: Mon, Wed, Fri\n🇫🇷: weekends\n🧘: 3 days a week\n"
    let log = "2026-11-20 🏃‍♀️, 💪🏽 x2\n2026-11-21 🇫🇷\n2026-11-21 🧘 x3\n"
    #expect(check(habits, log) == .clean)
    let env = FakeEnvironment(files: ["habits.txt": habits, "log.txt": log])
    for command in ["status", "streaks", "backlog", "history 🧘"] {
      #expect(env.run(command) == .success, "\(command)")
    }
    env.stdout = ""
    #expect(env.run("status --json") == .success)
    #expect(JSONCheck.isValid(env.stdout))
    #expect(env.stdout.contains("\"habit\":\"💪🏽\",\"status\":\"not_due\""))
    // A typo in an emoji name is located and the suggestion is the right emoji.
    let typo = check(habits, "2026-11-21 🏃‍♂️\n")
    #expect(typo.headers == ["log.txt:1:12: error: unknown habit '🏃‍♂️' [unknown-habit]"])
  }

  @Test("right-to-left names match, and columns count bytes from the line's start")
  func rightToLeft() {
    let habits = "ריצה: daily\nقراءة: Mon, Wed\n"
    #expect(check(habits, "2026-11-16 قراءة\n2026-11-21 ריצה\n") == .clean)
    let env = environment(Array(habits.utf8), Array("2026-11-21 ריצח\n".utf8))
    #expect(env.run("check") == .findings)
    #expect(env.stdout.hasPrefix("log.txt:1:12: error: unknown habit 'ריצח' [unknown-habit]\n 1 | 2026-11-21 ריצח\n   |            ^~~~\n"))
    #expect(env.stdout.contains("did you mean 'ריצה'?"))
  }

  @Test("a log with merge-conflict markers: each marker named and located, nothing written until resolved")
  func mergeConflict() {
    let habits = "Gym: Mon, Wed, Fri\nRead: daily\n"
    let log = "2026-11-16 Gym\n<<<<<<< HEAD\n2026-11-18 Gym\n||||||| base\n=======\n2026-11-18 Read\n>>>>>>> laptop\n"
    let env = FakeEnvironment(files: ["habits.txt": habits, "log.txt": log])
    #expect(env.run(["check", "--format", "compact"]) == .findings)
    #expect(env.stdout == """
      log.txt:2:1: error: unresolved merge conflict marker [merge-conflict]
      log.txt:4:1: error: unresolved merge conflict marker [merge-conflict]
      log.txt:5:1: error: unresolved merge conflict marker [merge-conflict]
      log.txt:7:1: error: unresolved merge conflict marker [merge-conflict]
      4 errors, 0 warnings

      """)
    // The full format names each marker's part in the conflict and says how to avoid them.
    env.stdout = ""
    #expect(env.run(["check"]) == .findings)
    for note in [
      "= note: this starts the conflict: the lines up to '=======' are one side",
      "= note: resolve the conflict and delete the marker lines; for the log, 'merge=union' in .gitattributes avoids such conflicts",
      "= note: this starts the common ancestor's lines of the conflict",
      "= note: this separates the two sides of the conflict",
      "= note: this ends the conflict",
    ] {
      #expect(env.stdout.contains(note), "\(note)")
    }
    env.runRefused(["log", "Read"], status: .findings)
    // A report reads both sides, says so on stderr, and refuses with --strict.
    env.stderr = ""
    #expect(env.run(["status"]) == .success)
    #expect(env.stderr.hasPrefix("habits: 4 errors in the files (log.txt:2 merge-conflict, "), "\(env.stderr)")
    env.runRefused(["status", "--strict"], status: .findings)
    // In the habits file too, where both sides of the conflict are read.
    #expect(check("Gym: Mon\n<<<<<<< HEAD\nRead: daily\n=======\nRead: Mon\n>>>>>>> other\n").headers == [
      "habits.txt:2:1: error: unresolved merge conflict marker [merge-conflict]",
      "habits.txt:4:1: error: unresolved merge conflict marker [merge-conflict]",
      "habits.txt:5:1: error: habit 'Read' is already defined [duplicate-habit]",
      "habits.txt:6:1: error: unresolved merge conflict marker [merge-conflict]",
    ])
  }
}
