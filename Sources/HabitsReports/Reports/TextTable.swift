import HabitsKit

/// A table of a label column and right-aligned value columns, fitted to a width: when it is
/// too wide, the gaps narrow to one space, then the least important columns are left out (JSON
/// keeps them all), then labels longer than `minimumLabel` are cut with an ellipsis.
package struct TextTable {
  /// A value column.
  package struct Column: Sendable {
    /// Its header.
    package var header: String
    /// How much it matters: higher is kept longer.
    package var priority: Int

    /// Creates a column.
    package init(_ header: String, priority: Int) {
      self.header = header
      self.priority = priority
    }
  }

  /// A line of the table.
  package enum Row: Sendable {
    /// A label and one value per column.
    case values(String, [String])
    /// A section title.
    case heading(String)
    /// An empty line.
    case blank
  }

  /// The label column's header.
  package var labelHeader: String
  /// The value columns.
  package var columns: [Column]
  /// The lines.
  package var rows: [Row]

  /// Creates a table.
  package init(labelHeader: String, columns: [Column], rows: [Row]) {
    self.labelHeader = labelHeader
    self.columns = columns
    self.rows = rows
  }

  /// The table as text no wider than `width` where possible; headers and headings painted.
  package func text(width: Int, palette: Palette, minimumLabel: Int = 12) -> String {
    // The widest header or cell of each column, and the widest label, in one pass over the
    // rows (without collecting the value rows into a new array first).
    // Each cell's width is kept for padding it below (`cellWidths`, row by row, the header
    // first): measuring every cell twice cost as much as the rest of the layout.
    var widths = columns.map { DisplayWidth.of($0.header) }
    var cellWidths = widths
    var longestLabel = DisplayWidth.of(labelHeader)
    for case .values(let label, let cells) in rows {
      longestLabel = max(longestLabel, DisplayWidth.of(label))
      for i in columns.indices {
        let w = DisplayWidth.of(cells[i])
        cellWidths.append(w)
        widths[i] = max(widths[i], w)
      }
    }
    let wantedLabel = min(longestLabel, minimumLabel)
    var kept = Array(columns.indices)
    var gap = 2
    func valuesWidth() -> Int { kept.map { widths[$0] + gap }.reduce(0, +) }
    // Narrow the gaps first, then leave out the least important columns.
    if wantedLabel + valuesWidth() > width { gap = 1 }
    while kept.count > 1 && wantedLabel + valuesWidth() > width {
      let drop = kept.min { columns[$0].priority < columns[$1].priority }!
      kept.removeAll { $0 == drop }
    }
    let labelWidth = max(1, min(longestLabel, width - valuesWidth()))
    // Each line is written straight into the table's byte buffer: padding and joining cells
    // with `+` made several intermediate strings per cell, and a string per line cost more
    // than its figures.
    // `line` is the line's index in `cellWidths` (0 for the header).
    func appendLine(_ label: String, _ cells: [String], line: Int, to buffer: inout TextBuffer) {
      let start = buffer.count
      let shown = DisplayWidth.truncate(label, to: labelWidth)
      buffer.append(shown)
      buffer.appendSpaces(labelWidth - DisplayWidth.of(shown))
      for i in kept {
        let cellWidth = cellWidths[line * columns.count + i]
        buffer.appendSpaces(gap + max(0, widths[i] - cellWidth))
        buffer.append(cells[i])
      }
      buffer.trimTrailingSpaces(after: start)
    }
    /// The header line, on its own to be painted.
    func headerLine() -> String {
      var buffer = TextBuffer(capacity: labelWidth + kept.count * 8)
      appendLine(labelHeader, columns.map(\.header), line: 0, to: &buffer)
      return buffer.text
    }
    var out = TextBuffer(capacity: (rows.count + 1) * (width + 1))
    out.append(palette.paint(headerLine(), .dim))
    out.append("\n")
    var valueLine = 0
    for row in rows {
      switch row {
      case .values(let label, let cells):
        valueLine += 1
        appendLine(label, cells, line: valueLine, to: &out)
      case .heading(let title):
        out.append(palette.paint(DisplayWidth.truncate(title, to: width), .bold))
      case .blank: break
      }
      out.append("\n")
    }
    return out.text
  }
}
