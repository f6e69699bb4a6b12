import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// `habits vacation`, `skip` and `resume` in-process: the lines they append, what they print,
/// and what they refuse (leaving the log as it was).
@Suite struct PauseCommandTests {
  @Test("a vacation for some habits, planned ahead")
  func vacation() {
    let env = WritingScenario.environment()
    #expect(env.runAppended("vacation Gym swim --from 2026-11-23 --until 2026-11-27")
      == "2026-11-23 vacation Gym, Swim until 2026-11-27\n")
    #expect(env.stdout == """
      2026-11-23 vacation Gym, Swim until 2026-11-27
      Gym: on vacation until Nov 27
      Swim: on vacation until Nov 27

      """)
  }

  @Test("an open-ended vacation of every habit from today")
  func vacationForAll() {
    let env = WritingScenario.environment()
    #expect(env.runAppended("vacation") == "2026-11-22 vacation\n")
    #expect(env.stdout.hasPrefix("2026-11-22 vacation\nGym: on vacation, open-ended\nPushups: on vacation, open-ended\n"))
    #expect(env.stdout.split(separator: "\n").count == 8)
  }

  @Test("--from and --until take the same forms as --date")
  func vacationDates() {
    let env = WritingScenario.environment()
    #expect(env.runAppended("vacation Read --from monday --until today") == "2026-11-16 vacation Read until 2026-11-22\n")
  }

  @Test("vacation refusals: the end before the start, nothing new, counts")
  func vacationRefusals() {
    let env = WritingScenario.environment()
    #expect(env.runRefused("vacation --until yesterday") == """
      habits: the vacation would end on 2026-11-21, before it starts on 2026-11-22
        --from is the first day off and --until the last

      """)
    #expect(env.runRefused("vacation Swim --from 2026-11-20") == """
      habits: nothing changes: 'Swim' is on vacation from 2026-11-15, open-ended
        use --force to write it anyway

      """)
    #expect(env.runRefused("vacation Swim x2") == "habits: unexpected count 'x2': only 'habits log' takes counts\n")
    #expect(env.runRefused("vacation Swimming").hasPrefix("habits: unknown habit 'Swimming'"))
    #expect(env.runAppended("vacation Swim --from 2026-11-20 --force") == "2026-11-20 vacation Swim\n")
  }

  @Test("a vacation of some habits is fine when only some are already off")
  func vacationPartlyNew() {
    let env = WritingScenario.environment()
    #expect(env.runAppended("vacation Swim Gym") == "2026-11-22 vacation Swim, Gym\n")
  }

  @Test("a skip, in the past or planned ahead")
  func skip() {
    let env = WritingScenario.environment()
    #expect(env.runAppended("skip Stretch --date thursday") == "2026-11-19 skip Stretch\n")
    #expect(env.stdout == "2026-11-19 skip Stretch\nStretch: skipped\n")
    #expect(env.runAppended("skip gym, read --date 2026-12-24") == "2026-12-24 skip Gym, Read\n")
  }

  @Test("skip refusals: no name, a day already off, outside the habit's life")
  func skipRefusals() {
    let env = WritingScenario.environment()
    #expect(env.runRefused("skip").hasPrefix("Error: Missing expected argument '<name>'\nUsage: habits skip "))
    #expect(env.runRefused("skip Swim") == """
      habits: nothing changes: 'Swim' is on vacation from 2026-11-15, open-ended
        use --force to write it anyway

      """)
    #expect(env.runRefused("skip Course --date 2026-11-23") == """
      habits: 'Course' ended on 2026-11-18: 2026-11-23 is after its end
        use --force to write it anyway

