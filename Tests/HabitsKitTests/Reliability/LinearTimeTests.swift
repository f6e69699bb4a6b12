import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

#if canImport(Glibc)
  import Glibc
#endif

/// Pathological inputs take time in proportion to their size: doubling the input roughly
/// doubles the work, never quadruples it.
///
/// Work is measured as this thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`), not wall time, so
/// other processes and parallel tests do not count; the best of three runs is taken, and a
/// doubling may cost up to 3x (linear work costs about 2x, quadratic 4x). Where the output
/// is countable, the count must double exactly too.
@Suite struct LinearTimeTests {
  /// One pathological shape: the files for size `n`.
  struct Shape: CustomTestStringConvertible, Sendable {
    var name: String
    var base: Int
    var files: @Sendable (Int) -> (habits: String, log: String)
    var testDescription: String { name }
  }

  static let shapes: [Shape] = [
    Shape(name: "one schedule listing a weekday n times", base: 4000) { n in
      ("Gym: Mon" + String(repeating: ", Mon", count: n) + "\n", "")
    },
    Shape(name: "n habits with the same name", base: 2000) { n in
      (String(repeating: "Gym: Mon\n", count: n), "")
    },
    Shape(name: "n habits with different names, each logged", base: 2000) { n in
      ((0..<n).map { "Habit \($0): Mon\n" }.joined(), (0..<n).map { "2026-11-16 Habit \($0)\n" }.joined())
    },
    Shape(name: "n log lines naming unknown habits (each gets a suggestion)", base: 1500) { n in
      ("Meditate: daily\nGym: Mon\nRead: 3 days a week\n", (0..<n).map { "2026-11-20 Meditat\($0)\n" }.joined())
    },
    Shape(name: "n identical log lines (duplicate entries)", base: 2000) { n in
      ("Gym: Mon\n", String(repeating: "2026-11-16 Gym\n", count: n))
    },
    Shape(name: "one log line with n entries", base: 3000) { n in
      ("Gym: Mon\nRead: daily\n", "2026-11-16 Gym" + String(repeating: ", Read x2", count: n) + "\n")
    },
    Shape(name: "n conflict markers", base: 3000) { n in
      ("Gym: Mon\n", String(repeating: "<<<<<<< HEAD\n2026-11-16 Gym\n=======\n>>>>>>> b\n", count: n / 4))
    },
  ]

  /// This thread's CPU time in nanoseconds.
  private static func cpuTime() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return now.tv_sec * 1_000_000_000 + now.tv_nsec
  }

  /// The best of three CPU times of `work`, and what it returned.
  private static func measure(_ work: () -> Int) -> (nanoseconds: Int, result: Int) {
    var best = Int.max
    var result = 0
    for _ in 0..<3 {
      let start = cpuTime()
      result = work()
      best = min(best, cpuTime() - start)
    }
    return (best, result)
  }

  /// Loads and checks both files and renders the diagnostics; returns the number of findings
  /// (those listed, and those a summary stands for).
  private static func check(_ files: (habits: String, log: String)) -> Int {
    let result = Loader.load(
      habitsFile: SourceFile(path: "habits.txt", text: files.habits),
      logFile: SourceFile(path: "log.txt", text: files.log), today: day("2026-11-22"))
    _ = DiagnosticRenderer(sources: result.sources).render(result.diagnostics, format: .text)
    return result.diagnostics.errorCount + result.diagnostics.warningCount
  }

  @Test("checking doubles in cost when the input doubles", arguments: shapes)
  func checkIsLinear(shape: Shape) {
    let small = shape.files(shape.base)
    let large = shape.files(2 * shape.base)
    // Linear work doubles, quadratic work quadruples: a ratio under 3 tells them apart. A
    // machine busy with other work can stretch one measurement, so a ratio over 3 is measured
    // again, up to three times; quadratic work fails every time.
    var ratio = Double.infinity
    var report = ""
    for _ in 0..<3 where ratio >= 3 {
      let once = LinearTimeTests.measure { LinearTimeTests.check(small) }
      let twice = LinearTimeTests.measure { LinearTimeTests.check(large) }
      #expect(abs(twice.result - 2 * once.result) <= 1, "diagnostics \(once.result) then \(twice.result)")
      ratio = Double(twice.nanoseconds) / Double(max(1, once.nanoseconds))
      report = "\(shape.name): \(once.nanoseconds / 1000) µs, then \(twice.nanoseconds / 1000) µs (x\(ratio))"
    }
    #expect(ratio < 3, "\(report)")
  }

  @Test("the engine's cost doubles with the days it covers")
  func engineIsLinear() {
    func analyse(_ days: Int) -> Int {
      let today = day("2026-11-22")
      let start = today - days
      var habit = Habit(name: "Read", schedule: .perPeriod(count: 3, .week))
      habit.since = start
      let log = HabitLog(completions: stride(from: 0, to: days, by: 2).map { Completion(day: start + $0, count: 1) })
      let analysis = HabitAnalysis(habit: habit, log: log, today: today)
      _ = analysis.attentionFinding()
      _ = StatusReport(analyses: [analysis], date: today)
      return analysis.timeline.rules.count
    }
    // As for checking: a ratio over 3 is measured again, up to three times, since a busy
    // machine can stretch one measurement; quadratic work fails every time.
    var ratio = Double.infinity
    var report = ""
    for _ in 0..<3 where ratio >= 3 {
      let once = LinearTimeTests.measure { analyse(20_000) }
      let twice = LinearTimeTests.measure { analyse(40_000) }
      #expect(twice.result - 3_660 - 400 <= 2 * (once.result - 400))
      ratio = Double(twice.nanoseconds) / Double(max(1, once.nanoseconds))
      report = "\(once.nanoseconds / 1000) µs, then \(twice.nanoseconds / 1000) µs (x\(ratio))"
    }
    #expect(ratio < 3, "\(report)")
  }
}
