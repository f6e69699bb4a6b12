import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// A limit's summary (scheduling-semantics.md §18, limits): it needs attention while its
/// current period is over the limit and is on track otherwise; vacations and skips never
/// pause it; it is never *not logged*.
@Suite struct LimitAttentionTests {
  typealias Case = FilesCase<Attention>

  static let cases: [Case] = [
    // A slip yesterday is yesterday's: today is a new day under `never`.
    Case(habits: "Smoke: never; since 2026-11-01\n", log: "2026-11-21 Smoke\n", today: "2026-11-22", expected: .onTrack),
    Case(habits: "Smoke: never; since 2026-11-01\n", log: "2026-11-22 Smoke\n", today: "2026-11-22", expected: .needsAttention),
    // Over late last week (Sun Nov 15); Mon Nov 16 starts a new week.
    Case(habits: "Sweets: at most 2 a week; since 2026-11-02\n", log: "2026-11-13 Sweets x2\n2026-11-15 Sweets\n", today: "2026-11-16", expected: .onTrack),
    Case(habits: "Sweets: at most 2 a week; since 2026-11-02\n", log: "2026-11-16 Sweets x2\n2026-11-17 Sweets\n", today: "2026-11-22", expected: .needsAttention),
    Case(habits: "Takeout: at most once a month; since 2026-10-01\n", log: "2026-10-05 Takeout\n2026-10-30 Takeout\n", today: "2026-11-01", expected: .onTrack),
    // Over while on vacation: a vacation does not pause a limit.
    Case(habits: "Smoke: never; since 2026-11-01\n", log: "2026-11-20 vacation until 2026-11-25\n2026-11-22 Smoke\n", today: "2026-11-22", expected: .needsAttention),
    Case(habits: "Smoke: never; since 2026-11-01\n", log: "2026-11-22 skip Smoke\n2026-11-22 Smoke\n", today: "2026-11-22", expected: .needsAttention),
    Case(habits: "Smoke: never; since 2026-11-01\n", log: "2026-11-20 vacation until 2026-11-25\n", today: "2026-11-22", expected: .onTrack),
    // Never not logged: before its start, or with nothing logged at all.
    Case(habits: "Smoke: never; since 2026-12-01\n", log: "", today: "2026-11-22", expected: .onTrack),
    Case(habits: "Smoke: never\n", log: "", today: "2026-11-22", expected: .onTrack),
    // A change to a limit follows the line in force today.
    Case(habits: "Tea: every day; since 2026-11-01\nTea: at most 1 a day; from 2026-11-20\n", log: "2026-11-22 Tea x2\n", today: "2026-11-22", expected: .needsAttention),
  ]

  @Test("attention of a limit", arguments: cases)
  func attention(_ c: Case) throws {
    let result = load(c.habits, log: c.log, today: c.today)
    let habit = try #require(result.journal.habits.first, "\(shortDiagnostics(result))")
    let a = HabitAnalysis(habit: habit, log: result.journal.logs[0], today: day(c.today))
    #expect(a.attentionFinding().attention == c.expected)
  }

  @Test("the warning names the day over the limit in the current period")
  func warning() {
    let env = FakeEnvironment(today: "2026-11-22", files: ["habits.txt": "Sweets: at most 2 a week; since 2026-11-02\n", "log.txt": "2026-11-16 Sweets x2\n2026-11-17 Sweets\n"])
    env.run("status")
    #expect(env.stdout.contains("Sweets: needs attention: over limit Nov 17"), "\(env.stdout)")
  }

  @Test("habits vacation says a limit is not paused, with what it allows on the day")
  func vacationListing() {
    let env = FakeEnvironment(today: "2026-11-22", files: ["habits.txt": "Smoke: never; since 2026-11-01\nGym: Mon, Wed\n", "log.txt": ""])
    #expect(env.run(["vacation", "--from", "2026-11-25", "--until", "2026-11-27"]) == .success, "\(env.stderr)")
    #expect(env.stdout.contains("Smoke: not paused (a limit) · clean that day\n"), "\(env.stdout)")
    #expect(!env.stdout.contains("nothing due ahead"), "\(env.stdout)")
    env.stdout = ""
    env.run(["status", "--date", "2026-11-25"])
    #expect(env.stdout.contains("Smoke  not due      clean that day"), "\(env.stdout)")
  }

  @Test("habits(5) says, as grammar.md does, that an amount is over completed only with a whole goal more")
  func amountsOverInManPage() throws {
    let page = try #require(Golden.read(Golden.root + "/man/habits.5"))
    let text = page.replacing("\\-", with: "-")
    #expect(!text.contains("less partially completed, more over completed"), "habits.5 still says any extra amount is over")
    #expect(text.contains("whole goal"), "habits.5 does not say a whole goal more is over completed")
  }
}
