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
    var out = palette.paint(habit.name, .bold) + palette.paint("  \(from) .. \(to)", .dim) + "\n"
    out.reserveCapacity(out.utf8.count + (to - from + 1) * 48)
    var previousPeriod: ClosedRange<Day>?
    for day in days {
      let status = analysis.status(on: day)
      // Periods are contiguous: only a day past the current one needs a new lookup.
      let p = previousPeriod.map { $0.contains(day) } == true ? previousPeriod : period(of: day)
      if let p, let previous = previousPeriod, p != previous { out += "\n" }
      previousPeriod = p
      let count = analysis.timeline.count(on: day)
      // Appended piece by piece: a decade is thousands of lines.
      out += "  "
      out += DayText.weekdayAndDate(day)
      out += "  "
      out += palette.paint(StatusGlyph.glyph(status, ascii: ascii), StatusGlyph.style(status))
      out += " "
      out += palette.paint(status.words, StatusGlyph.style(status))
      if count > 0 && (count != 1 || habit.goal != 1) {
        out += "  x"
        out += String(count)
      }
      if day == analysis.today { out += palette.paint("  < today", .bold) }
      out += "\n"
    }
    return out
  }

  /// `{"version":1,"today":D,"habit":NAME,"days":[{"date","status","count","due","period"}]}`.
  package func json() -> String {
    var w = JSONWriter()
    w.beginObject()
    w.write("version", 1)
    w.write("today", analysis.today.description)
    w.write("habit", analysis.habit.name)
    w.write("from", from.description)
    w.write("to", to.description)
    w.beginArray("days")
    for day in days {
      w.beginObject()
      w.write("date", day.description)
      w.write("status", analysis.status(on: day).rawValue)
      w.write("count", analysis.timeline.count(on: day))
      w.write("due", analysis.timeline.isDue(day))
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
    w.endObject()
    return w.output + "\n"
  }
}
