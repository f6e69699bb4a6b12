import Testing

@testable import HabitsKit

/// An amount's unit is compared with its habit's once per distinct spelling of the unit, not
/// once per entry: a log of a thousand runs lower-cases `km` and `KM` once each.
@Suite struct UnitComparisonTests {
  @Test func eachSpellingOfAUnitIsLoweredOnce() throws {
    let habits = load("Run: every day; 5 km\nSwim: every day; 1000 m\n").journal.habits
    var log = ""
    for k in 0..<1_000 { log += "2026-01-01 Run \(k % 9 + 1) \(k % 3 == 0 ? "KM" : "km"), Swim 800 m\n" }
    log += "2026-01-02 Run 5 m\n"
    let file = SourceFile(path: "log.txt", text: log)
    var parser = LogFileParser(file: file)
    var lines = LineCursor(file)
    var diagnostics = BoundedDiagnostics(limit: Int.max)
    while let (start, end) = lines.next() {
      _ = parser.parse(line: lines.number, start: start, end: end, diagnostics: &diagnostics)
    }
    var names = LogNames(file: "log.txt", habits: habits, broken: [:])
    var matches = 0
    var mismatches = 0
    for entry in parser.entries {
      let unit = try #require(entry.unit)
      guard case .habit(let index) = names.target(of: entry.name.spelling, parser: parser) else {
        Issue.record("\(parser.text(of: entry.name.spelling)) is no habit")
        continue
      }
      if names.unit(unit, isUnitOf: index, parser: parser) { matches += 1 } else { mismatches += 1 }
    }
    #expect(matches == 2_000 && mismatches == 1)
    // `KM`, `km` and `m`: three spellings, three lower-casings for 2,001 entries.
    #expect(names.unitSpellingsLowered == 3)
  }
}
