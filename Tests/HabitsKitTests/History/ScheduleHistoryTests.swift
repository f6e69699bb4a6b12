import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// `habits changes` on values: versions of the habits file in, the recovered file and the
/// findings out (`ScheduleHistory`), without git.
@Suite struct ScheduleHistoryTests {
  /// A version of the file committed on `date` (the commit named after the date).
  static func version(_ text: String?, _ date: String) -> FileVersion {
    FileVersion(
      CommitStamp(commit: "c0ffee" + date.replacing("-", with: "") + "0000000000000000000000000", day: day(date), time: "12:00 +0000"),
      bytes: text.map { Array($0.utf8) })
  }

  /// Recovers from `versions`; the current file is the last version's unless given.
  static func recover(
    _ versions: [FileVersion], current: String? = nil, log: String = "", today: String = "2026-06-01"
  ) -> ScheduleRecovery {
    let text = current ?? String(decoding: versions.last!.bytes!, as: UTF8.self)
    let loaded = load(text, log: log, today: today)
    #expect(!loaded.diagnostics.hasErrors, "\(shortDiagnostics(loaded))")
    return ScheduleHistory.recover(
      versions: versions, current: SourceFile(path: "habits.txt", text: text), journal: loaded.journal, today: day(today))
  }

  static func text(_ recovery: ScheduleRecovery) -> String { String(decoding: recovery.file, as: UTF8.self) }

