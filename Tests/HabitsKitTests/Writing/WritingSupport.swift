import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// The habits and log the writing tests share. Today is Sunday 2026-11-22; Gym has a streak
/// since 2026-11-02, Course ended on 2026-11-18, and Swim is on an open-ended vacation since
/// 2026-11-15.
enum WritingScenario {
  static let habits = """
    Gym: Mon, Wed, Fri; since 2026-11-02
    Pushups: every day; 3 times; since 2026-11-01
    Read: every day
    Course: Mon, Wed; since 2026-11-02; until 2026-11-18
    Deep clean: 3 days a month; since 2026-11-01
    Swim: every day; since 2026-11-01
    Stretch: Mon, Thu; since 2026-11-01

    """

  static let log = """
    # what I did
    2026-11-02 Gym, Course, Pushups x3
    2026-11-04 Gym, Course
    2026-11-06 Gym
    2026-11-09 Gym
    2026-11-11 Gym
    2026-11-13 Gym
    2026-11-16 Gym
    2026-11-18 Gym
    2026-11-15 vacation Swim

    """

  /// A fake environment holding the scenario (or other texts) as habits.txt and log.txt.
  static func environment(habits: String = habits, log: String? = log) -> FakeEnvironment {
    var files = ["habits.txt": habits]
    if let log { files["log.txt"] = log }
    return FakeEnvironment(today: "2026-11-22", files: files)
  }
}

extension FakeEnvironment {
  /// Runs `arguments` and checks that the log was not touched: same bytes, or still missing.
  @discardableResult
  func runRefused(
    _ arguments: [String], status: HabitsKit.ExitStatus = .failure, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> String {
    let before = files["log.txt"]
    stdout = ""
    stderr = ""
    let result = run(arguments)
    #expect(result == status, "exit status of \(arguments)", sourceLocation: sourceLocation)
    #expect(files["log.txt"] == before, "the log changed", sourceLocation: sourceLocation)
    #expect(stdout == "", sourceLocation: sourceLocation)
    return stderr
  }

  /// Runs `arguments`, expects success, and returns the bytes appended to the log as text.
  @discardableResult
  func runAppended(_ arguments: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
    let before = files["log.txt"] ?? []
    stdout = ""
    stderr = ""
    let result = run(arguments)
    #expect(result == .success, "exit status of \(arguments): \(stderr)", sourceLocation: sourceLocation)
    let after = files["log.txt"] ?? []
    #expect(after.starts(with: before), "old bytes changed", sourceLocation: sourceLocation)
    return String(decoding: after.dropFirst(before.count), as: UTF8.self)
  }
}

extension FakeEnvironment {
  /// `runRefused` with a command line split on spaces.
  @discardableResult
  func runRefused(_ line: String, status: HabitsKit.ExitStatus = .failure, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
    runRefused(line.split(separator: " ").map(String.init), status: status, sourceLocation: sourceLocation)
  }

  /// `runAppended` with a command line split on spaces.
  @discardableResult
  func runAppended(_ line: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
    runAppended(line.split(separator: " ").map(String.init), sourceLocation: sourceLocation)
  }
}
