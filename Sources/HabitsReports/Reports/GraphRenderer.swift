import HabitsKit

/// Draws ``GraphReport``: per habit its name, a row of month names, seven weekday rows of one
/// glyph per day, and the streaks beside the rows (under them when the terminal is narrow).
/// ```
/// Meditate
///     Dec     Jan      Feb ...
/// Mo  ✓✓✓✗✓✓ ...   current 14 days
/// Tu  ✓✓✓✓✓✓ ...     since Nov 9
/// ```
package struct GraphRenderer: SettingsRenderer {
  /// How the output looks: colours, glyphs and width.
  package var settings: RenderSettings

  /// Creates a renderer.
  package init(_ settings: RenderSettings = .plain) {
    self.settings = settings
  }

  /// The heatmaps and a legend. The oldest weeks are left out when they do not fit.
  package func text(_ report: GraphReport) -> String {
    var out =
      palette.paint(
        DisplayWidth.truncate(
          DayText.weekdayAndDate(report.today) + "  the last \(DayText.count(report.weeks, "week"))",
          to: width), .bold) + "\n"
    if report.habits.isEmpty { return out + "\nNo habits yet.\n" }
    let sides = report.habits.map { sideLines($0, today: report.today) }
    let sideWidth = sides.flatMap { $0 }.map { DisplayWidth.of($0) }.max() ?? 0
    var columns = min(report.weeks, width - 3 - 2 - sideWidth)
    let beside = columns >= min(report.weeks, 26)
    if !beside { columns = max(1, min(report.weeks, width - 3)) }
    var shown: Set<HabitStatus> = []
    var future = false
    for (graph, side) in zip(report.habits, sides) {
      out += "\n" + palette.paint(DisplayWidth.truncate(graph.name, to: width), .bold) + "\n"
      let skipped = report.weeks - columns
      out += monthRow(graph, from: skipped, columns: columns) + "\n"
      for row in 0..<7 {
        var line = ViewText.twoLetters(ViewWeekStart.weekdays(from: graph.weekStart)[row]) + " "
        for column in skipped..<report.weeks {
          guard let status = graph.cell(row: row, column: column) else {
            future = true
            line += " "
            continue
          }
          shown.insert(status)
          line += palette.glyph(status, ascii: ascii)
        }
        if beside && row < side.count { line += "  " + side[row] }
        out += trimmed(line) + "\n"
      }
      if !beside {
        for text in GraphRenderer.summary(graph, today: report.today) {
          out += DisplayWidth.truncate(text, to: width) + "\n"
        }
      }
    }
    var items = ViewLegend.items(shown, ascii: ascii, palette: palette)
    if future {
      if let i = items.firstIndex(where: { $0.words == HabitStatus.notStarted.words }) {
        items[i].words += " or after today"
      } else {
        items.append(ViewLegend.Item(mark: "(blank)", words: "after today"))
      }
    }
    return out + "\n" + ViewLegend.text(items, width: width)
  }

  /// "current 14 days", "  since Nov 9", "longest 40 days", "  Aug 3 .. Sep 11".
  private func sideLines(_ graph: GraphReport.HabitGraph, today: Day) -> [String] {
    var lines: [String] = []
    if let current = graph.current {
      lines.append("current " + DayText.count(current.days, "day"))
      lines.append("  since " + DayText.monthDay(current.start, from: today))
    } else {
      lines.append("current none")
    }
    if let longest = graph.longest {
      lines.append("longest " + DayText.count(longest.days, "day"))
      lines.append(
        "  " + DayText.monthDay(longest.start, from: today) + " .. "
          + DayText.monthDay(longest.end, from: today))
    } else {
      lines.append("longest none")
    }
    return lines
  }

  /// "current 14 days (since Nov 9)" and "longest 40 days (Aug 3 .. Sep 11)": the streaks
  /// under the rows, for narrow terminals (and under the SVG heatmaps).
  static func summary(_ graph: GraphReport.HabitGraph, today: Day) -> [String] {
    summary(current: graph.current, longest: graph.longest, today: today)
  }

  /// The words of ``summary(_:today:)`` for these streaks (the HTML report's too).
  static func summary(current: Streak?, longest: Streak?, today: Day) -> [String] {
    var currentText = "current "
    if let streak = current {
      currentText +=
        DayText.count(streak.days, "day") + " (since " + DayText.monthDay(streak.start, from: today)
        + ")"
    } else {
      currentText += "none"
    }
    var longestText = "longest "
    if let streak = longest {
      longestText +=
        DayText.count(streak.days, "day") + " (" + DayText.monthDay(streak.start, from: today)
        + " .. "
        + DayText.monthDay(streak.end, from: today) + ")"
    } else {
      longestText += "none"
    }
    return [currentText, longestText]
  }

  /// Month names over the columns where a month begins, never overlapping. A month that
  /// begins in the last two columns (the current one, most often) is still named: its name
  /// runs past the grid by up to two cells, as far as the width allows, rather than being left
  /// out, which read the last weeks as the month before.
  private func monthRow(_ graph: GraphReport.HabitGraph, from skipped: Int, columns: Int) -> String {
    var row = Array(repeating: Character(" "), count: min(3 + columns + 2, max(3 + columns, width)))
    var nextFree = 0
    for c in 0..<columns {
      let column = skipped + c
      let first = graph.day(column: column)
      let startsMonth = c > 0 && graph.day(column: column - 1).month != first.month
      // The first column is labelled only when the next month is far enough away.
      let labelFirst =
        c == 0
        && (1..<min(4, columns)).allSatisfy { graph.day(column: column + $0).month == first.month }
      guard (startsMonth || labelFirst) && 3 + c >= nextFree && 3 + c + 3 <= row.count else {
        continue
      }
      for (k, character) in MonthName.short(first.month).enumerated() { row[3 + c + k] = character }
      nextFree = 3 + c + 4
    }
    return palette.paint(trimmed(String(row)), .dim)
  }

  private func trimmed(_ line: String) -> String {
    var text = line
    while text.last == " " { text.removeLast() }
    return text
  }

  /// The heatmaps as JSON (docs/json.md): per habit its week start, its first day, every
  /// day's status up to today in date order, and the current and longest streaks.
  package func json(_ report: GraphReport) -> String {
    JSONWriter.document(today: report.today) { w in
      w.write("weeks", report.weeks)
      w.beginArray("habits")
      for habit in report.habits {
        w.beginObject()
        w.write("habit", habit.name)
        w.write("week_start", habit.weekStart.name.lowercased())
        // The first column may start before 0000-01-01, a day no date can name: its first day.
        w.write("first", max(habit.first, Day.first).description)
        w.beginArray("days")
        for (i, cell) in habit.cells.enumerated() {
          guard let cell else { break }
          w.beginObject()
          w.write("date", (habit.first + i).description)
          w.write("status", cell.rawValue)
          if let pause = habit.pauses[i] { w.write("paused_by", pause.rawValue) }
          w.endObject()
        }
        w.endArray()
        w.write("current", streak: habit.current)
        w.write("longest", streak: habit.longest)
        w.endObject()
      }
      w.endArray()
    }
  }
}
