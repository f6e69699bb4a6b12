import HabitsKit

/// Every day's status of one habit over a range, as text or JSON (`habits history`).
package struct HistoryReport {
  /// The analysis of the habit.
  package let analysis: HabitAnalysis
  /// The first day shown.
  package let from: Day
  /// The last day shown.
  package let to: Day

  /// A report from `from` (default: the habit's start) through `to` (default: today).
  package init(analysis: HabitAnalysis, from: Day?, to: Day?) {
    self.analysis = analysis
    let start = from ?? analysis.timeline.first
    self.from = start
    self.to = max(start, to ?? analysis.today)
  }

  /// The days, in order.
  package var days: [Day] { Array(stride(from: from, through: to, by: 1)) }

  /// The period shown for `day` in JSON: its period, or nil for schedules without one.
  private func period(of day: Day) -> ClosedRange<Day>? { analysis.period(containing: day) }

  /// One line per day, with a blank line where a new period begins.
  package func text(palette: Palette, ascii: Bool) -> String {
    let habit = analysis.habit
    // Appended piece by piece into bytes: a decade is thousands of lines.
    var out = TextBuffer(capacity: habit.name.utf8.count + 40 + (to - from + 1) * 48)
    out.append(palette.paint(habit.name, .bold))
    out.append(palette.paint("  \(from) .. \(to)", .dim))
    out.append("\n")
    var previousPeriod: ClosedRange<Day>?
    let changes = analysis.eras.dropFirst()
    for day in days {
      if let era = changes.first(where: { $0.start == day }), day != from {
        // A habit with changes: say where the next line takes over.
        out.append("\n")
        out.append(palette.paint("  from here: '\(era.habit.scheduleText ?? "")' (line \(era.line))", .dim))
        out.append("\n")
        previousPeriod = nil
      }
      let status = analysis.status(on: day)
      // Periods are contiguous: only a day past the current one needs a new lookup.
      let p = previousPeriod.map { $0.contains(day) } == true ? previousPeriod : period(of: day)
      if let p, let previous = previousPeriod, p != previous { out.append("\n") }
      previousPeriod = p
      let count = analysis.timeline.count(on: day)
      out.append("  ")
      DayText.appendWeekdayAndDate(day, to: &out)
      out.append("  ")
      out.append(palette.paint(StatusGlyph.glyph(status, ascii: ascii), StatusGlyph.style(status)))
      out.append(" ")
      out.append(palette.paint(status.words, StatusGlyph.style(status)))
      if let unit = habit.unit {
        if count > 0 {
          out.append("  ")
          out.append(Amount.text(count, unit: unit))
        }
      } else if count > 0 && (count != 1 || (changes.isEmpty ? habit.goal : analysis.habit(on: day).goal) != 1) {
        out.append("  x")
        out.append(String(count))
      }
      if day == analysis.today { out.append(palette.paint("  < today", .bold)) }
      out.append("\n")
    }
    if let unit = habit.unit { appendSums(unit: unit, to: &out, palette: palette) }
    return out.text
  }

  /// An amount habit's sums per week and month of the days shown (`AmountSums`).
  private var sums: AmountSums {
    AmountSums(from...to, weekStart: ViewWeekStart.of(analysis)) { analysis.timeline.count(on: $0) }
  }

  /// The sums section of the text: each week and month, then the total.
  private func appendSums(unit: String, to out: inout TextBuffer, palette: Palette) {
    let sums = self.sums
    out.append("\n")
    out.append(palette.paint("  logged per week (from \(ViewWeekStart.of(analysis).name))", .bold))
    out.append("\n")
    for week in sums.weeks {
      out.append("  \(week.start) .. \(week.end)  \(Amount.text(week.total, unit: unit))\n")
    }
    out.append(palette.paint("  logged per month", .bold))
    out.append("\n")
    for month in sums.months {
      out.append("  \(MonthName.short(month.start.month)) \(month.start.year)  \(Amount.text(month.total, unit: unit))\n")
    }
    out.append("  total  \(Amount.text(sums.total, unit: unit))\n")
  }

  /// `{"version":1,"today":D,"habit":NAME,"days":[{"date","status","count","due",["line",]"period"}]}`;
  /// "line" (the habits-file line in force) only for a habit with changes.
  package func json() -> String {
    var w = JSONWriter()
    w.beginObject()
    w.write("version", 1)
    w.write("today", analysis.today.description)
    w.write("habit", analysis.habit.name)
    w.write("from", from.description)
    w.write("to", to.description)
    if let unit = analysis.habit.unit { w.write("unit", unit) }
    w.beginArray("days")
    for day in days {
      w.beginObject()
      w.write("date", day.description)
      w.write("status", analysis.status(on: day).rawValue)
      w.write("count", analysis.timeline.count(on: day))
      if analysis.habit.unit != nil { w.write("amount", .number(Amount.text(analysis.timeline.count(on: day)))) }
      w.write("due", analysis.timeline.isDue(day))
      if !analysis.eras.isEmpty { w.write("line", analysis.line(on: day)) }
      if let p = period(of: day) {
        w.beginObject("period")
        w.write("start", p.lowerBound.description)
        w.write("end", p.upperBound.description)
        w.endObject()
      } else {
        w.write("period", .null)
      }
      w.endObject()
    }
    w.endArray()
    if analysis.habit.unit != nil {
      let sums = self.sums
      w.beginObject("sums")
      for (key, list) in [("weeks", sums.weeks), ("months", sums.months)] {
        w.beginArray(key)
        for sum in list {
          w.beginObject()
          w.write("start", sum.start.description)
          w.write("end", sum.end.description)
          w.write("amount", .number(Amount.text(sum.total)))
          w.endObject()
        }
        w.endArray()
      }
      w.write("total", .number(Amount.text(sums.total)))
      w.endObject()
    }
    w.endObject()
    return w.output + "\n"
  }
}
