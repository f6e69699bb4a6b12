import HabitsKit

/// Draws ``CalendarReport`` as month grids tiled across the width.
///
/// A grid is 29 cells wide: each day takes four (a mark cell, the date in two, the glyph),
/// plus one closing cell. The mark cell holds `|` where a period begins that the rows do not
/// already show (cycles, anchored months, fortnights, years), and `[` before today and `]`
/// after it, which win when both fall in one cell.
/// ```
///  November 2026
///  Mo  Tu  We  Th  Fr  Sa  Su
///                          1⋅
///   2✓  3⋅  4✓  5⋅  6✓  7⋅  8⋅
/// ```
/// With one habit the tiles are its months; with all habits, each month is a heading and the
/// tiles are the habits, in file order.
package struct CalendarRenderer: SettingsRenderer {
  /// How the output looks: colours, glyphs and width.
  package var settings: RenderSettings

  /// The width of one grid in cells.
  static let gridWidth = 29
  /// The gap between grids.
  static let gap = 2

  /// Creates a renderer.
  package init(_ settings: RenderSettings = .plain) {
    self.settings = settings
  }

  /// The grids and a legend. `single` puts the habit's name on top and its months side by side.
  package func text(_ report: CalendarReport, single: Bool) -> String {
    var out = ""
    var marks = Marks()
    if report.habits.isEmpty { return "No habits yet.\n" }
    if single, let habit = report.habits.first {
      out += palette.paint(DisplayWidth.truncate(habit.name, to: width), .bold) + "\n\n"
      let tiles = habit.grids.map {
        tile(
          title: ViewText.monthTitle($0.month), $0, weekStart: habit.weekStart, today: report.today,
          marks: &marks)
      }
      out += tiled(tiles)
    } else {
      for (i, month) in report.months.enumerated() {
        out += (i > 0 ? "\n" : "") + palette.paint(ViewText.monthTitle(month), .bold) + "\n\n"
        let tiles = report.habits.map {
          tile(
            title: $0.name, $0.grids[i], weekStart: $0.weekStart, today: report.today, marks: &marks)
        }
        out += tiled(tiles)
      }
    }
    var items = ViewLegend.items(marks.statuses, ascii: ascii, palette: palette)
    if marks.today { items.append(ViewLegend.Item(mark: "[ ]", words: "today")) }
    if marks.boundary { items.append(ViewLegend.Item(mark: "|", words: "a period begins")) }
    return out + "\n" + ViewLegend.text(items, width: width)
  }

  /// What the grids drew, for the legend.
  private struct Marks {
    var statuses: Set<HabitStatus> = []
    var today = false
    var boundary = false
  }

  /// One grid as lines of exactly ``gridWidth`` visible cells.
  private func tile(
    title: String, _ grid: CalendarReport.Grid, weekStart: Weekday, today: Day, marks: inout Marks
  ) -> [String] {
    let w = CalendarRenderer.gridWidth
    // Only text is painted, never padding, so plain output is coloured output without escapes.
    let shownTitle = DisplayWidth.truncate(title, to: w - 1)
    var lines = [
      " " + palette.paint(shownTitle, .bold)
        + String(repeating: " ", count: w - 1 - DisplayWidth.of(shownTitle))
    ]
    let header = ViewWeekStart.weekdays(from: weekStart).map { " " + ViewText.twoLetters($0) }
      .joined(separator: " ")
    lines.append(palette.paint(header, .dim) + "  ")
    for week in grid.weeks {
      var line = ""
      for (k, cell) in week.enumerated() {
        let previousIsToday = k > 0 && week[k - 1]?.day == today
        guard let cell else {
          line += (previousIsToday ? palette.paint("]", .bold) : " ") + "   "
          continue
        }
        marks.statuses.insert(cell.status)
        var mark = " "
        // Today's brackets win over a period's `|`: a lost `[` or `]` leaves today unmarked or
        // half-marked, while the period beginning is still plain from the dates.
        if cell.day == today {
          mark = palette.paint("[", .bold)
        } else if previousIsToday {
          mark = palette.paint("]", .bold)
        } else if cell.marksBoundary {
          mark = "|"
          marks.boundary = true
        }
        let number = DisplayWidth.padLeft(String(cell.day.dayOfMonth), to: 2)
        line +=
          mark + palette.paint(number, cell.day == today ? .bold : nil)
          + palette.glyph(cell.status, ascii: ascii)
        if cell.day == today { marks.today = true }
      }
      line += week[6]?.day == today ? palette.paint("]", .bold) : " "
      lines.append(line)
    }
    return lines
  }

  /// Tiles side by side, as many per row as fit, rows separated by a blank line.
  private func tiled(_ tiles: [[String]]) -> String {
    let w = CalendarRenderer.gridWidth
    let perRow = max(1, (width + CalendarRenderer.gap) / (w + CalendarRenderer.gap))
    var out = ""
    var start = 0
    while start < tiles.count {
      let row = Array(tiles[start..<min(start + perRow, tiles.count)])
      let height = row.map(\.count).max()!
      for i in 0..<height {
        let parts = row.map { i < $0.count ? $0[i] : String(repeating: " ", count: w) }
        var line = parts.joined(separator: String(repeating: " ", count: CalendarRenderer.gap))
        while line.last == " " { line.removeLast() }
        out += line + "\n"
      }
      start += perRow
      if start < tiles.count { out += "\n" }
    }
    return out
  }

  /// `{"version":1,"today":D,"habits":[{"habit":NAME,"week_start":"monday",
  /// "months":[{"month":"YYYY-MM",
  /// "weeks":[[null | {"date":D,"status":S,"count":N,"period_start":B}, ... 7]]}]}]}`.
  package func json(_ report: CalendarReport) -> String {
    JSONWriter.document(today: report.today) { w in
      w.beginArray("habits")
      for habit in report.habits {
        w.beginObject()
        w.write("habit", habit.name)
        w.write("week_start", habit.weekStart.name.lowercased())
        if let unit = habit.unit { w.write("unit", unit) }
        w.beginArray("months")
        for grid in habit.grids {
          w.beginObject()
          w.write("month", String(grid.month.description.prefix(7)))
          w.beginArray("weeks")
          for week in grid.weeks {
            w.beginArray()
            for cell in week {
              guard let cell else {
                w.write(nil, .null)
                continue
              }
              w.beginObject()
              w.write("date", cell.day.description)
              w.write("status", cell.status.rawValue)
              w.write("count", cell.count)
              if habit.unit != nil { w.write("amount", .number(Amount.text(cell.count))) }
              w.write("period_start", cell.startsPeriod)
              if let line = cell.line { w.write("line", line) }
              if let pause = cell.pausedBy { w.write("paused_by", pause.rawValue) }
              w.endObject()
            }
            w.endArray()
          }
          w.endArray()
          w.endObject()
        }
        w.endArray()
        w.endObject()
      }
      w.endArray()
    }
  }
}
