import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// The values behind a write: the words typed, the line's text, and its round trip through
/// the parser.
@Suite struct LogWriteTests {
  private let habits = load(WritingScenario.habits).journal.habits

  private func index(_ name: String) -> Int { habits.firstIndex { $0.name == name } ?? -1 }

  @Test("words split into names and counts, before any habit is known", arguments: [
    (["Gym"], [["Gym"]], [nil]),
    (["Pushups", "x2", "Gym"], [["Pushups"], ["Gym"]], [2, nil]),
    (["Deep", "clean", "x3"], [["Deep", "clean"]], [3]),
    (["Gym,", "Read"], [["Gym"], ["Read"]], [nil, nil]),
    (["Gym,Read,,"], [["Gym"], ["Read"]], [nil, nil]),
    (["Deep clean", "Gym"], [["Deep", "clean", "Gym"]], [nil]),
  ] as [([String], [[String]], [Int?])])
  func items(arguments: [String], words: [[String]], counts: [Int?]) throws {
    let items = try HabitWords.items(arguments, counts: true).get()
    #expect(items.map(\.words) == words)
    #expect(items.map(\.count) == counts)
  }

  @Test("the longest run of words naming a habit wins; the rest name more habits")
  func resolve() throws {
    let items = try HabitWords.items(["Deep", "clean", "Gym", "x2", "read"], counts: true).get()
    let entries = try HabitWords.resolve(items, in: habits).get()
    #expect(entries == [
      LogWrite.Completed(habit: index("Deep clean")), LogWrite.Completed(habit: index("Gym"), count: 2),
      LogWrite.Completed(habit: index("Read")),
    ])
  }

  @Test("an exact name beats a longer name it prefixes")
  func exactBeatsPrefix() throws {
    let habits = load("Gym: every day\nGym 2: every day\n").journal.habits
    let gym = try HabitWords.resolve(HabitWords.items(["gym"], counts: true).get(), in: habits).get()
    let gym2 = try HabitWords.resolve(HabitWords.items(["gym", "2"], counts: true).get(), in: habits).get()
    #expect(gym == [LogWrite.Completed(habit: 0)])
    #expect(gym2 == [LogWrite.Completed(habit: 1)])
  }

  @Test("the text uses the habits file's spelling and the grammar's forms")
  func text() {
    let gym = index("Gym")
    let swim = index("Swim")
    let d = day("2026-12-20")
    #expect(LogWrite(day: d, action: .completions([.init(habit: gym, count: 2), .init(habit: swim)])).text(habits: habits)
      == "2026-12-20 Gym x2, Swim")
    #expect(LogWrite(day: d, action: .vacation(habits: [], until: nil)).text(habits: habits) == "2026-12-20 vacation")
    #expect(LogWrite(day: d, action: .vacation(habits: [gym, swim], until: day("2026-12-27"))).text(habits: habits)
      == "2026-12-20 vacation Gym, Swim until 2026-12-27")
    #expect(LogWrite(day: d, action: .skip([gym])).text(habits: habits) == "2026-12-20 skip Gym")
    #expect(LogWrite(day: d, action: .resume([])).text(habits: habits) == "2026-12-20 resume")
    #expect(LogWrite(day: d, action: .resume([swim])).text(habits: habits) == "2026-12-20 resume Swim")
  }

  @Test("every form reads back as written")
  func readsBack() {
    let d = day("2026-12-20")
    let writes: [LogWrite] = [
      LogWrite(day: d, action: .completions([.init(habit: 0, count: 7), .init(habit: 4)])),
      LogWrite(day: d, action: .vacation(habits: [], until: day("2027-01-02"))),
      LogWrite(day: d, action: .vacation(habits: [1, 2], until: nil)),
      LogWrite(day: d, action: .skip([3])),
      LogWrite(day: d, action: .resume([])),
    ]
    for write in writes { #expect(write.readsBack(write.text(habits: habits), habits: habits)) }
  }

  @Test("names that clash with the log's words do not read back", arguments: [
    ("Skip Gym: every day\nGym: every day\n", LogWrite(day: day("2026-12-20"), action: .skip([1]))),
    ("Vacation: every day\nUntil: every day\n", LogWrite(day: day("2026-12-20"), action: .vacation(habits: [1], until: nil))),
  ])
  func clashes(habitsText: String, write: LogWrite) {
    let habits = load(habitsText).journal.habits
    #expect(habits.count == 2)
    #expect(!write.readsBack(write.text(habits: habits), habits: habits))
  }
}
