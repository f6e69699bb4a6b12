import HabitsKit

/// Renders ``BacklogReport``: a line per habit that is behind for people, JSON for programs.
package struct BacklogRenderer: SettingsRenderer {
  /// How the output looks: colours, glyphs and width.
  package var settings: RenderSettings

  /// Creates a renderer.
  package init(_ settings: RenderSettings = .plain) {
    self.settings = settings
  }

  /// One line per habit that is behind.
  package func text(_ report: BacklogReport) -> String {
    guard !report.rows.isEmpty else { return "Nothing to catch up.\n" }
    let nameWidth = report.rows.map { DisplayWidth.of($0.name) }.max()!
    // How much is behind: due days, or for an amount habit the amount ("2.5 km").
    func behind(_ row: BacklogReport.Row) -> String {
      row.amountBehind.map { Amount.text($0.thousandths, unit: $0.unit) } ?? String(row.backlog)
    }
    let behindWidth = max(3, report.rows.map { DisplayWidth.of(behind($0)) }.max()!)
    var out = ""
    for row in report.rows {
      var line = DisplayWidth.padRight(row.name, to: nameWidth) + "  "
        + palette.paint(DisplayWidth.padLeft(behind(row), to: behindWidth) + " behind", .boldYellow)
      if let period = row.period, let left = row.daysLeft, let free = row.freeDays {
        line += left == 1 ? "  today is the last day" : "  \(DayText.count(left, "day")) left until \(DayText.relative(period.upperBound, from: report.today))"
        line += ", \(DayText.count(free, "free day"))"
        if free < row.backlog, let entry = row.catchUp {
          // A count makes up several days at once: one entry can catch it all up.
          line += palette.paint("  (fewer free days than behind: log '\(entry)' to catch up at once)", .yellow)
        }
      } else {
        line += "  carried over until made up"
      }
      out += line + "\n"
    }
    return out
  }

  /// `{"version":1,"today":D,"habits":[{"habit","backlog","period","days_left","free_days","backlog_days"}]}`,
  /// with `amount` and `unit` after `backlog` for an amount habit.
  package func json(_ report: BacklogReport) -> String {
    JSONWriter.document(today: report.today) { w in
      w.beginArray("habits")
      for row in report.rows {
        w.beginObject()
        w.write("habit", row.name)
        w.write("backlog", row.backlog)
        if let amount = row.amountBehind {
          w.write("amount", .number(Amount.text(amount.thousandths)))
          w.write("unit", amount.unit)
        }
        w.write("period", range: row.period)
        w.write("days_left", row.daysLeft.map { JSONWriter.Value.int($0) } ?? .null)
        w.write("free_days", row.freeDays.map { JSONWriter.Value.int($0) } ?? .null)
        w.beginArray("backlog_days")
        for d in row.backlogDays { w.write(nil, d.description) }
        w.endArray()
        StatusRenderer.writeOrganising(group: row.group, tags: row.tags, time: nil, into: &w)
        w.endObject()
      }
      w.endArray()
    }
  }
}
