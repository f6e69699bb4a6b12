import HabitsKit

/// Renders ``HistoryReport``: a line per day for people, JSON for programs.
package struct HistoryRenderer {
  /// Colours, or none.
  package var palette: Palette
  /// Whether to use ASCII glyphs.
  package var ascii: Bool

  /// Creates a renderer.
  package init(palette: Palette = .plain, ascii: Bool = false) {
    self.palette = palette
    self.ascii = ascii
  }

  /// One line per day, with a blank line where a new period begins.
  package func text(_ report: HistoryReport) -> String {
    let habit = report.analysis.habit
    // Appended piece by piece into bytes: a decade is thousands of lines.
    var out = TextBuffer(capacity: habit.name.utf8.count + 40 + (report.to - report.from + 1) * 48)
    out.append(palette.paint(habit.name, .bold))
    out.append(palette.paint("  \(report.from) .. \(report.to)", .dim))
    out.append("\n")
    var previousPeriod: ClosedRange<Day>?
    let changes = report.analysis.eras.dropFirst()
    for day in report.days {
      if let era = changes.first(where: { $0.start == day }), day != report.from {
        // A habit with changes: say where the next line takes over.
        out.append("\n")
        out.append(palette.paint("  from here: '\(era.habit.scheduleText ?? "")' (line \(era.line))", .dim))
        out.append("\n")
        previousPeriod = nil
      }
      let status = report.analysis.status(on: day)
      // Periods are contiguous: only a day past the current one needs a new lookup.
      let p = previousPeriod.map { $0.contains(day) } == true ? previousPeriod : report.period(of: day)
      if let p, let previous = previousPeriod, p != previous { out.append("\n") }
      previousPeriod = p
      let count = report.analysis.timeline.count(on: day)
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
      } else if count > 0 && (count != 1 || (changes.isEmpty ? habit.goal : report.analysis.habit(on: day).goal) != 1) {
        out.append("  x")
        out.append(String(count))
      }
      if day == report.analysis.today { out.append(palette.paint("  < today", .bold)) }
      out.append("\n")
    }
    if let unit = habit.unit { appendSums(report, unit: unit, to: &out) }
    return out.text
  }

  /// The sums section of the text: each week and month, then the total.
  private func appendSums(_ report: HistoryReport, unit: String, to out: inout TextBuffer) {
    let sums = report.sums
    out.append("\n")
    out.append(palette.paint("  logged per week (from \(ViewWeekStart.of(report.analysis).name))", .bold))
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
  package func json(_ report: HistoryReport) -> String {
    var w = JSONWriter()
    w.beginObject()
    w.write("version", 1)
    w.write("today", report.analysis.today.description)
    w.write("habit", report.analysis.habit.name)
    w.write("from", report.from.description)
    w.write("to", report.to.description)
    if let unit = report.analysis.habit.unit { w.write("unit", unit) }
    w.beginArray("days")
    for day in report.days {
      w.beginObject()
      w.write("date", day.description)
      w.write("status", report.analysis.status(on: day).rawValue)
      w.write("count", report.analysis.timeline.count(on: day))
      if report.analysis.habit.unit != nil { w.write("amount", .number(Amount.text(report.analysis.timeline.count(on: day)))) }
      w.write("due", report.analysis.timeline.isDue(day))
      if !report.analysis.eras.isEmpty { w.write("line", report.analysis.line(on: day)) }
      w.write("period", range: report.period(of: day))
      w.endObject()
    }
    w.endArray()
    if report.analysis.habit.unit != nil {
      let sums = report.sums
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
