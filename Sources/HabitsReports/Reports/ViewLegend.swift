import HabitsKit

/// The legend under a view: the glyph and words of each status the view shows, plus the
/// view's own marks (today, period starts), wrapped to the width.
///
/// Unlike ``StatusGlyph/legend(ascii:palette:width:)`` it lists only what is on screen, so a
/// small view keeps a short legend, and it stays ASCII under `--ascii`.
package enum ViewLegend {
  /// One legend entry: a mark and what it means.
  package struct Item: Sendable {
    /// The mark as shown (already painted when colour is wanted).
    package var mark: String
    /// The mark's width in cells.
    package var markWidth: Int
    /// What it means.
    package var words: String

    /// Creates an entry.
    package init(mark: String, markWidth: Int? = nil, words: String) {
      self.mark = mark
      self.markWidth = markWidth ?? DisplayWidth.of(mark)
      self.words = words
    }
  }

  /// The entries for `statuses`, in the canonical order of ``HabitStatus``.
  package static func items(_ statuses: Set<HabitStatus>, ascii: Bool, palette: Palette) -> [Item] {
    HabitStatus.allCases.filter { statuses.contains($0) }.map { status in
      let glyph = StatusGlyph.glyph(status, ascii: ascii)
      if glyph == " " { return Item(mark: "(blank)", words: status.words) }
      return Item(
        mark: palette.paint(glyph, StatusGlyph.style(status)), markWidth: DisplayWidth.of(glyph),
        words: status.words)
    }
  }

  /// The entries laid out on lines of at most `width` cells, three spaces apart, each line
  /// indented by `indent` spaces.
  package static func text(_ items: [Item], width: Int, indent: Int = 0) -> String {
    var lines: [String] = []
    var line = ""
    var used = 0
    for item in items {
      let itemWidth = item.markWidth + 1 + DisplayWidth.of(item.words)
      if used > 0 && indent + used + 3 + itemWidth > width {
        lines.append(line)
        line = ""
        used = 0
      }
      if used > 0 {
        line += "   "
        used += 3
      }
      line += item.mark + " " + item.words
      used += itemWidth
    }
    if !line.isEmpty { lines.append(line) }
    let pad = String(repeating: " ", count: indent)
    return lines.map { pad + $0 + "\n" }.joined()
  }
}

/// Status glyphs painted for the views.
extension Palette {
  /// The glyph of `status`, coloured; a blank glyph stays unpainted so plain and coloured
  /// output trim alike.
  package func glyph(_ status: HabitStatus, ascii: Bool) -> String {
    let glyph = StatusGlyph.glyph(status, ascii: ascii)
    return glyph == " " ? glyph : paint(glyph, StatusGlyph.style(status))
  }
}
