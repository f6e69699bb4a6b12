import HabitsKit

/// The legend under a standalone SVG heatmap: each status shown with its shape and words,
/// then today's ring and the line where a schedule changes, wrapped in rows to a width.
struct PictureLegend {
  /// One entry: what it draws and its words.
  private enum Mark {
    case status(HabitStatus)
    case today
    case change
  }

  /// The entries, each with its top left corner relative to the legend's.
  private var placed: [(mark: Mark, words: String, x: Int, y: Int)] = []
  /// The legend's height, the space above it included.
  private(set) var height = 0

  /// The row height.
  private static let rowHeight = 18

  /// The legend of `statuses` (in that order), with today's ring and the change line when
  /// asked for, in rows of at most `width` pixels.
  init(statuses: [HabitStatus], today: Bool, changes: Bool, width: Int) {
    var entries: [(Mark, String)] = statuses.map { (.status($0), $0.words) }
    if today { entries.append((.today, "today")) }
    if changes { entries.append((.change, "a later line of the habits file takes over")) }
    var x = 0
    var y = 8
    for (mark, words) in entries {
      let entryWidth = 15 + 4 + TextMeasure.width(words, size: 11)
      if x > 0 && x + entryWidth > width {
        x = 0
        y += PictureLegend.rowHeight
      }
      placed.append((mark, words, x, y))
      x += entryWidth + 16
    }
    height = placed.isEmpty ? 0 : y + PictureLegend.rowHeight
  }

  /// Draws the legend with its top left corner at (`x`, `y`).
  func draw(x: Int, y: Int, paint: HeatmapDrawing.Paint, into out: inout TextBuffer) {
    let scheme = StatusPicture.Scheme.light
    for entry in placed {
      let left = x + entry.x
      let top = y + entry.y
      switch entry.mark {
      case .status(let status):
        out.append("<path class=\"" + StatusPicture.className(status) + "\" fill-rule=\"evenodd\" d=\"")
        out.append(StatusPicture.path(status, x: left + 2, y: top + 2))
        if paint == .attributes { out.append("\" fill=\"" + StatusPicture.colour(status)) }
        out.append("\"/>")
      case .today:
        out.append("<path class=\"today\" fill-rule=\"evenodd\" d=\"" + StatusPicture.todayRing(x: left + 2, y: top + 2))
        if paint == .attributes { out.append("\" fill=\"" + scheme.today) }
        out.append("\"/>")
      case .change:
        out.append("<path class=\"change\" fill=\"none\" stroke-width=\"1.5\" d=\"M\(left + 7) \(top)V\(top + 15)")
        if paint == .attributes { out.append("\" stroke=\"" + scheme.change) }
        out.append("\"/>")
      }
      out.append("<text class=\"label\" x=\"\(left + 19)\" y=\"\(top + 11)\" font-size=\"11\"")
      if paint == .attributes { out.append(" fill=\"" + scheme.muted + "\"") }
      out.append(">" + MarkupText.escape(entry.words) + "</text>\n")
    }
  }
}
