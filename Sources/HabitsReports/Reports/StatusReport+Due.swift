import HabitsKit

/// The due-only view (`--due`): the habits that ask for something today (scheduling-semantics
/// §18): planned or backlog today, over a limit today, or needing attention. A habit that is
/// only *not logged*, or was already done today, is not listed.
extension StatusReport.Row {
  /// Whether the row asks for something on its day.
  package var asksForSomething: Bool {
    switch status {
    case .planned, .backlog, .overLimit: return true
    case .completed, .overCompleted, .sortedOutBacklog, .alreadyCompleted: return false
    default: return attention == .needsAttention
    }
  }

  /// The row in the one-line due list: "Gym", "Floss (backlog)", "Sweets (over)" (over its
  /// limit today, or in the week or month that holds today), "Plants (needs attention)".
  var dueWords: String {
    switch status {
    case .planned: name
    case .backlog: name + " (backlog)"
    case .overLimit: name + " (over)"
    default:
      switch todo {
      case .limit(let left, _, _) where left < 0, .windowLimit(let left, _) where left < 0: name + " (over)"
      default: name + " (needs attention)"
      }
    }
  }
}

extension StatusReport {
  /// The board of the rows that ask for something, in board order, with their warnings; the
  /// habits with errors are left to the line that names them.
  package func dueOnly() -> StatusReport {
    // A file without habits is said to be one, --due or not.
    guard !rows.isEmpty || !habitsWithErrors.isEmpty else { return self }
    var report = self
    report.wholeCounts = [.onTrack: count(.onTrack), .notLogged: count(.notLogged), .needsAttention: count(.needsAttention)]
    report.rows = rows.filter(\.asksForSomething)
    let names = Set(report.rows.map(\.name))
    report.warnings = warnings.filter { names.contains($0.habit) }
    report.habitsWithErrors = []
    return report
  }

  /// `journal` narrowed to the habits whose board row asks for something on `today`: what
  /// `week`, `next` and `backlog` show with `--due`.
  package static func dueOnly(_ journal: Journal, today: Day) -> Journal {
    let board = StatusReport(analyses: JournalAnalysis.analyses(journal, today: today), date: today)
    let keys = Set(board.rows.filter(\.asksForSomething).map { Habit.key(for: $0.name) })
    return journal.filter { keys.contains($0.key) }
  }
}

extension StatusRenderer {
  /// The due list on one line, for a prompt, a status bar or a cron job: "Gym, Floss
  /// (backlog), Sweets (over)", and nothing at all when nothing asks for anything.
  package func dueShort(_ report: StatusReport) -> String {
    let due = report.rows.filter(\.asksForSomething)
    guard !due.isEmpty else { return "" }
    return due.map(\.dueWords).joined(separator: ", ") + "\n"
  }
}
