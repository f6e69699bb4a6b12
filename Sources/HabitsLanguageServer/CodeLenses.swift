import HabitsKit
import HabitsReports

extension LanguageServer {
  /// `textDocument/codeLens`: above each habit of a habits file, its current streak and its
  /// next due day, as the board says them; none when the `codeLens` setting is off.
  ///
  /// A lens is only text (its command is empty): clicking it does nothing, and the inlay
  /// hints and hover say the same, so each can be turned off alone.
  mutating func codeLenses(_ params: JSON) -> JSON {
    guard settings.codeLenses, let path = path(params["textDocument"]?["uri"]) else { return .array([]) }
    var project = project(for: path)
    guard path == project.habitsPath else { return .array([]) }
    let report = StatusReport(analyses: analyses(&project), date: project.today)
    var lenses: [JSON] = []
    for (habit, row) in zip(project.result.journal.habits, report.rows) {
      lenses.append(
        .obj([
          "range": project.habits.range(habit.nameRange, encoding: encoding),
          "command": .obj(["title": .string(CodeLensText.title(row, today: project.today)), "command": .string("")]),
        ]))
    }
    return .array(lenses)
  }
}

/// The words of a habit's code lens.
enum CodeLensText {
  /// "streak 12 days · next due Tue": the current streak ("no streak" without one; nothing
  /// for a tracked habit, which keeps none), then the next due day; for a habit with none
  /// ahead, what the board says of it instead ("clean today" or "1 left this week" for a
  /// limit, "finished Jan 30", "last 7, Nov 21" for a tracked habit).
  static func title(_ row: StatusReport.Row, today: Day) -> String {
    var parts: [String] = []
    if row.keepsStreaks {
      parts.append(row.currentStreak > 0 ? "streak " + DayText.count(row.currentStreak, "day") : "no streak")
    }
    if let next = row.nextDue {
      parts.append("next due " + DayText.relative(next, from: today))
    } else {
      let words = StatusRenderer.todoWords(row, date: today, today: today)
      if !words.isEmpty { parts.append(words) }
    }
    return parts.joined(separator: " · ")
  }
}
