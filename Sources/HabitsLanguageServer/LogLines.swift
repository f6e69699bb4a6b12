import HabitsKit

/// The lines of a loaded log a request reads, one at a time, with the library's grammar: the
/// lines a habit's entries point to (`HabitLog.lines`), or the line under the cursor. No
/// request reads the whole log to find a habit's names.
struct LogLines {
  private var parser: LogFileParser
  /// How many lines were read.
  private(set) var read = 0

  /// The lines of the log of `project`, as it was loaded; nil without a log.
  init?(_ project: LanguageServer.Project) {
    // The log as loaded with the project (`Loader.Result.sources` is the habits file, then the
    // log): its lines are the ones the entries point to.
    guard project.log != nil, let file = project.result.sources.dropFirst().first else { return nil }
    parser = LogFileParser(file: file)
    parser.keepsRefusedNames = true
  }

  /// The names line `number` gives, each with its text and place, read as the resolver reads
  /// it: a line starting with a keyword that also reads as completions is completions when all
  /// its names are habits. A line of completions refused for an item's count or amount
  /// (`Read x2, Gym x0`) gives the names written on it.
  mutating func names(onLine number: Int, journal: Journal) -> [(text: String, range: SourceRange)] {
    read += 1
    parser.discardItems()
    let refusedBefore = parser.refusedNames.count
    guard let line = parser.reparse(line: number) else {
      // A line of completions refused for an item's count or amount: the names written on it.
      let parser = self.parser
      return parser.refusedNames[refusedBefore...].map { (parser.text(of: $0.spelling), $0.range) }
    }
    let parser = self.parser
    let meaning = line.meaning(entries: parser.entries) { journal.namesHabit(item: parser.text(of: $0)) }
    let names: [NameSyntax]
    switch meaning {
    case .completions(let range): names = parser.entries[range].map(\.name)
    case .vacation(let range, _), .skip(let range), .resume(let range): names = Array(parser.names[range])
    case .unreadDirective, .redeem: names = []
    }
    return names.map { (parser.text(of: $0.spelling), $0.range) }
  }

  /// The reward line `number` redeems, with its name's text and place, when it is a redeem
  /// line (as the resolver reads it: not when all it names are habits).
  mutating func reward(onLine number: Int, journal: Journal) -> (text: String, range: SourceRange)? {
    read += 1
    parser.discardItems()
    guard let line = parser.reparse(line: number) else { return nil }
    let parser = self.parser
    let meaning = line.meaning(entries: parser.entries) { journal.habit(named: parser.text(of: $0)) != nil }
    guard case .redeem(let index) = meaning else { return nil }
    let name = parser.entries[index].name
    return (parser.text(of: name.spelling), name.range)
  }
}
