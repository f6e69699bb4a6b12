import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// The files in examples/: the realistic ones check clean; the broken ones give exactly the
/// diagnostics recorded beside them.
@Suite struct ExamplesTests {
  private func run(_ arguments: [String], folder: String) -> (FakeEnvironment, HabitsKit.ExitStatus) {
    let env = FakeEnvironment()
    for name in ["habits.txt", "log.txt"] {
      env.files["\(folder)/\(name)"] = Golden.bytes(Golden.root + "/" + folder + "/" + name)
    }
    let status = env.run(arguments + ["--dir", folder])
    return (env, status)
  }

  @Test("examples/ checks clean: no errors and no warnings")
  func examplesCheckClean() {
    let (env, status) = run(["check", "--today", "2026-11-22", "--strict"], folder: "examples")
    #expect(status == .success)
    #expect(env.stdout.isEmpty, "\(env.stdout)")
  }

  @Test("examples/ checks clean on later days too, but for a one-off whose dates have passed")
  func examplesCheckCleanLater() {
    for today in ["2026-12-31", "2027-06-01"] {
      let (env, status) = run(["check", "--today", today, "--strict"], folder: "examples")
      #expect(status == .success, "\(today): \(env.stdout)")
    }
    // Dentist's last date is 2027-06-01 and nothing is logged for it.
    let (env, status) = run(["check", "--today", "2030-01-01", "--format", "compact"], folder: "examples")
    #expect(status == .success)
    #expect(env.stdout == """
      examples/habits.txt:44:10: warning: 'Dentist' is never due again: its dates are past (the last was 2027-06-01) and nothing was logged [past-one-off]
      0 errors, 1 warning

      """)
  }

  @Test("examples/ uses every schedule kind and option")
  func examplesUseEverything() throws {
    let text = try #require(Golden.read(Golden.root + "/examples/habits.txt"))
    let result = load(text)
    let schedules = result.journal.habits.map(\.schedule)
    #expect(schedules.contains(.everyDay))
    #expect(schedules.contains { if case .weekly = $0 { true } else { false } })
    for period in [Schedule.CountPeriod.week, .month, .year] {
      #expect(schedules.contains { if case .perPeriod(_, period) = $0 { true } else { false } })
    }
    #expect(schedules.contains { if case .monthly = $0 { true } else { false } })
    #expect(schedules.contains { if case .cycle = $0 { true } else { false } })
    #expect(schedules.contains { if case .everyNWeeks = $0 { true } else { false } })
    #expect(schedules.contains { if case .yearly = $0 { true } else { false } })
    #expect(schedules.contains { if case .once = $0 { true } else { false } })
    #expect(schedules.contains { if case .everyNYears = $0 { true } else { false } })
    #expect(schedules.contains { if case .rolling = $0 { true } else { false } })
    #expect(schedules.contains { if case .rollingLimit = $0 { true } else { false } })
    #expect(schedules.contains(.tracked))
    #expect(result.journal.habits.contains { $0.schedule == .tracked && $0.unit == "" })
    #expect(result.journal.habits.contains { $0.schedule == .tracked && $0.unit == "kg" })
    let habits = result.journal.habits
    #expect(habits.contains { $0.goal > 1 })
    #expect(habits.contains { $0.until != nil })
    #expect(habits.contains { $0.occurrences != nil })
    #expect(habits.contains { !$0.backlog })
    #expect(habits.contains { !$0.ahead && $0.schedule != .everyDay })
    #expect(habits.contains { $0.carryOver })
    #expect(habits.contains { $0.periodsFromStart })
    #expect(habits.contains { $0.grace != nil })
    #expect(habits.contains { $0.weekStart == .sunday })
    let log = try #require(Golden.read(Golden.root + "/examples/log.txt"))
    for word in [" vacation until ", " vacation Gym, Swim until ", " skip ", " resume ", " x3", "# "] {
      #expect(log.contains(word), "the example log has no '\(word)'")
    }
  }

  @Test("examples/points checks clean, and uses points, a limit's cost, a change of points, rewards, redeems and priorities")
  func pointsExampleIsClean() throws {
    let (env, status) = run(["check", "--today", "2026-11-22", "--strict"], folder: "examples/points")
    #expect(status == .success, "\(env.stdout)\(env.stderr)")
    #expect(env.stdout.isEmpty, "\(env.stdout)")
    let habits = try #require(Golden.read(Golden.root + "/examples/points/habits.txt"))
    let log = try #require(Golden.read(Golden.root + "/examples/points/log.txt"))
    let result = load(habits, log: log)
    #expect(result.journal.habits.contains { ($0.points ?? 0) > 0 && $0.unit != nil })
    #expect(result.journal.habits.contains { ($0.points ?? 0) < 0 })
    #expect(result.journal.habits.contains { $0.changes.contains { $0.points != nil } })
    #expect(Set(result.journal.habits.compactMap(\.priority)) == Set(Priority.allCases))
    #expect(result.journal.rewards.count >= 2 && result.journal.redeems.count >= 2)
  }

  @Test("examples/broken gives exactly its recorded diagnostics")
  func brokenExample() {
    let (env, status) = run(["check", "--today", "2026-11-22"], folder: "examples/broken")
    #expect(status == .findings)
    Golden.assertMatches(env.stdout + "[exit \(status.rawValue)]\n", Golden.root + "/examples/broken/expected-check.txt")
  }

  @Test("every check's examples trigger it, and its passing examples do not")
  func checkExamples() {
    for check in HabitChecks.all {
      for line in check.triggering {
        #expect(load(line + "\n").diagnostics.contains { $0.code == check.code }, "\(check.code): '\(line)' should trigger")
      }
      for line in check.passing {
        #expect(!load(line + "\n").diagnostics.contains { $0.code == check.code }, "\(check.code): '\(line)' should pass")
      }
    }
  }
}
