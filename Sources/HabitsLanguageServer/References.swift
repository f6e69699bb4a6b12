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

  /// The declaration and every log name of the habit whose key is `key`: its names on the
  /// lines its entries are on (`HabitLog.lines`), each line read alone.
  mutating func mentions(of key: String, in project: inout Project) -> [HabitMention] {
    guard let loaded = project.result.journal[key: key] else { return [] }
    var result = [HabitMention(key: key, file: project.habitsPath, range: loaded.habit.nameRange)]
    guard var lines = LogLines(project) else { return result }
    for line in loaded.log.lines {
      for name in lines.names(onLine: Int(line), journal: project.result.journal) where Habit.key(for: name.text) == key {
        result.append(HabitMention(key: key, file: project.logPath, range: name.range))
      }
    }
    read(lines, in: &project)
    return result
  }
}
