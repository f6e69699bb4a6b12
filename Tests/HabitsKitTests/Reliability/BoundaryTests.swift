import HabitsLanguageServer
import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// Boundaries that a one-character change of the code would move without any other test
/// noticing (found by a mutation study): each is pinned on both sides.
@Suite struct BoundaryTests {
  @Test("habits log takes a completion on the since day and on the until day, and refuses one a day outside", arguments: [
    ("2026-09-01", HabitsKit.ExitStatus.success), ("2026-12-15", .success), ("2026-08-31", .failure), ("2026-12-16", .failure),
  ])
  func logWithinLife(date: String, expected: HabitsKit.ExitStatus) {
    let env = FakeEnvironment(today: "2026-12-20", files: ["habits.txt": "Course: Mon, Wed; since 2026-09-01; until 2026-12-15\n", "log.txt": ""])
    #expect(env.run(["log", "Course", "--date", date]) == expected, "\(env.stderr)")
    #expect(env.text("log.txt") == (expected == .success ? "\(date) Course\n" : ""))
    if expected == .failure {
      #expect(env.stderr.contains(date < "2026-09-01" ? "before" : "after"), "\(env.stderr)")
    }
  }

  @Test("a skip on a vacation's first or last day is refused as already off; a day outside is not", arguments: [
    ("2026-11-20", ExitStatus.failure), ("2026-11-25", .failure), ("2026-11-19", .success), ("2026-11-26", .success),
  ])
  func skipInVacation(date: String, expected: HabitsKit.ExitStatus) {
    let env = FakeEnvironment(today: "2026-11-18", files: ["habits.txt": "Gym: daily\n", "log.txt": "2026-11-20 vacation Gym until 2026-11-25\n"])
    #expect(env.run(["skip", "Gym", "--date", date]) == expected, "\(env.stderr)")
    if expected == .failure { #expect(env.stderr.contains("nothing changes: 'Gym' is on vacation"), "\(env.stderr)") }
  }

  @Test("a future-date finding is at the date, columns 1 to 10, whichever way the log line is read")
  func futureDateColumns() {
    let log = """
      2026-11-20 Gym
      2026-11-25 Gym
      2026-11-26 Gym
      2026-11-26 Gym
      2026-11-27 Run 5 km
      2026-11-27 Run 5 km
      2026-11-28 Gym, Read
      2026-11-29 Read  # a note
      2026-11-30 Gym x2
      2026-11-30 Gym x2
      2026-12-01\tRead
      2026-12-02  Read ,Gym
      2026-12-03 vacation until 2026-12-05
      2026-12-04 skip Gym

      """
    let result = load("Gym: daily\nRead: daily\nRun: daily; 5 km\n", log: log, today: "2026-11-22")
    let future = result.diagnostics.filter { $0.code == .futureDate }
    #expect(future.map(\.range.start.line) == [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], "\(shortDiagnostics(result))")
    #expect(future.allSatisfy { $0.range == SourceRange(line: $0.range.start.line, columns: 1..<11) }, "\(future.map(\.range))")
  }

  @Test("implausible-date against since: five years (1830 days) before the first entry is plausible, a day more is not")
  func implausibleSince() {
    let first = day("2026-03-02")
    let plausible = load("Gym: daily; since \(first - 1830)\n", log: "\(first) Gym\n", today: "2026-11-22")
    #expect(!plausible.diagnostics.contains { $0.code == .implausibleDate }, "\(shortDiagnostics(plausible))")
    let since = first - 1831
    let implausible = load("Gym: daily; since \(since)\n", log: "\(first) Gym\n", today: "2026-11-22")
    #expect(shortDiagnostics(implausible) == [
      "habits.txt:1:13: warning: \(since) is implausibly far from the other dates: 5 years before the first entry of 'Gym' (2026-03-02) [implausible-date]",
    ])
  }

  @Test("a percent escape at the very end of a file: URI is decoded; a cut one is kept as written", arguments: [
    ("file:///w/my%20", "/w/my "), ("file:///w/a%C3%A9", "/w/aé"), ("file:///w/a%2", "/w/a%2"), ("file:///w/a%", "/w/a%"),
  ])
  func uriEscapeAtEnd(uri: String, path: String) {
    #expect(FileURI.path(uri) == path)
  }
}
