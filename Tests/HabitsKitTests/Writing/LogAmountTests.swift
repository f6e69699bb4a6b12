import Testing
@testable import HabitsKit

/// `habits log` with amounts (`habits log Run 5.2 km`): the line it appends, and the
/// refusals before anything is written.
@Suite struct LogAmountTests {
  static let habits = "Run: Mon, Wed, Fri; 5 km; since 2026-11-02\nWater: every day; 2 l\nGym: Mon, Thu\nDrink 8 glasses: every day\n"

  @Test("an amount after a habit with a unit is written in the habit's unit", arguments: [
    (["log", "Run", "5.2", "km"], "2026-11-22 Run 5.2 km\n"),
    (["log", "run", "5.2km"], "2026-11-22 Run 5.2 km\n"),
    (["log", "Run", "5.20", "KM"], "2026-11-22 Run 5.2 km\n"),
    (["log", "Run 3 km, Water 0.25 l"], "2026-11-22 Run 3 km, Water 0.25 l\n"),
    (["log", "Water", "1.5l", "Gym"], "2026-11-22 Water 1.5 l, Gym\n"),
    (["log", "Drink", "8", "glasses"], "2026-11-22 Drink 8 glasses\n"),
  ])
  func written(arguments: [String], expected: String) {
    let env = WritingScenario.environment(habits: LogAmountTests.habits, log: "")
    #expect(env.runAppended(arguments + ["--today", "2026-11-22"]) == expected)
  }

  @Test("a unit mismatch, a missing amount and an amount for a habit without a unit are refused", arguments: [
    ("Run 5 mi", "habits: 'Run' is measured in km, not 'mi'\n"),
    ("Run 5 kms", "habits: 'Run' is measured in km, not 'kms'; did you mean 'km'?\n"),
    ("Run", "habits: 'Run' is measured in km: give the amount done, as in 'Run 5 km'\n"),
    ("Run x2", "habits: 'Run' is measured in km: give the amount done, as in 'Run 5 km'\n"),
    ("Run 5", "habits: the amount '5' needs its unit: 'Run 5 km'\n"),
    ("Gym 5 km", "habits: 'Gym' has no unit, so it takes no amount such as '5 km'\n"),
    ("Run 1.2345 km", "habits: invalid amount '1.2345': at most 3 decimals\n"),
    ("Run 0 km", "habits: an amount of 0 logs nothing\n"),
    // A negative amount reaches the amount's own check, not the option parser.
    ("Run -5 km", "habits: invalid amount '-5': an amount is a positive number\n"),
    ("Run 99999999999999999999 km", "habits: amount '99999999999999999999' is too large: at most 1000000\n"),
    // A count after an amount would otherwise be taken for the amount (0.002 km).
    ("Run 5 km x2", "habits: an amount takes no count: for 'Run 5 km x2' that many times, log the total, 'Run 10 km'\n"),
    ("Run 5km X3", "habits: an amount takes no count: for 'Run 5 km x3' that many times, log the total, 'Run 15 km'\n"),
    ("Water 2 l ×1000", "habits: an amount takes no count: for 'Water 2 l x1000' that many times, log the total, 'Water 2000 l'\n"),
    ("Run 5 km Run 3 km", "habits: 'Run' is named twice; log the total amount once, as in 'Run 10 km'\n"),
    // A number after a habit counted in completions is a count missing its x.
    ("Gym 3", "habits: 'Gym 3': a count is written with an x, as in 'Gym x3'\n"),
    // A blank between the x and its number: the log would read the words as a name.
    ("Gym x 2", "habits: 'Gym x 2': a count is written without a blank after its x, as in 'Gym x2'\n"),
    ("gym X 12", "habits: 'Gym x 12': a count is written without a blank after its x, as in 'Gym x12'\n"),
  ])
  func refused(line: String, message: String) {
    let env = WritingScenario.environment(habits: LogAmountTests.habits, log: "")
    let status = env.run(["log"] + line.split(separator: " ").map(String.init))
    #expect(status == .failure)
    #expect(env.stderr == message)
    #expect(env.files["log.txt"] == Array("".utf8))
  }

  @Test("an amount far beyond the goal is refused as a typo, in the unit", arguments: [
    (["log", "Water", "1000", "l"], true), (["log", "Water", "1000.5", "l"], false), (["log", "Run", "1000", "km"], true), (["log", "Run", "1001", "km"], false),
  ])
  func typo(arguments: [String], written: Bool) {
    let env = WritingScenario.environment(habits: LogAmountTests.habits, log: "")
    let status = env.run(arguments + ["--today", "2026-11-22"])
    #expect((status == .success) == written, "\(env.stderr)")
    if !written {
      #expect(env.stderr.contains("looks like a typo: more than 1000 l in a day") || env.stderr.contains("more than 1000 km in a day"), "\(env.stderr)")
    }
  }

  @Test("a decimal comma is refused with the amount as it should be written, not read as two entries")
  func decimalComma() {
    let env = WritingScenario.environment(habits: LogAmountTests.habits, log: "")
    #expect(env.run(["log", "Water", "1,5", "l"]) == .failure)
    #expect(env.stderr.contains("'1,5': an amount is written with a decimal point, as in '1.5'"), "\(env.stderr)")
    #expect(env.files["log.txt"] == Array("".utf8))
  }

  @Test("skip, vacation and resume name a habit with a unit alone", arguments: [
    (["skip", "Run"], "2026-11-22 skip Run\n"),
    (["skip", "Gym", "Run"], "2026-11-22 skip Gym, Run\n"),
    (["vacation", "Run", "--until", "2026-11-28"], "2026-11-22 vacation Run until 2026-11-28\n"),
  ])
  func pause(arguments: [String], expected: String) {
    let env = WritingScenario.environment(habits: LogAmountTests.habits, log: "")
    #expect(env.runAppended(arguments + ["--today", "2026-11-22"]) == expected, "\(env.stderr)")
  }

  @Test("resume ends the vacation of a habit with a unit")
  func resume() {
    let env = WritingScenario.environment(habits: LogAmountTests.habits, log: "2026-11-20 vacation Run\n")
    #expect(env.runAppended(["resume", "Run", "--today", "2026-11-22"]) == "2026-11-22 resume Run\n", "\(env.stderr)")
  }

  @Test("the board after logging an amount says it with the unit")
  func report() {
    let env = WritingScenario.environment(habits: LogAmountTests.habits, log: "")
    env.runAppended(["log", "Water", "0.5", "l", "--today", "2026-11-22"])
    #expect(env.stdout.contains("Water: partially completed · 0.5 of 2 l done"), "\(env.stdout)")
  }
}
