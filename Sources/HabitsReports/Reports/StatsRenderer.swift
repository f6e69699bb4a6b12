import HabitsKit

/// Renders ``StatsReport`` as tables or JSON.
///
/// With one habit: its streaks, then a table of the total, each month and each week. With
/// several: a row per habit (with its streaks) and the sum, then the sum per month.
package struct StatsRenderer: SettingsRenderer {
  /// How the output looks: colours, glyphs and width.
  package var settings: RenderSettings

  /// Creates a renderer.
  package init(_ settings: RenderSettings = .plain) {
    self.settings = settings
  }

  /// The value columns, in order, with their priorities when the width runs short.
  private static let figureColumns: [TextTable.Column] = [
    .init("due", priority: 9), .init("done", priority: 8), .init("later", priority: 6),
    .init("ahead", priority: 3),
    .init("partial", priority: 2), .init("failed", priority: 7), .init("open", priority: 0),
    .init("over", priority: 1),
    .init("rate", priority: 10),
  ]

  /// The cells of `figures`, in the order of ``figureColumns``, then `extra`.
  private func cells(_ f: StatsFigures, then extra: (String, String)? = nil) -> [String] {
    // One array filled in place: mapping an array of figures and joining arrays with `+` made
    // three arrays a row, and interpolating the rate cost more than `String` and `+`.
    var cells: [String] = []
    cells.reserveCapacity(extra == nil ? 9 : 11)
    cells.append(String(f.due))
    cells.append(String(f.done))
    cells.append(String(f.later))
    cells.append(String(f.ahead))
    cells.append(String(f.partial))
    cells.append(String(f.failed))
    cells.append(String(f.open))
    cells.append(String(f.over))
    cells.append(f.ratePercent.map { String($0) + "%" } ?? "-")
    if let extra {
      cells.append(extra.0)
      cells.append(extra.1)
    }
    return cells
  }

  /// The tables.
  package func text(_ report: StatsReport, single: Bool) -> String {
    let title =
      DayText.weekdayAndDate(report.range.lowerBound) + " .. "
      + DayText.weekdayAndDate(report.range.upperBound)
    var out = palette.paint(DisplayWidth.truncate(title, to: width), .bold) + "\n\n"
    if single, let habit = report.habits.first { return out + text(habit, today: report.today, points: report.points) }
    if report.habits.isEmpty { return out + "No habits yet.\n" }
    var rows: [TextTable.Row] = report.habits.map { h in
      .values(
        h.name,
        cells(
          h.totals,
          then: (h.current.map { String($0.days) } ?? "-", h.longest.map { String($0.days) } ?? "-")))
    }
    // Each group's sum, then all habits' (a row of counts, as the all-habits one).
    for group in report.groups { rows.append(.values("[" + group.name + "]", cells(group.totals, then: ("", "")))) }
    rows.append(.values("all habits", cells(report.totals, then: ("", ""))))
    var columns =
      StatsRenderer.figureColumns + [.init("streak", priority: 5), .init("longest", priority: 4)]
    if report.habits.contains(where: { $0.unit != nil }) {
      // Amount habits: what was logged, in each habit's unit (the sum row has none).
      columns.append(.init("logged", priority: 4))
      for (i, h) in report.habits.enumerated() {
        if case .values(let label, let values) = rows[i] {
          rows[i] = .values(label, values + [Amount.quantity(h.totals.logged, unit: h.unit)])
        }
      }
      for i in report.habits.count..<rows.count {
        if case .values(let label, let values) = rows[i] { rows[i] = .values(label, values + [""]) }
      }
    }
    out += TextTable(labelHeader: "habit", columns: columns, rows: rows).text(
      width: width, palette: palette)
    out += "\n"
    let monthRows = report.months.map {
      TextTable.Row.values(monthLabel($0.start), cells($0.figures))
    }
    out += TextTable(
      labelHeader: "all habits", columns: StatsRenderer.figureColumns, rows: monthRows
    )
    .text(width: width, palette: palette)
    if let points = report.points { out += points.text(today: report.today) }
    return out + "\n" + footnote()
  }

  /// One habit: streaks, then total, months and weeks in one table.
  private func text(_ habit: StatsReport.HabitStats, today: Day, points: PointsStats?) -> String {
    var out = palette.paint(DisplayWidth.truncate(habit.name, to: width), .bold) + "\n"
    out += "current streak " + describe(habit.current, today: today) + "\n"
    out += "longest streak " + describe(habit.longest, today: today) + "\n\n"
    guard habit.span != nil else {
      return out + "Nothing to count: the habit does not exist in this range.\n"
    }
    var rows: [TextTable.Row] = [.values("total", cells(habit.totals))]
    if !habit.lines.isEmpty {
      // A habit with changes: the figures of each line's days.
      rows += [.blank, .heading("by line")]
      rows += habit.lines.map {
        .values("line \($0.line) from " + DayText.monthDay($0.bucket.start, from: today), cells($0.bucket.figures))
      }
    }
    rows += [.blank, .heading("by month")]
    rows += habit.months.map { .values(monthLabel($0.start), cells($0.figures)) }
    rows += [.blank, .heading("by week (from \(habit.weekStart.name))")]
    rows += habit.weeks.map { .values(DayText.monthDay($0.start, from: today), cells($0.figures)) }
    var columns = StatsRenderer.figureColumns
    if let unit = habit.unit {
      // An amount habit: the sum logged in each row (total, line, month, week).
      columns.append(.init("logged", priority: 9))
      var buckets = [habit.totals] + habit.lines.map(\.bucket.figures) + habit.months.map(\.figures) + habit.weeks.map(\.figures)
      rows = rows.map { row in
        guard case .values(let label, let values) = row, !buckets.isEmpty else { return row }
        return .values(label, values + [Amount.text(buckets.removeFirst().logged, unit: unit)])
      }
    }
    out += TextTable(labelHeader: "", columns: columns, rows: rows).text(
      width: width, palette: palette)
    if let values = habit.values, let unit = habit.unit {
      // A tracked habit: what its values come to.
      out += "\nvalues: " + DayText.count(values.days, "day") + " logged"
      if let average = values.average { out += ", average " + Amount.text(average, unit: unit) }
      if let last = values.last { out += ", last " + Amount.text(last.total, unit: unit) + " on " + DayText.monthDay(last.day, from: today) }
      out += "\n"
    }
    if let points { out += points.text(today: today) }
    return out + "\n" + footnote()
  }

  private func describe(_ streak: Streak?, today: Day) -> String {
    guard let streak else { return "none" }
    return DayText.count(streak.days, "day") + " (" + DayText.monthDay(streak.start, from: today)
      + " .. "
      + DayText.monthDay(streak.end, from: today) + ")"
  }

  private func monthLabel(_ day: Day) -> String {
    MonthName.short(day.month) + " " + DayText.year(day.year)
  }

  /// What the columns mean, briefly (docs/views.md has the full definitions).
  private func footnote() -> String {
    let text =
      "due: due days not on vacation = done + later (made up) + ahead (covered by earlier extra) + "
      + "partial "
      + "+ failed + open (not settled yet). over: days with more logged than needed. rate: (done + "
      + "later + ahead) "
      + "/ (due - open)."
    return TextJoin.join(ViewText.wrap(text, width: width).map { palette.paint($0, .dim) + "\n" })
  }

  /// `{"version":1,"today":D,"from":D,"to":D,"week_start":W,
  /// "habits":[{"habit","from","to","week_start","totals":{...},"streak":{"current","longest"},
  /// "months":[...],"weeks":[...]}],["groups":[{"group","totals":{...}}],]"totals":{...},"months":[...],
  /// "weeks":[...]}`; figures as in ``StatsFigures/write(to:)``.
  package func json(_ report: StatsReport) -> String {
    JSONWriter.document(today: report.today) { w in
      w.write("from", report.range.lowerBound.description)
      w.write("to", report.range.upperBound.description)
      w.write("week_start", report.weekStart.name.lowercased())
      w.beginArray("habits")
      for habit in report.habits {
        w.beginObject()
        w.write("habit", habit.name)
        w.write("from", habit.span?.lowerBound.description)
        w.write("to", habit.span?.upperBound.description)
        w.write("week_start", habit.weekStart.name.lowercased())
        if let unit = habit.unit, !unit.isEmpty { w.write("unit", unit) }
        if let group = habit.group { w.write("group", group) }
        w.beginObject("totals")
        habit.totals.write(to: &w, unit: habit.unit)
        w.endObject()
        w.beginObject("streak")
        w.write("current", streak: habit.current)
        w.write("longest", streak: habit.longest)
        w.endObject()
        write(habit.months, key: "months", to: &w, unit: habit.unit)
        write(habit.weeks, key: "weeks", to: &w, unit: habit.unit)
        if let values = habit.values {
          // A tracked habit's values: the days logged, their sum, average and last.
          w.beginObject("values")
          w.write("days", values.days)
          w.write("sum", .number(Amount.text(values.total)))
          w.write("average", values.average.map { JSONWriter.Value.number(Amount.text($0)) } ?? .null)
          values.writeLast(into: &w)
          w.endObject()
        }
        if !habit.lines.isEmpty {
          w.beginArray("lines")
          for line in habit.lines {
            w.beginObject()
            w.write("line", line.line)
            w.write("schedule", line.schedule)
            w.write("start", line.bucket.start.description)
            w.write("end", line.bucket.end.description)
            line.bucket.figures.write(to: &w, unit: habit.unit)
            w.endObject()
          }
          w.endArray()
        }
        w.endObject()
      }
      w.endArray()
      if !report.groups.isEmpty {
        w.beginArray("groups")
        for group in report.groups {
          w.beginObject()
          w.write("group", group.name)
          w.beginObject("totals")
          group.totals.write(to: &w)
          w.endObject()
          w.endObject()
        }
        w.endArray()
      }
      w.beginObject("totals")
      report.totals.write(to: &w)
      w.endObject()
      write(report.months, key: "months", to: &w)
      write(report.weeks, key: "weeks", to: &w)
      report.points?.write(to: &w)
    }
  }

  private func write(_ buckets: [StatsReport.Bucket], key: String, to w: inout JSONWriter, unit: String? = nil) {
    w.beginArray(key)
    for bucket in buckets {
      w.beginObject()
      w.write("start", bucket.start.description)
      w.write("end", bucket.end.description)
      bucket.figures.write(to: &w, unit: unit)
      w.endObject()
    }
    w.endArray()
  }

}
