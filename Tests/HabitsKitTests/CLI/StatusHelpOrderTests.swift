import Testing
@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// `habits help status` and habits(1) say the board's order as it is: board order (groups,
/// then priority, time of day, file order), not file order.
@Suite struct StatusHelpOrderTests {
  @Test("the help says board order, and the board is in it")
  func boardOrder() {
    let help = FakeEnvironment()
    help.run(["help", "status"])
    #expect(help.stdout.contains("One line per habit in board order"), "\(help.stdout)")
    #expect(!help.stdout.contains("in file order:"), "\(help.stdout)")
    let board = FakeEnvironment(
      today: "2026-11-11", files: ["habits.txt": "Stretch: every day\nLate task: every day; at 23:00; priority delegate\n", "log.txt": ""])
    board.run(["status"])
    let late = board.stdout.firstRange(of: "Late task")
    let stretch = board.stdout.firstRange(of: "Stretch")
    #expect(late != nil && stretch != nil && late!.lowerBound < stretch!.lowerBound, "\(board.stdout)")
  }

  @Test("habits(1) says board order for status")
  func manPage() {
    let page = Golden.read(Golden.root + "/man/habits.1") ?? ""
    #expect(page.contains("one line per habit in board order"))
    #expect(!page.contains("one line per habit in file order"))
  }
}
