import Testing

@testable import HabitsKit
@testable import HabitsReports

/// Generated exports of each tool, with what real ones hold (every frequency and value kind,
/// names to rename, notes with line breaks, duplicate and unordered days, archived habits):
/// whatever they hold, the written files load without a single diagnostic, and a day is done
/// exactly when the export recorded it done.
@Suite struct GeneratedImportTests {
  static let names = ["Run", "run", "Read, write", "Gym: legs", "Pushups x2", "Café ☕", "#1 habit", "Skip rope", "  ", "Mood"]
  static let notes = ["", "", "", "fine", "with, comma", "line\nbreak", "say \"hi\"", "habits: allow all", "# hash"]

  @Test(arguments: 0..<80) func loopExports(seed: Int) throws {
    var random = SeededRandom(seed: UInt64(seed))
    let first = day("2024-01-01")
    var files: [String: String] = [:]
    var habits = "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?\n"
    var table: [Int: Set<Day>] = [:]
    let count = Int.random(in: 1...4, using: &random)
    var definitions: [(name: String, numerical: Bool)] = []
    for index in 0..<count {
      let name = Self.names.randomElement(using: &random)!
      let numerical = Bool.random(using: &random)
      let denominator = [1, 2, 3, 7, 14, 30, 400].randomElement(using: &random)!
      let numerator = numerical ? 1 : Int.random(in: 1...max(1, min(denominator, 5)), using: &random)
      let unit = numerical ? ["", "km", "times", "cups of tea", "min"].randomElement(using: &random)! : ""
      let target = numerical ? ["1", "2.5", "5.0", "0", "3"].randomElement(using: &random)! : ""
      let type = numerical ? "NUMERICAL" : "YES_NO"
      let atMost = numerical && Bool.random(using: &random) ? "AT_MOST" : numerical ? "AT_LEAST" : ""
      let archived = Int.random(in: 0..<4, using: &random) == 0
      habits += "\(padded3(index + 1)),\"\(name)\",\(type),Q?,,\(numerator),\(denominator),#FF0000,\(unit),\(atMost),\(target),\(archived)\n"
      definitions.append((name, numerical))
      var rows = "Date,Value,Notes\r\n"
      var doneDays: Set<Day> = []
      for _ in 0..<Int.random(in: 0...25, using: &random) {
        let date = first + Int.random(in: 0..<60, using: &random)
        let value: String
        if numerical {
          value = ["SKIP", "UNKNOWN", "0", "1000", "2500", "3000", "125"].randomElement(using: &random)!
        } else {
          value = ["YES_MANUAL", "YES_AUTO", "NO", "SKIP", "UNKNOWN", "2", "1", "0", "-1", "-3"].randomElement(using: &random)!
        }
        let note = Self.notes.randomElement(using: &random)!
        rows += "\(date),\(value),\"\(note.replacing("\"", with: "\"\""))\"\r\n"
        // The later row of a day wins: the table follows the last one.
        let done = numerical ? Int(value).map { $0 > 0 } ?? false : value == "YES_MANUAL" || value == "2"
        if done { doneDays.insert(date) } else { doneDays.remove(date) }
      }
      table[index] = doneDays
      let sane = String(name.unicodeScalars.filter { $0 == " " || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "._-".unicodeScalars.contains($0) }.map(Character.init))
      files[ImportText.trimmed("\(padded3(index + 1)) \(sane)") + "/Checkmarks.csv"] = rows
    }
    files["Habits.csv"] = "\u{FEFF}" + habits
    let result = try #require(ImportCheck.loop(files))
    let loaded = ImportCheck.loadsClean(result, today: "2024-03-01")
    check(loaded, table: table, to: day("2024-03-01"))
  }

  @Test(arguments: 0..<80) func harshExports(seed: Int) throws {
    var random = SeededRandom(seed: UInt64(seed) + 1000)
    let first = day("2024-01-01")
    var habits = "# habits\n"
    let count = Int.random(in: 1...4, using: &random)
    var names: [String] = []
    for index in 0..<count {
      if Bool.random(using: &random) { habits += "! Group \(index)\n" }
      // A blank name is skipped as harsh skips it (ImportMessyTests), which would shift the table.
      let name = Self.names.filter { !$0.allSatisfy { $0 == " " } }.randomElement(using: &random)!.replacing(":", with: "").replacing("#", with: "")
      let frequency = ["1", "0", "7", "3/7", "2/2", "1/400", "90"].randomElement(using: &random)!
      habits += "\(name): \(frequency)\n"
      names.append(ImportText.trimmed(name))
    }
    var log = ""
    var table: [Int: Set<Day>] = [:]
    for _ in 0..<Int.random(in: 0...40, using: &random) {
      let index = Int.random(in: 0..<count, using: &random)
      let date = first + Int.random(in: 0..<60, using: &random)
      let result = ["y", "y", "n", "s", "l"].randomElement(using: &random)!
      let amount = ["0", "", "2", "1.5", "0.0001"].randomElement(using: &random)!
      let comment = Self.notes.randomElement(using: &random)!.replacing("\n", with: " ")
      log += "\(date) : \(names[index]) : \(result) : \(comment) : \(amount)\n"
      // harsh keys its log by day and name: a later line replaces an earlier one of any habit
      // named alike, and the first habit of that name is the one the table follows.
      let owner = names.firstIndex(of: names[index])!
      if result == "y" { table[owner, default: []].insert(date) } else { table[owner, default: []].remove(date) }
    }
    let result = try #require(ImportCheck.harsh(habits, log))
    let loaded = ImportCheck.loadsClean(result, today: "2024-03-01")
    check(loaded, table: table, to: day("2024-03-01"))
  }

  @Test(arguments: 0..<80) func orgFiles(seed: Int) throws {
    var random = SeededRandom(seed: UInt64(seed) + 2000)
    let first = day("2024-01-01")
    var text = "#+TITLE: generated\n"
    var table: [Int: Set<Day>] = [:]
    for index in 0..<Int.random(in: 1...4, using: &random) {
      let repeater = ["+1d", "++3d", ".+2d/4d", "+1w", "++2w", ".+1w", "+1m", "+2m", ".+1m", "+1y", "+2y", ".+1y"].randomElement(using: &random)!
      let scheduled = first + Int.random(in: 0..<400, using: &random)
      text += "** TODO Habit \(index) :tag:\n   SCHEDULED: <\(scheduled) Mon \(repeater)>\n   :PROPERTIES:\n   :STYLE: habit\n"
      var done: Set<Day> = []
      let lastRepeat = Bool.random(using: &random) ? first + Int.random(in: 0..<60, using: &random) : nil
      if let lastRepeat { text += "   :LAST_REPEAT: [\(lastRepeat) Mon 10:00]\n" }
      text += "   :END:\n   :LOGBOOK:\n"
      for _ in 0..<Int.random(in: 0...12, using: &random) {
        let date = first + Int.random(in: 0..<60, using: &random)
        done.insert(date)
        text += "   - State \"DONE\"       from \"TODO\"       [\(date) Mon 08:00]\n"
      }
      text += "   :END:\n"
      if let lastRepeat { done.insert(lastRepeat) }
      table[index] = done
    }
    let result = try #require(ImportCheck.org(text))
    let loaded = ImportCheck.loadsClean(result, today: "2024-03-01")
    check(loaded, table: table, to: day("2024-03-01"))
  }

  /// Each habit's days from the table's first through `to`: done exactly on the table's days.
  func check(_ loaded: Loader.Result, table: [Int: Set<Day>], to: Day, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    for (index, analysis) in JournalAnalysis.analyse(loaded.journal, today: to).enumerated() {
      let done = table[index] ?? []
      var day = day("2023-12-25")
      while day <= to {
        #expect(ImportCheck.isDone(analysis, on: day) == done.contains(day), "\(analysis.habit.name) \(day)", sourceLocation: sourceLocation)
        day = day + 1
      }
    }
  }
}

/// A number written with at least three digits, as Loop's folders are ("%03d").
func padded3(_ number: Int) -> String {
  let digits = String(number)
  return String(repeating: "0", count: max(0, 3 - digits.count)) + digits
}
