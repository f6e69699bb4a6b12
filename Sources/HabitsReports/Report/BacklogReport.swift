import HabitsKit

/// What is behind, by habit, and how long is left to catch up (`habits backlog`).
package struct BacklogReport {
  /// One habit that is behind.
  package struct Row: Sendable {
    /// The habit's name.
    package var name: String
    /// Due days behind.
    package var backlog: Int
    /// For an amount habit, the amount behind in thousandths of `unit` and the unit; nil for a
    /// habit counted in completions.
    package var amountBehind: (thousandths: Int, unit: String)?
    /// The period the backlog must be caught up in (nil when deficits carry over).
    package var period: ClosedRange<Day>?
    /// Days left in the period, today included.
    package var daysLeft: Int?
    /// Of those, the days that are not due (the slots where backlog is shown).
    package var freeDays: Int?
    /// The days marked backlog from today on.
    package var backlogDays: [Day]
  }

  /// Today.
  package let today: Day
  /// The habits that are behind, in file order.
  package let rows: [Row]

  /// Builds the report from the analyses.
  package init(analyses: JournalAnalyses, today: Day) { self.init(each: analyses, today: today) }

  /// The same from analyses already made.
  package init(analyses: [HabitAnalysis], today: Day) { self.init(each: analyses, today: today) }

  /// The one body of both: generic only inside this module, where it is specialised for each.
  init(each analyses: some Sequence<HabitAnalysis>, today: Day) {
    self.today = today
    rows = analyses.compactMap { a in
      let behind = a.backlog(on: today)
      guard behind > 0 else { return nil }
      let habit = a.habit(on: today)
      let separated = habit.schedule.isPeriodic && !habit.carryOver
      let period = separated ? a.period(containing: today) : nil
      var free: Int?
      var backlogDays: [Day] = []
      if let period {
        var count = 0
        for d in stride(from: today, through: period.upperBound, by: 1) {
          if !a.timeline.isDue(d) && !a.timeline.isOnVacation(d) { count += 1 }
          if a.status(on: d) == .backlog { backlogDays.append(d) }
        }
        free = count
      }
      return Row(
        name: a.habit.name, backlog: behind, amountBehind: habit.unit.map { (a.deficit(on: today), $0) }, period: period,
        daysLeft: period.map { $0.upperBound - today + 1 }, freeDays: free, backlogDays: backlogDays)
    }
  }

  /// One line per habit that is behind.
  package func text(palette: Palette) -> String {
    guard !rows.isEmpty else { return "Nothing to catch up.\n" }
    let nameWidth = rows.map { DisplayWidth.of($0.name) }.max()!
    // How much is behind: due days, or for an amount habit the amount ("2.5 km").
    func behind(_ row: Row) -> String {
      row.amountBehind.map { Amount.text($0.thousandths, unit: $0.unit) } ?? String(row.backlog)
    }
    let behindWidth = max(3, rows.map { DisplayWidth.of(behind($0)) }.max()!)
    var out = ""
    for row in rows {
      var line = DisplayWidth.padRight(row.name, to: nameWidth) + "  "
        + palette.paint(DisplayWidth.padLeft(behind(row), to: behindWidth) + " behind", .boldYellow)
      if let period = row.period, let left = row.daysLeft, let free = row.freeDays {
        line += left == 1 ? "  today is the last day" : "  \(DayText.count(left, "day")) left until \(DayText.relative(period.upperBound, from: today))"
        line += ", \(DayText.count(free, "free day"))"
        if free < row.backlog { line += palette.paint("  (not enough free days: log extra on a due day)", .yellow) }
      } else {
        line += "  carried over until made up"
      }
      out += line + "\n"
    }
    return out
  }

  /// `{"version":1,"today":D,"habits":[{"habit","backlog","period","days_left","free_days","backlog_days"}]}`,
  /// with `amount` and `unit` after `backlog` for an amount habit.
  package func json() -> String {
    var w = JSONWriter()
    w.beginObject()
    w.write("version", 1)
    w.write("today", today.description)
    w.beginArray("habits")
    for row in rows {
      w.beginObject()
      w.write("habit", row.name)
      w.write("backlog", row.backlog)
      if let amount = row.amountBehind {
        w.write("amount", .number(Amount.text(amount.thousandths)))
        w.write("unit", amount.unit)
      }
      if let period = row.period {
        w.beginObject("period")
        w.write("start", period.lowerBound.description)
        w.write("end", period.upperBound.description)
        w.endObject()
      } else {
        w.write("period", .null)
      }
      w.write("days_left", row.daysLeft.map { JSONWriter.Value.int($0) } ?? .null)
      w.write("free_days", row.freeDays.map { JSONWriter.Value.int($0) } ?? .null)
      w.beginArray("backlog_days")
      for d in row.backlogDays { w.write(nil, d.description) }
      w.endArray()
      w.endObject()
    }
    w.endArray()
    w.endObject()
    return w.output + "\n"
  }
}
