import HabitsKit
import HabitsReports

/// `textDocument/inlayHint`: the next due day and the streak after each habit line.
extension LanguageServer {
  /// At the end of each habit line in view: the next due day and the current streak.
  mutating func inlayHints(_ params: JSON) -> JSON {
    guard settings.inlayHints, let path = path(params["textDocument"]?["uri"]) else { return .array([]) }
    var project = project(for: path)
    guard path == project.habitsPath else { return .array([]) }
    let first = (Position(params["range"]?["start"])?.line ?? 0) + 1
    let last = (Position(params["range"]?["end"])?.line ?? Int.max - 1) + 1
    let analyses = analyses(&project)
    let report = StatusReport(analyses: analyses, date: project.today)
    var hints: [JSON] = []
    for (habit, row) in zip(project.result.journal.habits, report.rows)
    where habit.origin.start.line >= first && habit.origin.start.line <= last {
      let line = habit.origin.start.line
      let end = project.habits.position(ofOffset: project.habits.lineBytes(line - 1).endIndex, encoding: encoding)
      var parts: [String] = []
      if let next = row.nextDue { parts.append("next " + DayText.relative(next, from: project.today)) }
      if row.currentStreak > 0 { parts.append("streak \(row.currentStreak)") }
      guard !parts.isEmpty else { continue }
      hints.append(
        .obj(["position": end.json, "label": .string(parts.joined(separator: " · ")), "paddingLeft": .bool(true)]))
    }
    return .array(hints)
  }
}
