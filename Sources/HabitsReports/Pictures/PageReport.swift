import HabitsKit

/// The HTML report (`habits report --html`) as data: today's board, then every habit with its
/// heatmaps, streaks, figures by month, schedule changes and notes, in sections by group.
///
/// Made of the values the other reports are made of (``StatusReport`` rows, ``GraphReport``
/// heatmaps, ``StatsReport`` figures), built here from the same analyses, so the page says
/// what `status`, `graph` and `stats` say; ``PageRenderer`` only lays them out.
package struct PageReport: Sendable {
  /// One habit's part of the page.
  package struct HabitPage: Sendable {
    /// Its position among the habits on the page (for anchors).
    package var index: Int
    /// The habit's name.
    package var name: String
    /// Its row on today's board.
    package var row: StatusReport.Row
    /// Its heatmaps: one for a range of at most 53 weeks, else one per calendar year the
    /// habit lives in; none when its life misses the range.
    package var graphs: [GraphReport.HabitGraph]
    /// Its figures over the range (cut to its life), by month, and its streaks.
    package var stats: StatsReport.HabitStats
    /// For a habit with changes, the line of its first schedule and that schedule as written.
    package var firstLine: (line: Int, schedule: String?)?
    /// For a habit with changes, its later lines, in order.
    package var changes: [HistoryReport.Change]
    /// The notes of its entries in the range, in date order.
    package var notes: [(day: Day, text: String)]
    /// Its first day.
    package var start: Day
    /// Whether it waits for its first entry: no `since` and nothing logged, so it starts the
    /// day it is first logged (until then its first day is today).
    package var waitsForFirstEntry: Bool
    /// Its last day, if it ends.
    package var end: Day?
  }

  /// The habits of one group, in file order.
  package struct Section: Sendable {
    /// The group's name; nil for the habits before the first group heading.
    package var group: String?
    /// The habits.
    package var habits: [HabitPage]
  }

  /// The page's title.
  package let title: String
  /// Today.
  package let today: Day
  /// The days the heatmaps and figures cover.
  package let range: ClosedRange<Day>
  /// Today's board: its summary and warnings (each habit's row is in its page).
  package let board: StatusReport
  /// The sections: ungrouped habits first, then each group in the order it first appears.
  package let sections: [Section]
  /// Whether the range is shown as one heatmap a calendar year.
  package let byYear: Bool

  /// The longest range drawn as a single heatmap: 53 weeks; a longer one gets a heatmap a year.
  package static let singleHeatmapDays = 371

  /// Builds the page from the analyses of the habits to show (computed at least through the
  /// range's end); `group` and `notes` read a habit's group and its entries' notes.
  package init(
    analyses: [HabitAnalysis], range: ClosedRange<Day>, today: Day, title: String,
    group: (Habit) -> String? = ReportAnnotations.group,
    notes: (HabitAnalysis, ClosedRange<Day>) -> [Day: String] = ReportAnnotations.notes
  ) {
    self.title = title
    self.today = today
    self.range = range
    let board = StatusReport(analyses: analyses, date: today)
    self.board = board
    let stats = StatsReport(
      analyses: analyses, range: range, today: today, weekStart: ViewWeekStart.shared(analyses.map(\.habit)))
    let pieces = PageReport.pieces(of: range)
    byYear = pieces.count > 1
    var sections: [Section] = [Section(group: nil, habits: [])]
    for (index, a) in analyses.enumerated() {
      let start = a.timeline.first
      let end = a.timeline.calendar.end
      let habitNotes = notes(a, range)
      // A habit's years are those its life meets; a single heatmap is shown whenever they meet.
      let shown = pieces.filter { piece in
        start <= piece.upperBound && (end.map { $0 >= piece.lowerBound } ?? true)
      }
      let graphs = shown.map { piece in
        GraphReport.HabitGraph(
          analysis: a, days: piece, today: today, notes: habitNotes.filter { piece.contains($0.key) })
      }
      let page = HabitPage(
        index: index, name: a.habit.name, row: board.rows[index], graphs: graphs, stats: stats.habits[index],
        firstLine: a.eras.first.map { ($0.line, $0.scheduleText) }, changes: HistoryReport.changes(of: a),
        notes: habitNotes.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, start: start,
        waitsForFirstEntry: a.habit.since == nil && a.log.completions.isEmpty, end: end)
      let name = group(a.habit)
      if let section = sections.firstIndex(where: { $0.group == name }) {
        sections[section].habits.append(page)
      } else {
        sections.append(Section(group: name, habits: [page]))
      }
    }
    self.sections = sections.filter { !$0.habits.isEmpty || $0.group != nil }
  }

  /// The days of each heatmap: the range itself when it is at most 53 weeks, else the range
  /// cut into calendar years.
  package static func pieces(of range: ClosedRange<Day>) -> [ClosedRange<Day>] {
    guard range.count > singleHeatmapDays else { return [range] }
    var pieces: [ClosedRange<Day>] = []
    var start = range.lowerBound
    while start <= range.upperBound {
      let yearEnd = Day(year: start.year, month: 12, day: 31) ?? range.upperBound
      let end = min(yearEnd, range.upperBound)
      pieces.append(start...end)
      start = end + 1
    }
    return pieces
  }

  /// The 12 months ending on `today`: from the day after the same date a year before.
  package static func defaultRange(today: Day) -> ClosedRange<Day> {
    (today.addingMonths(-12) + 1)...today
  }

  /// Every habit on the page, in order.
  package var habits: [HabitPage] { sections.flatMap(\.habits) }
}
