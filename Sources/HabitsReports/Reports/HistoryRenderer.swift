import HabitsKit

/// Renders ``HistoryReport``: a line per day for people, JSON for programs.
package struct HistoryRenderer: SettingsRenderer {
  /// How the output looks: colours, glyphs and width.
  package var settings: RenderSettings

  /// Creates a renderer.
  package init(_ settings: RenderSettings = .plain) {
    self.settings = settings
  }

  /// One line per day, with a blank line where a new period begins.
  package func text(_ report: HistoryReport) -> String {
    // Appended piece by piece into bytes: a decade is thousands of lines.
    var out = TextBuffer(capacity: report.name.utf8.count + 40 + report.entries.count * 48)
    out.append(palette.paint(report.name, .bold))
    out.append(palette.paint("  \(report.from) .. \(report.to)", .dim))
    out.append("\n")
    var previousPeriod: ClosedRange<Day>?
    for entry in report.entries {
      let day = entry.day
      if day != report.from, let change = report.changes.first(where: { $0.start == day }) {
        // A habit with changes: say where the next line takes over.
        out.append("\n")
        out.append(palette.paint("  from here: '\(change.schedule ?? "")' (line \(change.line))", .dim))
        out.append("\n")
        previousPeriod = nil
      }
      let status = entry.status
      if let p = entry.period, let previous = previousPeriod, p != previous { out.append("\n") }
      previousPeriod = entry.period
      let count = entry.count
      out.append("  ")
      DayText.appendWeekdayAndDate(day, to: &out)
      out.append("  ")
      out.append(palette.paint(StatusGlyph.glyph(status, ascii: ascii), StatusGlyph.style(status)))
      out.append(" ")
      out.append(palette.paint(entry.statusWords, StatusGlyph.style(status)))
      if let unit = report.unit {
        if count > 0 {
          out.append("  ")
          out.append(Amount.text(count, unit: unit))
        }
      } else if count > 0 && (count != 1 || entry.goal != 1 || status == .withinLimit || status == .overLimit) {
        // A limit's every occurrence is shown: a slip within the limit is not a clean day.
        out.append("  x")
        out.append(String(count))
      }
      if day == report.today { out.append(palette.paint("  < today", .bold)) }
      if let note = entry.note {
        out.append("  ")
        out.append(palette.paint("# " + note, .dim))
      }
      out.append("\n")
    }
    if let unit = report.unit, let sums = report.sums {
      appendSums(sums, weekStart: report.weekStart, unit: unit, tracked: report.tracked, to: &out)
    }
    return out.text
  }

  /// The sums section of the text: each week and month, then the total.
  /// A tracked habit's values are averaged too ("14.5, average 4.83 over 3 days"), and the
  /// last one named.
  private func appendSums(_ sums: AmountSums, weekStart: Weekday, unit: String, tracked: Bool, to out: inout TextBuffer) {
    func averaged(_ total: Int, _ average: Int?, _ days: Int) -> String {
      guard tracked, let average else { return "" }
      return ", average \(Amount.text(average, unit: unit)) over \(DayText.count(days, "day"))"
    }
    out.append("\n")
    out.append(palette.paint("  logged per week (from \(weekStart.name))", .bold))
    out.append("\n")
    for week in sums.weeks {
      out.append("  \(week.start) .. \(week.end)  \(Amount.text(week.total, unit: unit))\(averaged(week.total, week.average, week.days))\n")
    }
    out.append(palette.paint("  logged per month", .bold))
    out.append("\n")
    for month in sums.months {
      out.append(
        "  \(MonthName.short(month.start.month)) \(DayText.year(month.start.year))  \(Amount.text(month.total, unit: unit))"
          + averaged(month.total, month.average, month.days) + "\n")
    }
    out.append("  total  \(Amount.text(sums.total, unit: unit))\(averaged(sums.total, sums.average, sums.days))\n")
    if tracked, let last = sums.last {
      out.append("  last  \(Amount.text(last.total, unit: unit)) on \(last.day)\n")
    }
  }

  /// A tracked habit's `"days"` logged and `"average"` a day logged (null without one).
  private func writeAverage(_ average: Int?, days: Int, into w: inout JSONWriter) {
    w.write("days", days)
    w.write("average", average.map { JSONWriter.Value.number(Amount.text($0)) } ?? .null)
  }

  /// `{"version":1,"today":D,"habit":NAME,"days":[{"date","status","count","due",["line",]"period"[,"paused_by"]}]}`;
  /// "line" (the habits-file line in force) only for a habit with changes, "paused_by" (`skip`
  /// or `vacation`) only on a paused day, "note" only on a day whose entries have notes.
  package func json(_ report: HistoryReport) -> String {
    JSONWriter.document(today: report.today) { w in
      w.write("habit", report.name)
      w.write("from", report.from.description)
      w.write("to", report.to.description)
      if let unit = report.unit, !unit.isEmpty { w.write("unit", unit) }
      w.beginArray("days")
      for entry in report.entries {
        w.beginObject()
        w.write("date", entry.day.description)
        w.write("status", entry.status.rawValue)
        w.write("count", entry.count)
        if report.unit != nil { w.write("amount", .number(Amount.text(entry.count))) }
        w.write("due", entry.isDue)
        if let line = entry.line { w.write("line", line) }
        w.write("period", range: entry.period)
        if let pause = entry.pausedBy { w.write("paused_by", pause.rawValue) }
        if let note = entry.note { w.write("note", note) }
        w.endObject()
      }
      w.endArray()
      if let sums = report.sums {
        w.beginObject("sums")
        for (key, list) in [("weeks", sums.weeks), ("months", sums.months)] {
          w.beginArray(key)
          for sum in list {
            w.beginObject()
            w.write("start", sum.start.description)
            w.write("end", sum.end.description)
            w.write("amount", .number(Amount.text(sum.total)))
            if report.tracked { writeAverage(sum.average, days: sum.days, into: &w) }
            w.endObject()
          }
          w.endArray()
        }
        w.write("total", .number(Amount.text(sums.total)))
        if report.tracked {
          writeAverage(sums.average, days: sums.days, into: &w)
          sums.writeLast(into: &w)
        }
        w.endObject()
      }
    }
  }
}
