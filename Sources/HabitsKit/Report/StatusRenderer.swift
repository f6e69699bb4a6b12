/// Renders the board: aligned text for people, JSON for programs.
package struct StatusRenderer {
  /// Colours, or none.
  package var palette: Palette
  /// Whether to use ASCII glyphs.
  package var ascii: Bool
  /// The terminal width to fit.
  package var width: Int

  /// Creates a renderer.
  package init(palette: Palette = .plain, ascii: Bool = false, width: Int = 80) {
    self.palette = palette
    self.ascii = ascii
    self.width = width
  }

  /// The summary line only (for prompts and hooks).
  package func short(_ report: StatusReport) -> String {
    report.summary + "\n"
  }

  /// The board: a heading, one line per habit, the summary, and the warnings.
  package func text(_ report: StatusReport) -> String {
    var out = palette.paint(DayText.weekdayAndDate(report.date), .bold)
    if report.date != report.today { out += palette.paint("  (today is \(report.today))", .dim) }
    out += "\n\n"
    if report.rows.isEmpty {
      out += "No habits yet: add one to the habits file, e.g. 'Meditate: every day'.\n"
      return out
    }
    let statusWidth = report.rows.map { DisplayWidth.of($0.status.words) }.max()!
    let streakTexts = report.rows.map { $0.currentStreak > 0 ? "\($0.currentStreak)-day streak" : "" }
    let streakWidth = streakTexts.map { DisplayWidth.of($0) }.max()!
    let todoWidthWanted = report.rows.map { DisplayWidth.of($0.todo) }.max()!
    let nameWidthWanted = report.rows.map { DisplayWidth.of($0.name) }.max()!
    // Fixed parts: " G " (3), the status, separators (2 + 2 + 2), the streak.
    let fixed = 3 + statusWidth + 6 + streakWidth
    var nameWidth = nameWidthWanted
    var todoWidth = todoWidthWanted
    let available = max(10, width - fixed)
    if nameWidth + todoWidth > available {
      nameWidth = min(nameWidth, max(8, available / 3))
      todoWidth = max(6, available - nameWidth)
    }
    for (row, streak) in zip(report.rows, streakTexts) {
      // Appended piece by piece: no temporary string per column.
      out += " "
      out += palette.paint(StatusGlyph.glyph(row.status, ascii: ascii), StatusGlyph.style(row.status))
      out += " "
      out += DisplayWidth.padRight(DisplayWidth.truncate(row.name, to: nameWidth), to: nameWidth)
      out += "  "
      out += palette.paint(DisplayWidth.padRight(row.status.words, to: statusWidth), StatusGlyph.style(row.status))
      out += "  "
      let todo = DisplayWidth.truncate(row.todo, to: todoWidth)
      if streak.isEmpty {
        out += todo
      } else {
        out += DisplayWidth.padRight(todo, to: todoWidth)
        out += "  "
        out += streak
      }
      out += "\n"
    }
    out += "\n" + summaryLine(report) + "\n"
    if !report.warnings.isEmpty {
      out += "\n" + palette.paint("Warnings:", .boldYellow) + "\n"
      for warning in report.warnings {
        out += "  " + DisplayWidth.truncate(warning, to: max(20, width - 2)) + "\n"
      }
    }
    return out
  }

  private func summaryLine(_ report: StatusReport) -> String {
    func style(_ attention: Attention) -> Palette.Style {
      switch attention {
      case .onTrack: .green
      case .notLogged: .bold
      case .needsAttention: .boldRed
      }
    }
    return Attention.allCases.map { palette.paint("\(report.count($0)) \($0.words)", report.count($0) > 0 ? style($0) : nil) }
      .joined(separator: " · ")
  }

  /// The board as JSON (docs/json.md, "status").
  package func json(_ report: StatusReport) -> String {
    var w = JSONWriter()
    w.beginObject()
    w.write("version", 1)
    w.write("today", report.today.description)
    w.write("date", report.date.description)
    w.beginArray("habits")
    for row in report.rows {
      w.beginObject()
      w.write("habit", row.name)
      w.write("status", row.status.rawValue)
      w.write("count", row.count)
      w.write("due", row.isDue)
      w.write("backlog", row.backlog)
      w.write("ahead", row.ahead)
      w.write("next_due", row.nextDue?.description)
      w.beginObject("streak")
      w.write("current", row.currentStreak)
      w.write("longest", row.longestStreak)
      w.endObject()
      w.write("attention", row.attention.rawValue)
      w.write("todo", row.todo)
      w.endObject()
    }
    w.endArray()
    w.beginObject("summary")
    for attention in Attention.allCases { w.write(attention.rawValue, report.count(attention)) }
    w.endObject()
    w.beginArray("warnings")
    for warning in report.warnings { w.write(nil, warning) }
    w.endArray()
    w.endObject()
    return w.output + "\n"
  }
}
