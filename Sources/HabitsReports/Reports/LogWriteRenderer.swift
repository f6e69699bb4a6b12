import HabitsKit

/// Renders ``LogWriteReport``: the line written, then a line per affected habit, for people;
/// JSON for programs.
///
/// ```
/// 2026-11-22 Pushups x2, Gym
/// Pushups: partially completed · 2 of 3 done
/// Gym: completed · streak 12 days
/// ```
package struct LogWriteRenderer {
  /// What joins a habit's status and streak (`RenderSettings.separator`).
  var separator = RenderSettings.separator(ascii: false)

  /// Creates a renderer; `ascii` for ASCII only.
  package init(ascii: Bool = false) { separator = RenderSettings.separator(ascii: ascii) }

  /// The confirmation: the line, then each affected habit's status on the line's day.
  package func text(_ report: LogWriteReport) -> String {
    var out = report.written + "\n"
    for (index, row) in report.rows.enumerated() {
      let todo = StatusRenderer.todoWords(row, date: report.date, today: report.today)
      let vacation = vacationText(report.vacations[index], today: report.today)
      out += row.name + ": " + LogWriteRenderer.phrase(
        row, todo: todo, vacation: vacation, effect: report.pauseEffects[index], separator: separator) + "\n"
    }
    if let balance = report.balance { out += "balance: " + DayText.count(balance, "point") + "\n" }
    return out
  }

  /// The confirmation as JSON (docs/json.md, "log"): the line written, its day, and each
  /// affected habit's entry as `habits status --json` gives it for that day.
  package func json(_ report: LogWriteReport) -> String {
    // The line written leads, before `today`: it is what the command did.
    JSONWriter.document { w in
      w.write("written", report.written)
      w.write("today", report.today.description)
      w.write("date", report.date.description)
      if let balance = report.balance { w.write("balance", balance) }
      StatusRenderer.writeRows(report.rows, date: report.date, today: report.today, into: &w)
    }
  }

  /// "completed · streak 12 days", "partially completed · 2 of 3 done", "on vacation until
  /// Dec 27": the status in words, what is left to do when that adds something, the streak.
  /// On a paused day, what the pause does to the habit's kind (`effect`): a limit is not
  /// paused, a tracked habit has nothing to pause; each says so, and what it stands at.
  static func phrase(
    _ row: StatusReport.Row, todo: String, vacation: String?, effect: PauseEffect = .pauses, separator: String = " · "
  ) -> String {
    let words = row.status.words
    var parts: [String]
    if vacation != nil, effect == .limitNotPaused {
      parts = ["not paused (a limit)", todo]
    } else if vacation != nil, effect == .nothingToPause {
      parts = ["nothing to pause (tracked)", todo]
    } else if row.status == .onVacation, let vacation {
      parts = [vacation]
    } else if ["done", "due", "missed", words].contains(todo) {
      parts = [words]
    } else if todo.hasPrefix(words) {
      parts = [todo]
    } else {
      parts = [words, todo]
    }
    if row.currentStreak > 0 { parts.append("streak " + DayText.count(row.currentStreak, "day")) }
    return parts.joined(separator: separator)
  }

  /// The vacation covering the day in dates rather than the board's relative words, which would
  /// read wrongly for a day other than today: "on vacation until Nov 28", "on vacation,
  /// open-ended", and "skipped" for a one-day pause (a skip), which is no vacation.
  private func vacationText(_ vacation: Vacation?, today: Day) -> String? {
    guard let vacation else { return nil }
    guard let end = vacation.end else { return "on vacation, open-ended" }
    if vacation.start == end { return "skipped" }
    return "on vacation until " + DayText.monthDay(end, from: today)
  }
}
