import HabitsKit
import HabitsReports

/// `textDocument/definition`: from a habit's name in the log to its line in the habits file.
extension LanguageServer {
  /// A log name's habit line (a habit name in the habits file is its own definition).
  mutating func definition(_ params: JSON) -> JSON {
    guard var spot = spot(params), let mention = mention(at: &spot),
      let habit = spot.project.result.journal[key: mention.key]?.habit
    else { return .null }
    return location(spot.project.habitsPath, habit.nameRange, in: spot.project)
  }
}
