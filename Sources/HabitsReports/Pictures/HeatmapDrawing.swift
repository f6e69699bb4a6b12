import HabitsKit

/// Draws a habit's heatmap (``GraphReport/HabitGraph``) as SVG elements: the month names over
/// the columns, every other weekday's name beside the rows, one `<path>` a day with its
/// `<title>` (date, status, what was logged, note), a ring around today and a line where a
/// later line of the habits file takes over. The standalone SVG and the HTML report draw
/// their heatmaps with it, so both show the same cells.
package struct HeatmapDrawing {
  /// How the marks get their colours.
  package enum Paint: Sendable {
    /// By class only: the page's stylesheet colours them (light and dark).
    case classes
    /// Each mark carries its light colour as an attribute (what every SVG renderer reads);
    /// the picture's own style block may recolour it for a dark background.
    case attributes
  }

  /// How the marks get their colours.
  package var paint: Paint

  /// The width of the weekday names left of the cells.
  package static let labelWidth = 24
  /// The height of the month names over the cells.
  package static let monthHeight = 14

  /// Creates a drawing.
  package init(paint: Paint) { self.paint = paint }

  /// The width of a grid of `columns` weeks, labels included.
  package static func width(columns: Int) -> Int {
    labelWidth + columns * StatusPicture.pitch - (StatusPicture.pitch - StatusPicture.cell)
  }

  /// The height of a grid, month names included.
  package static var height: Int {
    monthHeight + 7 * StatusPicture.pitch - (StatusPicture.pitch - StatusPicture.cell)
  }

  /// Draws the `columns` of `graph` with its top left corner at (`x`, `y`).
  package func draw(
    _ graph: GraphReport.HabitGraph, columns: Range<Int>, x: Int, y: Int, today: Day, into out: inout TextBuffer
  ) {
    let left = x + HeatmapDrawing.labelWidth
    let top = y + HeatmapDrawing.monthHeight
    drawMonths(graph, columns: columns, left: left, baseline: y + HeatmapDrawing.monthHeight - 4, into: &out)
    let weekdays = ViewWeekStart.weekdays(from: graph.weekStart)
    for row in stride(from: 0, to: 7, by: 2) {
      let baseline = top + row * StatusPicture.pitch + 9
      label(ViewText.twoLetters(weekdays[row]), x: x, y: baseline, into: &out)
    }
    out.append("<g fill-rule=\"evenodd\">")
    var todayCell: (x: Int, y: Int)?
    for column in columns {
      for row in 0..<7 {
        let index = column * 7 + row
        guard let status = graph.cells[index] else { continue }
        let day = graph.first + index
        let cellX = left + (column - columns.lowerBound) * StatusPicture.pitch
        let cellY = top + row * StatusPicture.pitch
        if day == today { todayCell = (cellX, cellY) }
        out.append("<path class=\"")
        out.append(StatusPicture.className(status))
        out.append("\" d=\"")
        StatusPicture.appendPath(status, x: cellX, y: cellY, to: &out)
        if paint == .attributes {
          out.append("\" fill=\"")
          out.append(StatusPicture.colour(status))
        }
        out.append("\"><title>")
        HeatmapDrawing.appendTitle(graph, index: index, today: today, to: &out)
        out.append("</title></path>")
      }
    }
    out.append("</g>")
    if let cell = todayCell {
      out.append("<path class=\"today\" fill-rule=\"evenodd\" d=\"")
      out.append(StatusPicture.todayRing(x: cell.x, y: cell.y))
      if paint == .attributes {
        out.append("\" fill=\"")
        out.append(StatusPicture.Scheme.light.today)
      }
      out.append("\"/>")
    }
    for change in graph.changes {
      let index = change.start - graph.first
      guard columns.contains(index / 7) else { continue }
      out.append("<path class=\"change\" fill=\"none\" stroke-width=\"1.5\" d=\"")
      out.append(HeatmapDrawing.changeLine(column: index / 7 - columns.lowerBound, row: index % 7, left: left, top: top))
      if paint == .attributes {
        out.append("\" stroke=\"")
        out.append(StatusPicture.Scheme.light.change)
      }
      out.append("\"><title>")
      out.append(MarkupText.escape(HeatmapDrawing.changeTitle(change)))
      out.append("</title></path>")
    }
  }

  /// A day's title, escaped for markup: "Sun 2026-11-22: completed, 2.5 l (today). Note: felt
  /// calm".
  package static func title(_ graph: GraphReport.HabitGraph, index: Int, today: Day) -> String {
    var out = TextBuffer(capacity: 64)
    appendTitle(graph, index: index, today: today, to: &out)
    return out.text
  }

  /// Appends the title of ``title(_:index:today:)``, escaped, to `out`, piece by piece: a page
  /// has one a day.
  package static func appendTitle(_ graph: GraphReport.HabitGraph, index: Int, today: Day, to out: inout TextBuffer) {
    let day = graph.first + index
    DayText.appendWeekdayAndDate(day, to: &out)
    out.append(": ")
    out.append(graph.cells[index]?.words ?? "")
    let count = graph.counts.isEmpty ? 0 : graph.counts[index]
    if count > 0 && (graph.saysCounts || graph.unit != nil) {
      out.append(", ")
      out.append(MarkupText.escape(quantity(count, unit: graph.unit)))
    }
    if day == today { out.append(" (today)") }
    if !graph.notes.isEmpty, let note = graph.notes[day] {
      out.append(". Note: ")
      out.append(MarkupText.escape(note))
    }
  }

  /// What was logged: "2.5 l" for an amount habit, else "once" or "3 times".
  package static func quantity(_ count: Int, unit: String?) -> String {
    if let unit { return Amount.text(count, unit: unit) }
    return count == 1 ? "once" : "\(count) times"
  }

  /// "Line 2 of the habits file ('Tue, Thu') takes over on Wed 2026-11-11".
  package static func changeTitle(_ change: HistoryReport.Change) -> String {
    var text = "Line \(change.line) of the habits file"
    if let schedule = change.schedule { text += " ('" + schedule + "')" }
    return text + " takes over on " + DayText.weekdayAndDate(change.start)
  }

  /// The line between the last day of the earlier line and the first of the later one, along
  /// the gaps between cells: down the gap right of the change's column above its row, across
  /// the gap over its cell, and down the gap left of its column from there.
  private static func changeLine(column: Int, row: Int, left: Int, top: Int) -> String {
    let pitch = StatusPicture.pitch
    let gap = Double(pitch - StatusPicture.cell) / 2
    let leftX = StatusPicture.number(Double(left + column * pitch) - gap)
    let bottom = StatusPicture.number(Double(top + 7 * pitch) - gap)
    let upper = StatusPicture.number(Double(top) - gap - 2)
    if row == 0 { return "M" + leftX + " " + upper + "V" + bottom }
    let rightX = StatusPicture.number(Double(left + (column + 1) * pitch) - gap)
    let across = StatusPicture.number(Double(top + row * pitch) - gap)
    return "M" + rightX + " " + upper + "V" + across + "H" + leftX + "V" + bottom
  }

  /// The names of the months over the columns where one begins (the column holding its first
  /// day), never closer than three columns; the first column's month is named only when the
  /// next month is that far away.
  private func drawMonths(
    _ graph: GraphReport.HabitGraph, columns: Range<Int>, left: Int, baseline: Int, into out: inout TextBuffer
  ) {
    var lastLabelled: Int?
    for column in columns {
      let month = graph.day(column: column, row: 6).month
      let begins = column > columns.lowerBound && graph.day(column: column - 1, row: 6).month != month
      let firstNamed =
        column == columns.lowerBound
        && (1..<3).allSatisfy { column + $0 >= columns.upperBound || graph.day(column: column + $0, row: 6).month == month }
      guard begins || firstNamed else { continue }
      if let last = lastLabelled, column - last < 3 { continue }
      lastLabelled = column
      label(MonthName.short(month), x: left + (column - columns.lowerBound) * StatusPicture.pitch, y: baseline, into: &out)
    }
  }

  /// A label in the secondary colour at (`x`, `y`), its baseline.
  private func label(_ text: String, x: Int, y: Int, into out: inout TextBuffer) {
    out.append("<text class=\"label\" font-size=\"10\" x=\"\(x)\" y=\"\(y)\"")
    if paint == .attributes { out.append(" fill=\"" + StatusPicture.Scheme.light.muted + "\"") }
    out.append(">" + MarkupText.escape(text) + "</text>")
  }
}
