import HabitsKit

/// The one-cell symbol and colour of each status, shared by the board and every view.
///
/// The Unicode glyphs are all East Asian Width *narrow* or *neutral* (no Ambiguous ones), so
/// they take one cell in CJK terminals too; `--ascii` swaps in plain ASCII. Every status has its
/// own glyph in both sets, so meaning never depends on colour. "Before the start" is a blank.
package enum StatusGlyph {
  /// The glyph of `status`, Unicode or ASCII.
  package static func glyph(_ status: HabitStatus, ascii: Bool) -> String {
    switch status {
    case .planned: ascii ? "o" : "☐"
    case .backlog: "!"
    case .notDue: ascii ? "." : "⋅"
    case .alreadyCompleted: ascii ? ">" : "»"
    case .completedLater: ascii ? "/" : "↺"
    case .completed: ascii ? "+" : "✓"
    case .partiallyCompleted: ascii ? ":" : "◒"
    case .overCompleted: ascii ? "*" : "✔"
    case .sortedOutBacklog: ascii ? "&" : "✚"
    case .failed: ascii ? "x" : "✗"
    case .onVacation: "~"
    case .notStarted: " "
    case .finished: "-"
    case .withinLimit: "="
    case .overLimit: "#"
    }
  }

  /// The colour that goes with `status` (an extra channel only).
  package static func style(_ status: HabitStatus) -> Palette.Style? {
    switch status {
    case .completed, .overCompleted, .sortedOutBacklog, .withinLimit: .boldGreen
    case .overLimit: .boldRed
    case .completedLater: .green
    case .alreadyCompleted: .cyan
    case .partiallyCompleted: .yellow
    case .planned: .boldBlue
    case .backlog: .boldYellow
    case .failed: .boldRed
    case .onVacation: .magenta
    case .notDue, .notStarted, .finished: .dim
    }
  }

  /// The legend: every glyph with its status, on one or more lines of at most `width` cells.
  package static func legend(ascii: Bool, palette: Palette, width: Int) -> String {
    let items = HabitStatus.allCases.map { status in
      palette.paint(glyph(status, ascii: ascii) == " " ? "␣" : glyph(status, ascii: ascii), style(status))
        + " " + status.words
    }
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for (item, status) in zip(items, HabitStatus.allCases) {
      let itemWidth = 2 + DisplayWidth.of(status.words)
      if lineWidth > 0 && lineWidth + 3 + itemWidth > width {
        lines.append(line)
        line = ""
        lineWidth = 0
      }
      if lineWidth > 0 {
        line += "   "
        lineWidth += 3
      }
      line += item
      lineWidth += itemWidth
    }
    if !line.isEmpty { lines.append(line) }
    return lines.joined(separator: "\n")
  }
}
