import HabitsKit
import HabitsReports

/// `textDocument/references`: every line that names a habit.
extension LanguageServer {
  /// Every mention of a habit: its log lines, and its declaration when asked for.
  mutating func references(_ params: JSON) -> JSON {
    guard var spot = spot(params), let mention = mention(at: &spot) else { return .null }
    let includeDeclaration = params["context"]?["includeDeclaration"]?.bool ?? true
    return .array(
      mentions(of: mention.key, in: &spot.project)
        .filter { includeDeclaration || $0.file != spot.project.habitsPath }
        .map { location($0.file, $0.range, in: spot.project) })
  }

  /// Every mention of the habit whose key is `key`: its name on each of its lines in the
  /// habits file (its first line and its changes, a line with an error among them: a rename
  /// that left one would make it another habit), and its names on the log lines its entries
  /// are on (`HabitLog.lines`) and on the log lines refused for an error, each line read alone.
  mutating func mentions(of key: String, in project: inout Project) -> [HabitMention] {
    guard project.result.journal[key: key] != nil else { return [] }
    let habitsFile = SourceFile(path: project.habitsPath, bytes: project.habits.bytes)
    var result = HabitsFileParser.parse(habitsFile).declarations
      .filter { Habit.key(for: $0.name) == key }
      .map { HabitMention(key: key, file: project.habitsPath, range: $0.nameRange) }
    guard let loaded = project.result.journal[key: key], var lines = LogLines(project) else { return result }
    for line in linesNaming(loaded, in: project) {
      for name in lines.names(onLine: line, journal: project.result.journal) where Habit.key(for: name.text) == key {
        result.append(HabitMention(key: key, file: project.logPath, range: name.range))
      }
    }
    read(lines, in: &project)
    return result
  }

  /// The numbers of the log lines that may name the habit `loaded`, in order: the lines of its
  /// entries, and the lines with an error, where an item refused for its count or amount
  /// (`Gym x0`) is no entry of it but still names it (`LogLines.names(onLine:journal:)`): a
  /// rename that left them would leave them naming no habit, with a second error.
  private func linesNaming(_ loaded: LoadedHabit, in project: Project) -> [Int] {
    let entryLines = loaded.log.lines.map { Int($0) }
    var refused = Set<Int>()
    for diagnostic in project.result.diagnostics where diagnostic.file == project.logPath && diagnostic.severity == .error {
      refused.insert(diagnostic.range.start.line)
    }
    guard !refused.isEmpty else { return entryLines }
    refused.subtract(entryLines)
    return (entryLines + refused).sorted()
  }
}
