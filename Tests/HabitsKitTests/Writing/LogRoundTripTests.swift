import Testing
@testable import HabitsKit

/// `habits log WORDS` and the log line `DATE WORDS` mean the same: the writer splits its
/// arguments as the log parser reads the line (grammar.md, Amounts), so whatever the log
/// accepts typed by hand, the writer accepts and writes as the same entries, and whatever it
/// writes reads back as what it was asked.
@Suite struct LogRoundTripTests {
  /// Habits files whose names end like amounts, counts and numbers, beside shorter names.
  static let habitsFiles = [
    "Run: daily; 5 km\nRun 5: daily\n",
    "Run: daily; 5 km\nRun 5 km: daily\n",
    "Run: daily; 5 km\nRun 5 km daily: daily\n",
    "Drink 8 glasses: daily\nDrink: daily; 8 glasses\n",
    "Drink 8 glasses: daily\nDrink: daily\n",
    "Drink 8 glasses: daily\n",
    "Gym: daily\nGym 2: daily\n",
    "Mood: tracked\nMood 7: daily\n",
    "Weight: tracked; kg\nWeight 80: daily\n",
    "Water: daily; 2 l\nWater 1: daily\nRun: daily; 5 km\n",
  ]

  /// Lines typed after `habits log` and after a date in the log.
  static let lines = [
    "Run 5 km", "Run 5", "Run 5 x2", "Run 5 km daily", "Run 5km", "Run 5 mi", "Run 2.5 km, Run 5",
    "Drink 8 glasses", "Drink 8 glasses x2", "Drink 3 glasses", "Drink", "Gym 2", "Gym", "Gym 2 x3", "Gym x2, Gym 2",
    "Mood 7", "Mood 8", "Mood 7 x2", "Weight 80", "Weight 80 kg", "Weight 80.5 kg", "Water 1", "Water 1 l",
    "Water 1 x2", "Water 1 l, Run 5 km", "Run 5 km, Water 1",
  ]

  /// The completions a log of `lines` gives each habit, and whether it loads without errors.
  static func completions(habits: String, log: String) -> (clean: Bool, logs: [Completions]) {
    let loaded = Loader.load(
      habitsFile: SourceFile(path: "habits.txt", text: habits), logFile: SourceFile(path: "log.txt", text: log),
      today: day("2026-11-22"))
    return (!loaded.diagnostics.hasErrors, loaded.journal.logs.map(\.completions))
  }

  @Test("every line the log reads cleanly is written by habits log as the same entries", arguments: habitsFiles)
  func sameEntries(habits: String) {
    for line in LogRoundTripTests.lines {
      let typed = LogRoundTripTests.completions(habits: habits, log: "2026-11-22 \(line)\n")
      let env = WritingScenario.environment(habits: habits, log: "")
      let status = env.run(["log"] + line.split(separator: " ").map(String.init) + ["--today", "2026-11-22"])
      guard status == .success else {
        #expect(!typed.clean, "'habits log \(line)' refused a line the log reads: \(env.stderr)\n\(habits)")
        continue
      }
      let written = String(decoding: env.files["log.txt"] ?? [], as: UTF8.self)
      let read = LogRoundTripTests.completions(habits: habits, log: written)
      #expect(read.clean, "'habits log \(line)' wrote '\(written)', which has errors\n\(habits)")
      if typed.clean {
        #expect(read.logs == typed.logs, "'habits log \(line)' wrote '\(written)'\n\(habits)")
      }
    }
  }

  @Test("habits log Run 5 km is 5 km of Run beside a habit 'Run 5', as the log reads it")
  func amountBesideLongerName() {
    let env = WritingScenario.environment(habits: "Run: daily; 5 km\nRun 5: daily\n", log: "")
    #expect(env.runAppended(["log", "Run", "5", "km", "--today", "2026-11-22"]) == "2026-11-22 Run 5 km\n")
    #expect(env.runAppended(["log", "Run 5 km", "--today", "2026-11-22"]) == "2026-11-22 Run 5 km\n")
    #expect(env.runAppended(["log", "Run", "5", "--today", "2026-11-22"]) == "2026-11-22 Run 5\n")
  }
}
