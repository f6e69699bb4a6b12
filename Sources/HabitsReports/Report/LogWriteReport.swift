import HabitsKit

/// What `habits log`, `skip`, `vacation` and `resume` print after writing: the line written,
/// then each affected habit's status on the line's day.
///
/// ```
/// 2026-11-22 Pushups x2, Gym
/// Pushups: partially completed · 2 of 3 done
/// Gym: completed · streak 12 days
/// ```
package enum LogWriteReport {
  /// The confirmation for `line`, from the journal as it is after the write.
  /// - Parameters:
  ///   - affected: the habits to show, by index, in this order.
  ///   - day: the line's day, whose status is shown.
  package static func text(line: String, affected: [Int], journal: Journal, day: Day, today: Day) -> String {
    let analyses = affected.map {
      HabitAnalysis(habit: journal.habits[$0], log: journal.logs[$0], today: today, through: day)
    }
    let report = StatusReport(analyses: analyses, date: day)
    var out = line + "\n"
    for (analysis, row) in zip(analyses, report.rows) {
      out += row.name + ": " + phrase(row, vacation: vacationText(analysis, day: day, today: today)) + "\n"
    }
    return out
  }

  /// The confirmation as JSON (docs/json.md, "log"): the line written, its day, and each
  /// affected habit's entry as `habits status --json` gives it for that day.
  package static func json(line: String, affected: [Int], journal: Journal, day: Day, today: Day) -> String {
    let analyses = affected.map {
      HabitAnalysis(habit: journal.habits[$0], log: journal.logs[$0], today: today, through: day)
    }
    let report = StatusReport(analyses: analyses, date: day)
    var w = JSONWriter()
    w.beginObject()
    w.write("version", 1)
    w.write("written", line)
    w.write("today", today.description)
    w.write("date", day.description)
    StatusRenderer.writeRows(report.rows, into: &w)
    w.endObject()
    return w.output + "\n"
  }

  /// "completed · streak 12 days", "partially completed · 2 of 3 done", "on vacation until
  /// Dec 27": the status in words, what is left to do when that adds something, the streak.
  static func phrase(_ row: StatusReport.Row, vacation: String?) -> String {
    let words = row.status.words
    var parts: [String]
    if row.status == .onVacation, let vacation {
      parts = [vacation]
    } else if ["done", "due", "missed", words].contains(row.todo) {
      parts = [words]
    } else if row.todo.hasPrefix(words) {
      parts = [row.todo]
    } else {
      parts = [words, row.todo]
    }
    if row.currentStreak > 0 { parts.append("streak " + DayText.count(row.currentStreak, "day")) }
    return parts.joined(separator: " · ")
  }

  /// The vacation covering `day` in dates rather than the board's relative words, which would
  /// read wrongly for a day other than today: "on vacation until Nov 28", "on vacation,
  /// open-ended", and "skipped" for a one-day pause (a skip), which is no vacation.
  private static func vacationText(_ analysis: HabitAnalysis, day: Day, today: Day) -> String? {
    guard let vacation = analysis.log.vacations.last(where: { $0.contains(day) }) else { return nil }
    guard let end = vacation.end else { return "on vacation, open-ended" }
    if vacation.start == end { return "skipped" }
    return "on vacation until " + DayText.monthDay(end, from: today)
  }
}