  @Test("three edits in place over a year become three 'from' lines after the restored first line")
  func threeEdits() {
    let others = "# morning\n\nRead: every day; since 2025-01-01\n"
    let recovery = Self.recover([
      Self.version("Gym: Mon, Wed, Fri; since 2025-01-06; until 2026-12-31  # the gym\n" + others, "2025-01-06"),
      Self.version("Gym: Tue, Thu; since 2025-01-06; until 2026-12-31  # the gym\n" + others, "2025-03-03"),
      Self.version("Gym: 3 days a week; since 2025-01-06; until 2026-12-31  # the gym\n" + others, "2025-07-07"),
      Self.version("Gym: 2 days a week; 2 times; since 2025-01-06; until 2026-12-31  # the gym\n" + others, "2025-12-01"),
    ])
    #expect(
      Self.text(recovery) == """
        Gym: Mon, Wed, Fri; since 2025-01-06; until 2026-12-31  # the gym
        Gym: Tue, Thu; from 2025-03-03
        Gym: 3 days a week; from 2025-07-07
        Gym: 2 days a week; 2 times; from 2025-12-01

        """ + others)
    #expect(recovery.changesFile)
    #expect(recovery.edits.map(\.outcome) == [
      .fromLine("Gym: Tue, Thu; from 2025-03-03"), .fromLine("Gym: 3 days a week; from 2025-07-07"),
      .fromLine("Gym: 2 days a week; 2 times; from 2025-12-01"),
    ])
    #expect(recovery.edits.map(\.old) == [
      "Gym: Mon, Wed, Fri; since 2025-01-06; until 2026-12-31", "Gym: Tue, Thu; since 2025-01-06; until 2026-12-31",
      "Gym: 3 days a week; since 2025-01-06; until 2026-12-31",
    ])
    #expect(recovery.commits == 4 && recovery.first?.day == day("2025-01-06") && recovery.last?.day == day("2025-12-01"))
    let restored = recovery.notes.compactMap { if case .lineRestored(let line, let text) = $0.kind { (line, text) } else { nil } }
    #expect(restored.count == 1 && restored[0].0 == 1)
    #expect(load(Self.text(recovery)).diagnostics.isEmpty, "\(shortDiagnostics(load(Self.text(recovery))))")
  }

  @Test("an options-only edit is an edit; a change line edited in place gets its 'from' line after it")
  func optionsAndChangeLines() {
    let recovery = Self.recover([
      Self.version("Pushups: every day; 3 times; since 2025-01-01\nPushups: weekdays; 3 times; from 2025-02-01\n", "2025-01-01"),
      Self.version("Pushups: every day; 3 times; since 2025-01-01\nPushups: weekdays; 2 times; from 2025-02-01\n", "2025-04-01"),
    ])
    #expect(
      Self.text(recovery)
        == "Pushups: every day; 3 times; since 2025-01-01\nPushups: weekdays; 3 times; from 2025-02-01\nPushups: weekdays; 2 times; from 2025-04-01\n"
    )
    #expect(recovery.edits.count == 1 && recovery.edits[0].line == .change(day("2025-02-01")))
  }

  @Test("a since-only edit is reported, not rewritten; comment and spacing edits are not edits")
  func boundsCommentsSpacing() {
    let recovery = Self.recover([
      Self.version("Floss: every day; since 2025-01-06\nWalk: Mon, Thu\n", "2025-01-06"),
      Self.version("Floss: every day; since 2025-01-13\nWalk: Mon, Thu   # outside\n", "2025-02-03"),
      Self.version("Floss:  every day ;since 2025-01-13\nWalk:Mon,Thu   # outside, rain or shine\n", "2025-03-03"),
    ])
    #expect(!recovery.changesFile)
    #expect(recovery.edits.isEmpty)
    #expect(recovery.notes.map(\.kind) == [.bounds(old: ["since 2025-01-06"], new: ["since 2025-01-13"])])
    #expect(recovery.notes[0].key == "floss")
  }

  @Test("a habit removed and added again has two lives: the first life's edits stay in the past")
  func twoLives() {
    let recovery = Self.recover([
      Self.version("Read: every day\nGym: Mon\n", "2025-01-06"),
      Self.version("Read: Mon, Tue\nGym: Mon\n", "2025-02-03"),
      Self.version("Gym: Mon\n", "2025-03-03"),
      Self.version("Gym: Mon\nRead: weekends\n", "2025-05-05"),
      Self.version("Gym: Mon\nRead: Sat\n", "2025-06-02"),
    ])
    #expect(Self.text(recovery) == "Gym: Mon\nRead: weekends\nRead: Sat; from 2025-06-02\n")
    #expect(recovery.edits.map(\.outcome) == [.earlierLife, .fromLine("Read: Sat; from 2025-06-02")])
    #expect(recovery.notes.map(\.kind).contains(.removed))
    #expect(recovery.notes.map(\.kind).contains(.addedAgain(removed: Self.version(nil, "2025-03-03").stamp)))
  }

  @Test("a name changed with its schedule is reported as a possible rename, not guessed")
  func rename() {
    let recovery = Self.recover([
      Self.version("Walk: Mon, Thu\nGym: Mon\n", "2025-01-06"),
      Self.version("Stroll: every day\nGym: Mon\n", "2025-02-03"),
    ])
    #expect(!recovery.changesFile && recovery.edits.isEmpty)
    #expect(recovery.notes.map(\.kind).contains(.possibleRename(old: "Walk", new: "Stroll", sameSchedule: false)))
  }

  @Test("a version check rejects is skipped with a note; the versions around it are compared")
  func skipped() {
    let recovery = Self.recover([
      Self.version("Gym: Mon\n", "2025-01-06"),
      Self.version("Gym: Mon\nRead every day\n", "2025-02-03"),
      Self.version("Gym: Tue\n", "2025-03-03"),
    ])
    #expect(Self.text(recovery) == "Gym: Mon\nGym: Tue; from 2025-03-03\n")
    guard case .skipped(let errors, let first) = recovery.notes.first?.kind else {
      Issue.record("no skip note: \(recovery.notes)")
      return
    }
    #expect(errors >= 1 && first.hasPrefix("line 2: "))
  }

  @Test("edits the same day: the day's last version counts; a revert adds nothing")
  func sameDayAndRevert() {
    let sameDay = Self.recover([
      Self.version("Gym: Mon\n", "2025-01-06"),
      Self.version("Gym: Tue\n", "2025-02-03"),
      Self.version("Gym: Wed\n", "2025-02-03"),
    ])
    #expect(Self.text(sameDay) == "Gym: Mon\nGym: Wed; from 2025-02-03\n")
    #expect(sameDay.edits.map(\.outcome) == [.sameDay, .fromLine("Gym: Wed; from 2025-02-03")])
    let reverted = Self.recover([
      Self.version("Gym: Mon\n", "2025-01-06"),
      Self.version("Gym: Tue\n", "2025-02-03"),
      Self.version("Gym: Mon\n", "2025-02-03"),
    ])
    #expect(!reverted.changesFile)
    #expect(reverted.edits.map(\.outcome) == [.sameDay, .noChange])
  }

  @Test("an edit before the habit's since is its first line; one after its line gave way is a correction of it")
  func outsideTheLine() {
    let before = Self.recover([
      Self.version("Gym: Mon; since 2025-03-01\n", "2025-01-06"),
      Self.version("Gym: Tue; since 2025-03-01\n", "2025-02-03"),
      Self.version("Gym: Wed; since 2025-03-01\n", "2025-04-07"),
    ])
    #expect(Self.text(before) == "Gym: Tue; since 2025-03-01\nGym: Wed; from 2025-04-07\n")
    #expect(before.edits.map(\.outcome) == [.atLineStart, .fromLine("Gym: Wed; from 2025-04-07")])
    let after = Self.recover([
      Self.version("Gym: Mon; since 2025-01-06\nGym: Tue; from 2025-03-03\n", "2025-01-06"),
      Self.version("Gym: Wed; since 2025-01-06\nGym: Tue; from 2025-03-03\n", "2025-05-05"),
    ])
    #expect(!after.changesFile)
    #expect(after.edits.map(\.outcome) == [.correction(day("2025-03-03"))])
    // A correction replaces the version it replaced: here the one from March 3.
    let corrected = Self.recover([
      Self.version("Gym: Mon; since 2025-01-06; until 2025-12-31\n", "2025-01-06"),
      Self.version("Gym: Tue; since 2025-01-06; until 2025-12-31\n", "2025-03-03"),
      Self.version("Gym: Wed; since 2025-01-06; until 2025-12-31\n", "2026-02-02"),
      Self.version("Gym: Mon; since 2025-01-06; until 2025-12-31\n", "2026-03-02"),
    ])
    #expect(Self.text(corrected) == "Gym: Mon; since 2025-01-06; until 2025-12-31\n")
    #expect(corrected.edits.map(\.outcome) == [.undone, .correction(day("2026-01-01")), .correction(day("2026-01-01"))])
  }

  @Test("a change line added later with an earlier date judges the days an earlier edit took")
  func overtaken() {
    let recovery = Self.recover([
      Self.version("Gym: Mon; since 2025-01-06\n", "2025-01-06"),
      Self.version("Gym: Tue; since 2025-01-06\n", "2025-03-03"),
      Self.version("Gym: Tue; since 2025-01-06\nGym: Wed; from 2025-02-03\n", "2025-05-05"),
    ])
    #expect(Self.text(recovery) == "Gym: Mon; since 2025-01-06\nGym: Wed; from 2025-02-03\n")
    #expect(recovery.edits.map(\.outcome) == [.overtaken(line: 2)])
  }

  @Test("what cannot be a change line: a new unit, a habit that ends after N occurrences")
  func notRewritten() {
    let unit = Self.recover([
      Self.version("Run: every day; 5 km\n", "2025-01-06"),
      Self.version("Run: every day; 3 mi\n", "2025-02-03"),
    ])
    #expect(!unit.changesFile)
    guard case .notRewritten(let reason) = unit.edits.first?.outcome else {
      Issue.record("\(unit.edits)")
      return
    }
    #expect(reason.contains("unit"))
    let occurrences = Self.recover([
      Self.version("Course: Mon; since 2025-01-06; ends after 20 occurrences\n", "2025-01-06"),
      Self.version("Course: Tue; since 2025-01-06; ends after 20 occurrences\n", "2025-02-03"),
    ])
    #expect(!occurrences.changesFile)
    guard case .notRewritten(let why) = occurrences.edits.first?.outcome else {
      Issue.record("\(occurrences.edits)")
      return
    }
    #expect(why.contains("20 occurrences"))
  }

  @Test("the recovered file keeps line endings, a byte order mark and a missing last newline")
  func bytes() {
    let crlf = Self.recover([
      Self.version("\u{FEFF}# mine\r\nGym: Mon\r\n\r\nRead: daily\r\n", "2025-01-06"),
      Self.version("\u{FEFF}# mine\r\nGym: Tue\r\n\r\nRead: daily\r\n", "2025-02-03"),
    ])
    #expect(Self.text(crlf) == "\u{FEFF}# mine\r\nGym: Mon\r\nGym: Tue; from 2025-02-03\r\n\r\nRead: daily\r\n")
    let unterminated = Self.recover([
      Self.version("Read: daily\nGym: Mon", "2025-01-06"),
      Self.version("Read: daily\nGym: Tue", "2025-02-03"),
    ])
    #expect(Self.text(unterminated) == "Read: daily\nGym: Mon\nGym: Tue; from 2025-02-03")
  }

  @Test("the working tree is the last version, dated today; no edit leaves the file as it is")
  func workingTreeAndNothing() {
    let history = [Self.version("Gym: Mon\n", "2025-01-06")]
    let edited = Self.recover(history, current: "Gym: Tue  # new days\n", today: "2025-03-05")
    #expect(Self.text(edited) == "Gym: Mon  # new days\nGym: Tue; from 2025-03-05\n")
    #expect(edited.edits.first?.stamp.commit == nil)
    let same = Self.recover(history + [Self.version("Gym: Mon\nRead: daily\n", "2025-02-03")])
    #expect(!same.changesFile && same.edits.isEmpty && Self.text(same) == "Gym: Mon\nRead: daily\n")
    #expect(ChangesRenderer(path: "habits.txt", diff: false).summary(same).contains("no in-place edit of a schedule"))
  }

  @Test("committing the recovered file leaves nothing more to recover")
  func idempotent() {
    var versions = [
      Self.version("Gym: Mon, Wed, Fri; since 2025-01-06\n", "2025-01-06"),
      Self.version("Gym: Tue, Thu; since 2025-01-06\n", "2025-03-03"),
      Self.version("Gym: every day; since 2025-01-06\n", "2025-06-02"),
    ]
    let first = Self.recover(versions)
    versions.append(Self.version(Self.text(first), "2025-09-01"))
    let again = Self.recover(versions)
    #expect(!again.changesFile, "\(Self.text(again))")
    #expect(again.edits.map(\.outcome).prefix(2) == [.alreadyKept(line: 2), .alreadyKept(line: 3)])
  }

  @Test("each edit counts the past days it re-judged, on the log up to its day")
  func rejudgedDays() throws {
    var log = ""
    var d = day("2025-01-06")
    while d < day("2025-02-03") {
      if [.monday, .wednesday, .friday].contains(d.weekday) { log += "\(d) Gym\n" }
      d = d + 1
    }
    let recovery = Self.recover(
      [Self.version("Gym: Mon, Wed, Fri; since 2025-01-06\n", "2025-01-06"), Self.version("Gym: Tue, Thu; since 2025-01-06\n", "2025-02-03")],
      log: log)
    let rewrite = try #require(recovery.edits.first?.rewrite)
    #expect(rewrite.changedDays > 0 && rewrite.streakBefore == 28)
    // The same figures as the warning `check --staged` gives on the edit's day.
    let old = load("Gym: Mon, Wed, Fri; since 2025-01-06\n", log: log, today: "2025-02-03")
    let new = load("Gym: Tue, Thu; since 2025-01-06\n", log: log, today: "2025-02-03")
    let warning = PastRewriteCheck.diagnostics(
      old: old.journal, new: new.journal, newFile: SourceFile(path: "habits.txt", text: "Gym: Tue, Thu; since 2025-01-06\n"),
      today: day("2025-02-03"))
    #expect(warning.count == 1)
    // The warning leaves out a streak the edit did not change.
    let streak = rewrite.streakBefore == rewrite.streakAfter ? "" : " (streak \(rewrite.streakBefore) -> \(rewrite.streakAfter) days)"
    #expect(
      warning.first?.message.contains("changes \(rewrite.changedDays) past days of 'Gym'\(streak);") == true,
      "\(warning.first?.message ?? "")")
  }
}