      """)
    #expect(env.runRefused("skip Gym --date 2026-10-30").contains("'Gym' starts on 2026-11-02"))
    #expect(env.runAppended("skip Course --date 2026-11-23 --force") == "2026-11-23 skip Course\n")
  }

  @Test("a resume of a named habit")
  func resume() {
    let env = WritingScenario.environment()
    #expect(env.runAppended("resume swim") == "2026-11-22 resume Swim\n")
    #expect(env.stdout == "2026-11-22 resume Swim\nSwim: planned\n")
  }

  @Test("a resume of every habit shows the habits whose vacation it ends")
  func resumeAll() {
    let env = WritingScenario.environment()
    #expect(env.runAppended("resume --date 2026-11-20") == "2026-11-20 resume\n")
    #expect(env.stdout == "2026-11-20 resume\nSwim: failed\n")
  }

  @Test("a resume planned ahead ends an open vacation later")
  func resumeAhead() {
    let env = WritingScenario.environment()
    #expect(env.runAppended("resume Swim --date 2026-12-01") == "2026-12-01 resume Swim\n")
  }

  @Test("resume refusals: nothing running, a habit not on vacation, a vacation starting that day")
  func resumeRefusals() {
    let env = WritingScenario.environment()
    #expect(env.runRefused("resume Gym") == """
      habits: nothing to resume for 'Gym' on 2026-11-22: it is not on vacation
        a resume ends a vacation that started before its date

      """)
    #expect(env.runRefused("resume --date 2026-11-15") == """
      habits: nothing to resume on 2026-11-15: the vacation starts that day
        a resume ends a vacation the day before its date: 'habits resume --date 2026-11-16' ends it after one day off, and deleting its line from the log takes it back

      """)
    #expect(env.runRefused("resume Swim Gym").contains("'Gym'"))
    #expect(env.runRefused("resume --force").hasPrefix("Error: Unknown option '--force'"))
  }

  /// Each kind as a pause leaves it: a goal (a rolling one too) is paused, with its last day
  /// off as a date; a limit is not paused; a tracked habit has nothing to pause, and a pause
  /// of nothing else is refused as changing nothing, in the same words as the confirmation.
  @Test("what a skip or vacation says of each kind of habit", arguments: [
    ("vacation Gym3 --from 2026-11-26 --until 2026-11-27", "", true,
     "2026-11-26 vacation Gym3 until 2026-11-27\nGym3: on vacation until Nov 27\n"),
    ("vacation --from 2026-11-20", "", true,
     "2026-11-20 vacation\nWeight: nothing to pause (tracked) · nothing logged yet\nGym3: on vacation, open-ended\n"
       + "Smoke: not paused (a limit) · clean that day\n"),
    ("skip Weight --force", "", true, "2026-11-16 skip Weight\nWeight: nothing to pause (tracked) · nothing logged yet\n"),
    ("skip Weight", "", false,
     "habits: nothing changes: 'Weight' is tracked, never due, so a skip has nothing to pause\n  use --force to write it anyway\n"),
    ("vacation --from 2026-11-22", "2026-11-20 vacation\n", false,
     "habits: nothing changes: 'Weight' is tracked, never due, so a vacation has nothing to pause; 'Gym3' is on vacation from "
       + "2026-11-20, open-ended; 'Smoke' is a limit, which a vacation does not pause\n  use --force to write it anyway\n"),
  ])
  func eachKind(_ command: String, _ log: String, _ written: Bool, _ output: String) {
    let env = FakeEnvironment(
      today: "2026-11-16",
      files: ["habits.txt": "Weight: tracked; kg\nGym3: 3 times in any 7 days; since 2026-11-02\nSmoke: never; since 2026-11-01\n", "log.txt": log])
    #expect(env.run(command) == (written ? .success : .failure))
    #expect((written ? env.stdout : env.stderr) == output)
  }

  @Test("errors elsewhere in the files do not block a writing command: one line mentions them", arguments: [
    "skip Gym", "resume", "log Gym",
  ])
  func errorsElsewhere(line: String) {
    let env = WritingScenario.environment(log: WritingScenario.log + "2026-13-01 Gym\n")
    #expect(env.run(line) == .success)
    #expect(env.stderr == "habits: 1 error in the files (log.txt:11 invalid-date); run habits check\n")
  }
}
