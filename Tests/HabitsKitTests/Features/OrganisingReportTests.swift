import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// What the reports make of groups, tags and times: board order, sections, `--group`,
/// `--tag`, `--due`, the JSON keys, `stats` per group and the calendar's times.
@Suite struct OrganisingReportTests {
  static let habits = """
    day ends at 04:00
    Stretch: every day; since 2026-11-01
    [Health]
    Floss: every day; at 23:30; since 2026-11-01
    Meditate: every day; at 07:30; tags morning; since 2026-11-01
    Gym: Mon, Wed, Fri; at 18:00; tags outdoor, Morning; since 2026-11-01
    Nap: every day; at 01:00; since 2026-11-01
    [Home]
    Sweets: at most 2 a week; tags diet
    Plants: every 3 days; since 2026-11-01

    """
  static let log = "2026-11-16 Gym\n2026-11-21 Meditate, Floss, Nap\n2026-11-21 Sweets x3\n2026-11-22 Stretch, Nap\n"

  func env() -> FakeEnvironment {
    FakeEnvironment(today: "2026-11-22", files: ["habits.txt": Self.habits, "log.txt": Self.log])
  }

  /// The habit names of a JSON report's `habits` array, in order (not its findings').
  func names(_ json: String) -> [String] {
    json.split(separator: "{\"habit\":\"").dropFirst().filter { !$0.contains(#/^[^"]*","kind"/#) }
      .map { String($0.prefix { $0 != "\"" }) }
  }

  @Test("board order: no group first, then groups in file order; by time as the day is lived, untimed last")
  func boardOrder() {
    let env = env()
    env.run("status --json")
    // 23:30 comes before 01:00 in a day that ends at 04:00.
    #expect(names(env.stdout) == ["Stretch", "Meditate", "Gym", "Floss", "Nap", "Sweets", "Plants"])
    #expect(env.stdout.contains(#""habit":"Gym","#) && env.stdout.contains(#""group":"Health","tags":["outdoor","Morning"],"time":"18:00"}"#), "\(env.stdout)")
    let next = self.env()
    next.run("next --json")
    #expect(names(next.stdout) == ["Stretch", "Meditate", "Gym", "Floss", "Nap", "Sweets", "Plants"])
  }

  @Test("without a day's end, times order from midnight")
  func midnightOrder() {
    let env = FakeEnvironment(files: ["habits.txt": "A: every day; at 23:30\nB: every day; at 01:00\nC: every day\nD: every day; at 07:00\n"])
    env.run("status --json")
    #expect(names(env.stdout) == ["B", "D", "A", "C"])
  }

  @Test("the board shows group headings and a time column")
  func boardText() {
    let env = env()
    env.run("status")
    let lines = env.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.contains("Health") && lines.contains("Home"), "\(env.stdout)")
    #expect(lines.firstIndex(of: "Health")! < lines.firstIndex { $0.contains("07:30 Meditate") }!)
    #expect(lines.contains { $0.hasPrefix(" ✓       Stretch") }, "\(env.stdout)")
  }

  @Test("--group and --tag select in any case; a group selects no ungrouped habit")
  func selection() {
    let env = env()
    env.run("status --json --group HEALTH")
    #expect(names(env.stdout) == ["Meditate", "Gym", "Floss", "Nap"])
    let tag = self.env()
    tag.run("next --json --tag morning")
    #expect(names(tag.stdout) == ["Meditate", "Gym"])
    let both = self.env()
    both.run("streaks --json --group home --tag diet")
    #expect(both.stdout.contains("Sweets") && !both.stdout.contains("Plants"), "\(both.stdout)")
  }

  @Test("a group or tag that selects nothing exits 2 naming the ones there are")
  func unknownSelection() {
    let env = env()
    #expect(env.run("status --group Work") == .failure)
    #expect(env.stderr == "habits: no habit is in the group 'Work': the groups are 'Health' and 'Home'\n", "\(env.stderr)")
    let tag = self.env()
    #expect(tag.run("week --tag evening") == .failure)
    #expect(tag.stderr == "habits: no habit has the tag 'evening': the tags are 'morning', 'outdoor' and 'diet'\n", "\(tag.stderr)")
    let plain = FakeEnvironment(files: ["habits.txt": "A: every day\n"])
    #expect(plain.run("status --group Health") == .failure)
    #expect(plain.stderr.contains("groups are the headings of the habits file, and it has none"))
  }

  @Test("--due keeps what asks for something today; --short says it in one line")
  func due() {
    let env = env()
    env.run("status --due --short")
    #expect(env.stdout == "Meditate, Gym (backlog), Floss, Sweets (over), Plants\n", "\(env.stdout)")
    let json = self.env()
    json.run("status --due --json")
    // Stretch and Nap are done today: not listed.
    #expect(names(json.stdout) == ["Meditate", "Gym", "Floss", "Sweets", "Plants"])
    for command in ["week", "next", "backlog"] {
      let other = self.env()
      other.run("\(command) --due --json")
      #expect(!other.stdout.contains("Stretch") && !other.stdout.contains("\"Nap\""), "\(command): \(other.stdout)")
    }
  }

  @Test("nothing due prints nothing at all, and exits 0")
  func nothingDue() {
    let env = FakeEnvironment(files: ["habits.txt": "A: every day; since 2026-11-01\nB: Mon; since 2026-11-01\n", "log.txt": "2026-11-22 A\n2026-11-16 B\n"])
    #expect(env.run("status --due --short") == .success)
    #expect(env.stdout == "")
  }

  @Test("a habit that is only not logged is not due")
  func notLoggedIsNotDue() {
    // Due on Thursdays, nothing logged this week yet, Tuesday today: not logged, not due.
    let files = ["habits.txt": "Call: Thu; since 2026-11-01\n", "log.txt": "2026-11-12 Call\n"]
    let env = FakeEnvironment(today: "2026-11-17", files: files)
    env.run("status --json")
    #expect(env.stdout.contains(#""status":"not_due""#) && env.stdout.contains(#""attention":"not_logged""#), "\(env.stdout)")
    let due = FakeEnvironment(today: "2026-11-17", files: files)
    due.run("status --due --short")
    #expect(due.stdout == "")
  }

  @Test("week, streaks and backlog give each habit's group and tags after its other keys")
  func otherReports() {
    for command in ["week --json", "streaks --json", "backlog --json"] {
      let env = env()
      env.run(command)
      #expect(env.stdout.contains(#""group":"Health","tags":["outdoor","Morning"]}"#), "\(command): \(env.stdout)")
    }
  }

  @Test("a file without groups, tags, times or notes gives the JSON it always gave, and no new key")
  func unchangedJSON() {
    let env = FakeEnvironment(files: ["habits.txt": "B: every day\nA: Mon, Wed\n", "log.txt": "2026-11-20 B  # note\n"])
    for command in ["status --json", "next --json", "stats --json", "week --json", "streaks --json", "backlog --json"] {
      env.stdout = ""
      env.run(command)
      for key in ["\"group\"", "\"groups\"", "\"tags\"", "\"time\"", "\"priority\""] { #expect(!env.stdout.contains(key), "\(command)") }
    }
    env.stdout = ""
    env.run("status --json")
    #expect(names(env.stdout) == ["B", "A"])
  }

  @Test("next gives each habit's priority as status does: that of the line in force today, left out without one")
  func nextPriority() {
    let habits = """
      Read: every day; priority plan; since 2026-11-01
      Read: every day; priority do first; from 2026-11-20
      Walk: every day; since 2026-11-01
      Tax: every day; priority delay; since 2026-11-01
      Tax: every day; from 2026-11-10

      """
    for command in ["next --json", "status --json"] {
      let env = FakeEnvironment(today: "2026-11-22", files: ["habits.txt": habits])
      env.run(command)
      #expect(names(env.stdout) == ["Read", "Walk", "Tax"], "\(command): \(env.stdout)")
      #expect(env.stdout.contains(#""priority":"do_first""#), "\(command): \(env.stdout)")
      // Walk has no priority, and Tax's line in force today has none.
      #expect(env.stdout.split(separator: #""priority""#, omittingEmptySubsequences: false).count == 2, "\(command): \(env.stdout)")
    }
  }

  @Test("stats sums each group")
  func statsGroups() {
    let env = env()
    env.run("stats --json --from 2026-11-16")
    #expect(env.stdout.contains(#""groups":[{"group":"Health","totals":{"#), "\(env.stdout)")
    let text = self.env()
    text.run("stats --from 2026-11-16")
    #expect(text.stdout.contains("[Health]") && text.stdout.contains("[Home]"))
  }

  @Test("export ical gives events their time, on the next date for a time before the day's end")
  func icalTimes() {
    let env = env()
    env.run("export ical --from 2026-11-23 --to 2026-11-29")
    let ics = env.stdout.replacing("\r\n", with: "\n")
    #expect(ics.contains("DTSTART:20261123T073000"), "\(ics)")
    // Nap at 01:00 on the habit's Nov 23 is 01:00 on the calendar's Nov 24.
    #expect(ics.contains("SUMMARY:Nap") && ics.contains("DTSTART:20261124T010000"), "\(ics)")
    #expect(!ics.contains("DTSTART:20261123T010000"))
  }
}
