import HabitsKit

/// What an importer makes of an export, before anything is written in `habits`' syntax: the
/// habits with their schedules, every day the export records for each, and what the
/// importer itself has to report. `ImportWriter` turns it into the two files and the report.
package struct ImportPlan: Sendable {
  /// The tool the export comes from, for the report and the files' first line.
  package var tool: String
  /// The habits, in the export's order.
  package var habits: [ImportedHabit] = []
  /// Every recorded day, in the order the export lists them (a later record of the same
  /// habit and day replaces an earlier one, as the tools read their own files).
  package var records: [ImportedRecord] = []
  /// What the importer reports of the export (the writer adds its own lines).
  package var report = ImportReport()
  /// The last date the export holds beyond its records, if any.
  package var lastDay: Day?
  /// The order the tool writes each habit's dates in: `1` oldest first (harsh appends), `-1`
  /// newest first (Loop), nil either (Org, whose setting decides); a record that goes the
  /// other way is out of order.
  package var dateStep: Int?

  /// An empty plan for an export of `tool`.
  package init(tool: String) { self.tool = tool }
}

/// One habit of an export, as it will be written.
package struct ImportedHabit: Sendable {
  /// The name as the export spells it (the writer renames what the habits file cannot hold).
  package var name: String
  /// Where the export defines it.
  package var location: ImportLocation
  /// The schedule in `habits`' syntax ("every day", "3 times in any 7 days", "tracked").
  package var scheduleText: String
  /// Options after the schedule, without `since` and `until` ("5 km", "2 times").
  package var options: [String] = []
  /// How its entries are written in the log.
  package var entries: EntryForm = .plain
  /// Which days its start may fall on.
  package var start: StartAlignment = .anyDay
  /// Whether it ends on its last recorded day (an archived habit).
  package var endsAtLastRecord = false
  /// Text kept as a comment on its line (Loop's question and description).
  package var comment: String?
  /// The heading it was listed under, if any (harsh's `! Heading`): its group.
  package var group: String?
  /// Where its heading is, for the report.
  package var groupLocation: ImportLocation?
  /// Its labels (Org's tags): its `tags` option.
  package var tags: [String] = []

  /// Creates a habit.
  package init(name: String, location: ImportLocation, schedule: String) {
    self.name = name
    self.location = location
    self.scheduleText = schedule
  }

  /// How a habit's entries are written in the log.
  package enum EntryForm: Sendable, Equatable {
    /// `NAME`: done, no quantity.
    case plain
    /// `NAME xN`: a count.
    case count
    /// `NAME 5.2 km`: an amount in thousandths of the unit.
    case amount(unit: String)
    /// `NAME 7`: a tracked habit's bare number, in thousandths.
    case number
  }

  /// Which days a habit's start may fall on. Schedules whose due days count from the start
  /// (every N days, weeks, months, years) keep the source's grid only when the start is on
  /// it: the start is then the last grid day on or before the first record.
  package enum StartAlignment: Sendable, Equatable {
    /// Any day.
    case anyDay
    /// Days a multiple of `days` away from `anchor`.
    case everyDays(Int, anchor: Day)
    /// The first days of months a multiple of `months` away from `anchor`'s month.
    case everyMonths(Int, anchor: Day)

    /// The last day on or before `day` that a start may fall on.
    package func start(notAfter day: Day) -> Day {
      switch self {
      case .anyDay:
        return day
      case .everyDays(let days, let anchor):
        return anchor + Day.floorDiv(day - anchor, days) * days
      case .everyMonths(let months, let anchor):
        let number = anchor.monthNumber + Day.floorDiv(day.monthNumber - anchor.monthNumber, months) * months
        return Day.firstOfMonth(number: number)
      }
    }

    /// The first start on or after `day` that keeps the grid and has no due day before `day`:
    /// the start of a habit with no entry, so that the import owes nothing the export did not
    /// ask for. A grid day for every N days or weeks (due on it); for every N months or years,
    /// `day` itself when its month opens a period (the period is clipped at the start, so an
    /// earlier due day of the month is not due), else the first day of the next period.
    package func start(notBefore day: Day) -> Day {
      let back = start(notAfter: day)
      switch self {
      case .anyDay:
        return day
      case .everyDays(let days, _):
        return back == day ? day : back + days
      case .everyMonths(let months, _):
        return back.monthNumber == day.monthNumber ? day : Day.firstOfMonth(number: back.monthNumber + months)
      }
    }
  }
}

/// One day of one habit as the export records it.
package struct ImportedRecord: Sendable {
  /// The habit's index in the plan.
  package var habit: Int
  /// The day.
  package var day: Day
  /// What the day holds.
  package var kind: Kind
  /// The note the export keeps for the day, if any.
  package var note: String?
  /// Where the export says it.
  package var location: ImportLocation

  /// Creates a record.
  package init(habit: Int, day: Day, kind: Kind, note: String? = nil, location: ImportLocation) {
    self.habit = habit
    self.day = day
    self.kind = kind
    self.note = note
    self.location = location
  }

  /// What a recorded day holds.
  package enum Kind: Sendable, Equatable {
    /// Done, with a count or an amount in thousandths (nil: once).
    case done(Int?)
    /// Skipped: a one-day pause.
    case skip
    /// Known but not done (a NO, an `n`): nothing is written but its note, and it still
    /// tells when the habit started.
    case nothing
    /// Not known (Loop's UNKNOWN): nothing is written but its note; it replaces an earlier
    /// record of the day, and says nothing of when the habit started.
    case unknown
  }
}
