import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

#if canImport(Glibc)
  import Glibc
#endif

/// A day that ends at 4 am (scheduling-semantics §18, "Day boundary"): today by the clock, as
/// a plain reference computes it, through the environment's clock and through the real binary
/// with TZ.
@Suite struct DayEndTests {
  @Test("today by the clock equals the reference for every minute around the boundary")
  func todayByTheClock() {
    var random = SeededRandom(seed: 31)
    for _ in 0..<3000 {
      let date = Day(year: 2026, month: 1, day: 1)! + Int.random(in: 0...800, using: &random)
      let minutes = Int.random(in: 0...1439, using: &random)
      let dayEnd = Bool.random(using: &random) ? nil : Int.random(in: 1...720, using: &random)
      let time = TimeOfDay(hour: minutes / 60, minute: minutes % 60)!
      let end = dayEnd.map { TimeOfDay(hour: $0 / 60, minute: $0 % 60)! }
      #expect(LocalTime(day: date, time: time).today(dayEnd: end) == ReferenceEngine.today(clock: date, minutes: minutes, dayEnd: dayEnd))
    }
  }

  @Test("times order within a day as the reference lives it")
  func livedOrder() {
    for dayEnd in [nil, 1, 240, 720] as [Int?] {
      let end = dayEnd.map { TimeOfDay(hour: $0 / 60, minute: $0 % 60)! }
      for a in stride(from: 0, to: 1440, by: 7) {
        for b in stride(from: 0, to: 1440, by: 53) {
          let ta = TimeOfDay(hour: a / 60, minute: a % 60)!
          let tb = TimeOfDay(hour: b / 60, minute: b % 60)!
          let shipped = ta.livedMinutes(dayEnd: end) < tb.livedMinutes(dayEnd: end)
          #expect(shipped == (ReferenceEngine.lived(a, dayEnd: dayEnd) < ReferenceEngine.lived(b, dayEnd: dayEnd)))
        }
      }
    }
  }

  static let files = [
    "habits.txt": "day ends at 04:00\nMeditate: every day; since 2026-11-01\nGym: Mon, Wed, Fri; since 2026-11-01\n",
    "log.txt": "2026-11-20 Meditate, Gym\n2026-11-21 Meditate\n",
  ]

  /// Runs `arguments` with the clock at `time` on Sunday 2026-11-22.
  func run(_ arguments: String, at time: String, files: [String: String] = DayEndTests.files) -> FakeEnvironment {
    let env = FakeEnvironment(today: "2026-11-22", files: files)
    env.timeOfDay = TimeOfDay.parse(Array(time.utf8))
    env.run(arguments.split(separator: " ").map(String.init))
    return env
  }

  @Test("before the boundary the clock's today is the day before, for reports and the statuses they show")
  func reports() throws {
    let early = run("status --json", at: "00:30")
    #expect(early.stdout.contains(#""today":"2026-11-21""#), "\(early.stdout)")
    let late = run("status --json", at: "04:00")
    #expect(late.stdout.contains(#""today":"2026-11-22""#))
    // The statuses are the reference engine's on the reference's today.
    let today = ReferenceEngine.today(clock: day("2026-11-22"), minutes: 30, dayEnd: 240)
    let loaded = load(Self.files["habits.txt"]!, log: Self.files["log.txt"]!, today: today.description)
    for habit in loaded.journal.loaded {
      let reference = ReferenceEngine(habit: habit.habit, start: habit.plan.start, log: habit.log, today: today)
      let status = reference.status(today)
      #expect(early.stdout.contains(#"{"habit":"\#(habit.habit.name)","status":"\#(status.rawValue)""#), "\(habit.habit.name): \(early.stdout)")
    }
    // Without the setting the clock's date is today at any hour.
    let plain = run("status --json", at: "00:30", files: ["habits.txt": "Meditate: every day\n"])
    #expect(plain.stdout.contains(#""today":"2026-11-22""#))
  }

  @Test("the writing commands default to the day before the boundary; --date and --today are taken as given")
  func writing() {
    let log = run("log Gym", at: "01:15")
    #expect(log.text("log.txt").hasSuffix("2026-11-21 Gym\n"), "\(log.text("log.txt"))")
    // (Meditate is not yet done that day: a skip of a day done is refused.)
    let skip = run(
      "skip Meditate", at: "03:59", files: ["habits.txt": DayEndTests.files["habits.txt"]!, "log.txt": "2026-11-20 Meditate, Gym\n"])
    #expect(skip.text("log.txt").hasSuffix("2026-11-21 skip Meditate\n"))
    let dated = run("log Gym --date 2026-11-19", at: "01:15")
    #expect(dated.text("log.txt").hasSuffix("2026-11-19 Gym\n"), "\(dated.stderr)")
    // The calendar's date is after today until the boundary: logging on it is logging ahead.
    let ahead = run("log Gym --date 2026-11-22", at: "01:15")
    #expect(ahead.text("log.txt") == DayEndTests.files["log.txt"], "\(ahead.stderr)")
    // 'yesterday' counts from the moved today.
    let yesterday = run("status --json --date yesterday", at: "01:15")
    #expect(yesterday.stdout.contains(#""today":"2026-11-21","date":"2026-11-20""#), "\(yesterday.stdout)")
    let fixed = run("status --json --today 2026-11-22", at: "01:15")
    #expect(fixed.stdout.contains(#""today":"2026-11-22""#))
  }

  @Test("the real binary takes the clock and TZ through the system seam")
  func realClock() throws {
    try #require(Subprocess.habits != nil, "the habits binary is not built")
    guard let folder = TemporaryFolder() else {
      Issue.record("no temporary folder")
      return
    }
    defer { folder.remove() }
    // A POSIX zone whose clock now reads between 02:00 and 09:59, whatever the hour in UTC;
    // a day that ends at 12:00 then moves today back by one day.
    let hour = Int(time(nil) / 3600 % 24)
    let offset = (6 - hour + 24) % 24
    let zone = "ZZZ" + (offset > 12 ? "+\(24 - offset)" : "-\(offset)")
    func today(_ habits: String) throws -> Day {
      folder.write(habits, to: "habits.txt")
      let output = try #require(
        Subprocess.run([Subprocess.habits!, "status", "--json", "--dir", folder.path], environment: ["TZ": zone], inheritEnvironment: false))
      let start = try #require(output.stdout.firstRange(of: "\"today\":\"")).upperBound
      return day(String(output.stdout[start...].prefix(10)))
    }
    let calendar = try today("A: every day\n")
    let moved = try today("day ends at 12:00\nA: every day\n")
    #expect(moved == calendar - 1, "TZ=\(zone): \(calendar) and \(moved)")
  }
}
