@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

#if canImport(Glibc)
  import Glibc
#endif

/// The small set of the pictures' goldens (Fixtures/pictures/small): a daily habit with a
/// vacation, a habit whose schedule changes, an amount, a count and a limit, over four weeks.
enum SmallPictures {
  /// The folder under Fixtures.
  static let folder = Golden.fixtures + "/pictures/small"
  /// The day the goldens are taken on.
  static let today = "2026-11-22"

  /// Runs `habits -d small ARGS` on the set; status, stdout and stderr.
  static func run(_ arguments: [String]) -> (status: ExitStatus, out: String, err: String) {
    let env = FakeEnvironment(
      today: today,
      files: [
        "small/habits.txt": Golden.read(folder + "/habits.txt")!, "small/log.txt": Golden.read(folder + "/log.txt")!,
      ])
    let status = env.run(["-d", "small"] + arguments)
    return (status, env.stdout, env.stderr)
  }

  /// The set's analyses as the report makes them.
  static func analyses(through: Day? = nil) -> [HabitAnalysis] {
    let loaded = load(Golden.read(folder + "/habits.txt")!, log: Golden.read(folder + "/log.txt")!, today: today)
    return JournalAnalysis.analyse(loaded.journal, today: day(today), through: through)
  }

  /// The path of a golden of the pictures.
  static func golden(_ name: String) -> String { Golden.fixtures + "/pictures/" + name }
}

/// Reading the pictures back: the cells of a page or an SVG as (date, status) pairs, and the
/// tags and references used.
enum PictureText {
  /// Every day's cell of `text` in order: its class's status and the ISO date its title starts
  /// with (after the weekday).
  static func cells(_ text: String) -> [(date: String, status: String)] {
    var result: [(String, String)] = []
    var rest = Substring(text)
    while let open = rest.firstRange(of: "<path class=\"s-") {
      rest = rest[open.upperBound...]
      let status = String(rest.prefix { $0 != "\"" })
      guard let close = rest.firstIndex(of: ">") else { break }
      let after = rest[rest.index(after: close)...]
      guard after.hasPrefix("<title>") else { continue }  // a legend's mark
      let title = after.dropFirst("<title>".count)
      result.append((String(title.dropFirst(4).prefix(10)), status))
    }
    return result
  }

  /// The part of a page between the start of the article with `id` and the next article.
  static func article(_ id: String, in page: String) -> Substring {
    guard let start = page.firstRange(of: "<article class=\"habit\" id=\"\(id)\"") else { return "" }
    let tail = page[start.lowerBound...]
    let end = tail.dropFirst().firstRange(of: "<article")?.lowerBound ?? tail.endIndex
    return tail[..<end]
  }

  /// The tag names that open an element in `text` (`<name`, `</name`, `<!doctype`), each once.
  static func tagNames(_ text: String) -> Set<String> {
    var names = Set<String>()
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "<") {
      rest = rest[rest.index(after: open)...]
      let name = rest.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber || $0 == "!" }
      names.insert(name.lowercased())
    }
    return names
  }

  /// The character references in `text` (`&amp;`, `&#39;`), each once.
  static func references(_ text: String) -> Set<String> {
    var found = Set<String>()
    var rest = Substring(text)
    while let amp = rest.firstIndex(of: "&") {
      let name = rest[amp...].prefix { $0 != ";" && $0 != " " && $0 != "<" }.prefix(12)
      let ended = rest[amp...].dropFirst(name.count).first == ";"
      found.insert(String(name) + (ended ? ";" : ""))
      rest = rest[rest.index(after: amp)...]
    }
    return found
  }

  /// How many times `piece` occurs in `text`, not overlapping.
  static func count(_ piece: String, in text: String) -> Int {
    var count = 0
    var rest = Substring(text)
    while let found = rest.firstRange(of: piece) {
      count += 1
      rest = rest[found.upperBound...]
    }
    return count
  }

  /// Whether python3 has html5lib, for the test that parses the page with it.
  static let hasHTML5Lib: Bool = {
    Subprocess.run(["python3", "-c", "import html5lib"])?.status == 0
  }()
}

extension JSONValue {
  /// The value of a whole number; nil for another kind of value.
  var int: Int? {
    guard case .number(let text) = self else { return nil }
    return Int(text)
  }
}
