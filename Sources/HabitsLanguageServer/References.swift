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
  /// are on (`HabitLog.lines`), each line read alone.
  mutating func mentions(of key: String, in project: inout Project) -> [HabitMention] {
    guard project.result.journal[key: key] != nil else { return [] }
    let habitsFile = SourceFile(path: project.habitsPath, bytes: project.habits.bytes)
    var result = HabitsFileParser.parse(habitsFile).declarations
      .filter { Habit.key(for: $0.name) == key }
      .map { HabitMention(key: key, file: project.habitsPath, range: $0.nameRange) }
    guard let loaded = project.result.journal[key: key], var lines = LogLines(project) else { return result }
    for line in loaded.log.lines {
      for name in lines.names(onLine: Int(line), journal: project.result.journal) where Habit.key(for: name.text) == key {
        result.append(HabitMention(key: key, file: project.logPath, range: name.range))
      }
    }
    read(lines, in: &project)
    return result
  }
}
