import HabitsKit

/// The next days each habit asks for (`habits next`), read from the engine's timeline from
/// today on: `planned` days (due, not covered) and `backlog` days (free days where a deficit
/// is to be caught up). Due days already covered by work done ahead (`already_completed`) are
/// listed where they fall but do not count towards the number asked for.
package struct NextReport: Sendable {
  /// One upcoming day.
  package struct Item: Sendable, Equatable {
    /// The day.
    package var day: Day
    /// `planned`, `backlog` or `alreadyCompleted`.
    package var status: HabitStatus
  }

  /// Where a habit stands, for habits with nothing to list.
  package enum State: String, Sendable {
    /// Running: the items say what comes.
    case active
    /// Not started yet.
    case notStarted = "not_started"
    /// Ended.
    case finished
  }

  /// One habit's upcoming days.
  package struct Row: Sendable {
    /// The habit's name.
    package var name: String
    /// Whether it runs.
    package var state: State
    /// Its start, when it has not started (nil when its start is not fixed yet, its first
    /// entry); its end, when it has finished.
    package var boundary: Day?
    /// The upcoming days, in order.
    package var items: [Item]
    /// The habit's group, nil before the first heading.
    package var group: String? = nil
    /// The habit's tags.
    package var tags: [String] = []
    /// The time of day of the line in force today, nil without.
    package var time: TimeOfDay? = nil
    /// The priority of the line in force today, nil without: what sorts the habit within its
    /// group, as `status` gives it.
    package var priority: Priority? = nil
  }

  /// How far ahead to look: ten years, like ``HabitAnalysis/nextDue(onOrAfter:)``.
  static let horizon = Horizons.lookahead

  /// Today.
  package let today: Day
  /// How many planned or backlog days per habit.
  package let count: Int
  /// One row per habit, in file order.
  package let rows: [Row]
  /// Whether the rows are only the habits that ask for something today (`--due`): with none,
  /// the report says nothing is due, not that the file has no habits.
  package var isDueOnly = false

  /// Lists up to `count` days to do per habit, from today on.
  package init(analyses: [HabitAnalysis], today: Day, count: Int) {
    self.today = today
    self.count = count
    rows = analyses.map { a in
      var row = NextReport.row(a, today: today, count: count)
      (row.group, row.tags, row.time) = (a.habit.group, a.habit.tags, a.habit.hasTime ? a.habit(on: today).time : nil)
      if a.habit.hasPriority { row.priority = a.habit(on: today).priority }
      return row
    }
  }

  private static func row(_ a: HabitAnalysis, today: Day, count: Int) -> Row {
    let end = a.timeline.calendar.end
    if let end, end < today {
      return Row(name: a.habit.name, state: .finished, boundary: end, items: [])
    }
    var items: [Item] = []
    var found = 0
    var day = today
    let limit = end.map { min($0, today + horizon) } ?? today + horizon
    while found < count && day <= limit {
      let status = NextReport.status(a, day)
      if status == .planned || status == .backlog {
        items.append(Item(day: day, status: status))
        found += 1
      } else if status == .alreadyCompleted {
        items.append(Item(day: day, status: status))
      }
      day = day + 1
    }
    let notStarted = today < a.timeline.first
    return Row(
      name: a.habit.name, state: notStarted ? .notStarted : .active,
      boundary: notStarted && !a.startMoves ? a.timeline.first : nil, items: items)
  }

  /// The status on `day`; past the computed timeline, the schedule and the log's vacations.
  private static func status(_ a: HabitAnalysis, _ day: Day) -> HabitStatus {
    let status = a.status(on: day)
    if day > a.timeline.last && status == .planned
      && a.log.vacations.contains(where: { $0.contains(day) })
    {
      return .onVacation
    }
    return status
  }
}
