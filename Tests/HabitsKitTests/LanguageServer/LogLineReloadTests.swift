import HabitsLanguageServer
import Testing

@testable import HabitsKit

/// The language server's re-diagnosis by lines (`LogLineReload`): after every edit of a
/// generated log, one line or several, what it publishes and keeps is what a whole load of the
/// files as they are gives (`Loader.load`, which `habits check` runs).
@Suite struct LogLineReloadTests {
  static let habitsPath = "/w/habits.txt"
  static let logPath = "/w/log.txt"

  /// A habits file of plain habits, habits with a goal, an end, a count of occurrences, a
  /// unit, a schedule change; some with a start.
  static let habits = """
    Gym: Mon Wed Fri; since 2026-08-03
    Read: every day
    Floss: every day; since 2026-09-01
    Water: every day; 3 times
    Run [km]: every day
    Challenge: every day; ends after 40 occurrences
    Trip: every day; until 2026-11-01
    Dentist: every day
    Swim: every 2 days; since 2026-08-01
    Swim: every 3 days; from 2026-10-01

    """

  static let names = ["Gym", "Read", "Floss", "Water", "Run 5 km", "Challenge", "Trip", "Swim", "read", "Gmy"]

  /// A random log line: mostly completions on a day of the last months, and now and then an
  /// unknown name, a count, a note, a future date, a vacation, a comment or a blank line.
  static func line(_ random: inout SeededRandom) -> String {
    let day = day("2026-08-01").advanced(by: Int.random(in: 0...125, using: &random))
    let roll = Int.random(in: 0..<100, using: &random)
    switch roll {
    case 0..<3: return ""
    case 3..<5: return "# a comment"
    case 5..<7: return "\(day) vacation until \(day.advanced(by: 3))"
    case 7..<9: return "\(day) Read  # a note"
    default:
      var entries = [names[Int.random(in: 0..<names.count, using: &random)]]
      if roll % 7 == 0 { entries.append(names[Int.random(in: 0..<names.count, using: &random)]) }
      if roll % 11 == 0 { entries[0] += " x2" }
      return "\(day) " + entries.joined(separator: ", ")
    }
  }

  /// A random edit of `lines`: within one line (a stray letter, a letter gone, another name,
  /// another day) or, now and then, of several (a line inserted, two lines deleted).
  static func edit(_ lines: [String], _ random: inout SeededRandom, benign: Bool) -> (range: JSON, text: String) {
    let target = Int.random(in: 0..<lines.count, using: &random)
    let length = lines[target].utf8.count
    func range(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> JSON {
      .obj(["start": .obj(["line": .int(a), "character": .int(b)]), "end": .obj(["line": .int(c), "character": .int(d)])])
    }
    switch Int.random(in: 0..<(benign ? 4 : 10), using: &random) {
    case 0, 1: return (range(target, length, target, length), "q")
    case 2: return (range(target, max(0, length - 1), target, length), "")
    case 3: return (range(target, min(11, length), target, length), ["Gmy", "Read", "Floss"][Int.random(in: 0...2, using: &random)])
    case 4: return (range(target, 0, target, length), line(&random))
    case 5:
      // Another day of the same month: the same line read on another date.
      return (range(target, min(8, length), target, min(10, length)), String(format2: Int.random(in: 1...28, using: &random)))
    case 6: return (range(target, length, target, length), " x3")
    case 7: return (range(target, length, target, length), "\n" + line(&random))
    case 8: return (range(target, 0, min(lines.count - 1, target + 2), 0), "")
    default: return (range(target, 11, target, length), names[Int.random(in: 0..<names.count, using: &random)])
    }
  }

  /// A log with no finding but unknown names and one implausible date: each habit once a day
  /// at most, in the months before today, so most edits can be re-diagnosed by lines.
  static func cleanLog(_ random: inout SeededRandom) -> [String] {
    var seen = Set<String>()
    // A date years before the habit's others (implausible-date), and an unknown name on it.
    var lines = ["# habits log", "2019-09-05 Dentist", "2019-09-05 Gmy", "2026-10-01 Dentist", "2026-10-02 Dentist"]
    for _ in 0..<Int.random(in: 30...120, using: &random) {
      let day = day("2026-09-01").advanced(by: Int.random(in: 0...82, using: &random))
      let name = ["Gym", "Read", "Floss", "Water", "Swim", "Gmy"][Int.random(in: 0..<6, using: &random)]
      if seen.insert("\(day) \(name)").inserted { lines.append("\(day) \(name)") }
    }
    return lines
  }

  @Test(arguments: 0..<6)
  func everyEditPublishesWhatAWholeLoadGives(seed: Int) {
    var random = SeededRandom(seed: UInt64(seed) &* 7919 &+ 3)
    var lines = LogLineReloadTests.cleanLog(&random)
    var session = LanguageServerSession(files: [:], utf8: seed % 2 == 0)
    session.open(LanguageServerSession.habitsURI, LogLineReloadTests.habits)
    session.open(LanguageServerSession.logURI, lines.joined(separator: "\n") + "\n")
    _ = session.flush()
    var reloads = 0
    for version in 2..<80 {
      // First edits a line at a time of the kinds an editor sends as one types, then any.
      let benign = version < 30
      let (range, text) = LogLineReloadTests.edit(lines, &random, benign: benign)
      session.notify(
        "textDocument/didChange",
        .obj([
          "textDocument": .obj(["uri": .string(LanguageServerSession.logURI), "version": .int(version)]),
          "contentChanges": .array([.obj(["range": range, "text": .string(text)])]),
        ]))
      let published = session.flush()
      let logText = session.server.documents[LogLineReloadTests.logPath]!.text
      lines = logText.components(separatedBy: "\n").dropLast()
      if lines.isEmpty { lines = ["# habits log"] }

      var fresh = LanguageServerSession(files: [:], utf8: seed % 2 == 0)
      fresh.open(LanguageServerSession.habitsURI, LogLineReloadTests.habits)
      fresh.open(LanguageServerSession.logURI, logText)
      let expected = fresh.flush()
      #expect(published[LanguageServerSession.logURI] == expected[LanguageServerSession.logURI], "edit \(version)")
      #expect(
        (published[LanguageServerSession.habitsURI] ?? []) == (expected[LanguageServerSession.habitsURI] ?? []),
        "edit \(version)")

      let project = session.server.project(for: LogLineReloadTests.logPath)
      let whole = Loader.load(
        habitsFile: SourceFile(path: LogLineReloadTests.habitsPath, text: LogLineReloadTests.habits),
        logFile: SourceFile(path: LogLineReloadTests.logPath, text: logText), today: day("2026-11-22"))
      #expect(project.result.diagnostics == whole.diagnostics, "edit \(version)")
      #expect(project.result.journal == whole.journal, "edit \(version)")
      if benign && project.checks != nil { reloads += 1 }
    }
    // The shortcut is taken for many of the first edits (16 to 25 of 28 for most seeds; fewer
    // when an early edit leaves a finding that rules it out), not only refused.
    #expect(reloads >= 3, "\(reloads) reloads by lines")
  }
}

extension String {
  /// A number in two digits.
  fileprivate init(format2 number: Int) { self = number < 10 ? "0\(number)" : "\(number)" }
}
