import HabitsLanguageServer
import Testing

@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// The language server on groups, tags, times and notes: folding, completion and hover; and
/// today by the clock and the file's day end.
@Suite struct OrganisingLanguageServerTests {
  typealias S = LanguageServerSession

  static let habits = """
    Stretch: every day

    [Health]
    Gym: Mon, Wed, Fri; at 18:00; tags outdoor, morning
    Meditate: every day

    [Home]
    Plants: every 3 days; since 2026-11-01; tags indoor

    """
  static let log = "2026-11-20 Gym  # legs day\n2026-11-21 Meditate\n"
  static let files = ["/w/habits.txt": habits, "/w/log.txt": log]

  @Test("each group folds from its heading to its last line")
  func folding() {
    var session = S(files: Self.files)
    session.open(S.habitsURI, Self.habits)
    let ranges = session.result("textDocument/foldingRange", .obj(["textDocument": .obj(["uri": .string(S.habitsURI)])]))
    #expect(ranges.array?.map { [$0["startLine"]?.int, $0["endLine"]?.int] } == [[2, 4], [6, 7]], "\(ranges)")
  }

  @Test("tags complete from the file's tags, less those on the line; headings from its groups")
  func completion() {
    var session = S(files: Self.files)
    let text = Self.habits + "Walk: every day; tags o\n[H\n"
    session.open(S.habitsURI, text)
    let tags = session.result("textDocument/completion", S.at(S.habitsURI, 8, 23))["items"]?.array?.compactMap { $0["label"]?.string }
    #expect(tags == ["outdoor", "morning", "indoor"], "\(String(describing: tags))")
    let groups = session.result("textDocument/completion", S.at(S.habitsURI, 9, 2))["items"]?.array?.compactMap { $0["label"]?.string }
    #expect(groups == ["Health]", "Home]"])
    session.change(S.habitsURI, Self.habits + "Walk: every day; \n")
    let offered = session.result("textDocument/completion", S.at(S.habitsURI, 8, 17))["items"]?.array?.compactMap { $0["label"]?.string } ?? []
    #expect(offered.contains("tags") && offered.contains("at 07:30"))
  }

  @Test("hover shows a habit's group, tags and time, and a log entry's note")
  func hover() throws {
    var session = S(files: Self.files)
    session.open(S.habitsURI, Self.habits)
    let gym = try #require(session.result("textDocument/hover", S.at(S.habitsURI, 3, 1))["contents"]?["value"]?.string)
    #expect(gym.hasSuffix("Group: Health  \nTags: outdoor, morning  \nAt: 18:00"), "\(gym)")
    session.open(S.logURI, Self.log)
    let entry = try #require(session.result("textDocument/hover", S.at(S.logURI, 0, 12))["contents"]?["value"]?.string)
    #expect(entry.hasSuffix("Note: legs day"), "\(entry)")
    let date = try #require(session.result("textDocument/hover", S.at(S.logURI, 0, 3))["contents"]?["value"]?.string)
    #expect(date.hasSuffix("Note: legs day"))
    let plain = try #require(session.result("textDocument/hover", S.at(S.logURI, 1, 12))["contents"]?["value"]?.string)
    #expect(!plain.contains("Note:"))
  }

  @Test("with a clock, today is the day before until the file's day ends")
  func clock() {
    let disk = ["/w/habits.txt": Array("day ends at 04:00\nA: every day\n".utf8)]
    var context = LanguageServer.Context(pairing: FilePairing(), readFile: { disk[$0] }, today: { day("2026-11-22") })
    context.clock = { LocalTime(day: day("2026-11-22"), time: TimeOfDay(hour: 1, minute: 30)!) }
    var server = LanguageServer(context: context)
    #expect(server.project(for: "/w/habits.txt").today == day("2026-11-21"))
    context.clock = { LocalTime(day: day("2026-11-22"), time: TimeOfDay(hour: 4, minute: 0)!) }
    server = LanguageServer(context: context)
    #expect(server.project(for: "/w/habits.txt").today == day("2026-11-22"))
  }
}
