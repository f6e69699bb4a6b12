import HabitsKit

/// Draws ``GraphReport`` as one standalone SVG picture (`habits graph --svg`): a heading, then
/// per habit its name, its heatmap and its streaks, then a legend of the statuses shown.
///
/// Made to be shown by a forge inside a README: no script, no reference to anything outside
/// the file, fonts from the generic family `sans-serif` only, a size in pixels, and colours
/// as attributes (what every renderer reads) over an opaque background; a style block
/// recolours it for a dark colour scheme where the viewer supports one.
package struct GraphSVGRenderer {
  /// The space around the picture and between its parts.
  private static let margin = 10
  /// The height of a heatmap block: name, grid, streaks and the space after them.
  private static let blockHeight = 19 + HeatmapDrawing.height + 28

  /// Creates a renderer.
  package init() {}

  /// The picture.
  package func svg(_ report: GraphReport) -> String {
    let margin = GraphSVGRenderer.margin
    let gridWidth = HeatmapDrawing.width(columns: report.weeks)
    let heading = "Habits: the last " + DayText.count(report.weeks, "week") + " to " + DayText.weekdayAndDate(report.today)
    let summaries = report.habits.map { GraphRenderer.summary($0, today: report.today).joined(separator: " · ") }
    let widest = ([heading] + summaries).map { TextMeasure.width($0, size: 12) }.max() ?? 0
    let contentWidth = max(gridWidth, min(widest, 2 * gridWidth), 300)
    let statuses = HabitStatus.allCases.filter { status in report.habits.contains { $0.cells.contains(status) } }
    let legend = PictureLegend(statuses: statuses, today: report.habits.contains { $0.cells.contains { $0 != nil } },
      changes: report.habits.contains { !$0.changes.isEmpty }, width: contentWidth)
    let width = contentWidth + 2 * margin
    let habitsHeight = report.habits.isEmpty ? 24 : report.habits.count * GraphSVGRenderer.blockHeight
    let height = margin + 24 + habitsHeight + legend.height + margin

    var out = TextBuffer(capacity: 4096 + report.habits.count * report.weeks * 7 * 110)
    out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" ")
    out.append("viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-labelledby=\"graph-title graph-desc\" ")
    out.append("font-family=\"sans-serif\" font-size=\"12\">\n")
    out.append("<title id=\"graph-title\">" + MarkupText.escape(heading) + "</title>\n")
    out.append("<desc id=\"graph-desc\">" + MarkupText.escape(description(report, summaries: summaries)) + "</desc>\n")
    out.append("<style>" + GraphSVGRenderer.darkStyle + "</style>\n")
    out.append("<rect class=\"bg\" width=\"\(width)\" height=\"\(height)\" fill=\"\(StatusPicture.Scheme.light.background)\"/>\n")
    text(heading, x: margin, y: margin + 14, size: 14, bold: true, into: &out)
    var y = margin + 24
    if report.habits.isEmpty {
      text("No habits yet.", x: margin, y: y + 14, size: 12, bold: false, into: &out)
    }
    let drawing = HeatmapDrawing(paint: .attributes)
    let nameCells = max(8, Int(Double(contentWidth) / (0.6 * 13)))
    for (graph, summary) in zip(report.habits, summaries) {
      text(DisplayWidth.truncate(graph.name, to: nameCells), x: margin, y: y + 13, size: 13, bold: true, into: &out)
      drawing.draw(graph, columns: 0..<graph.columns, x: margin, y: y + 19, today: report.today, into: &out)
      out.append("\n")
      text(summary, x: margin, y: y + 19 + HeatmapDrawing.height + 15, size: 11, muted: true, into: &out)
      y += GraphSVGRenderer.blockHeight
    }
    legend.draw(x: margin, y: y, paint: .attributes, into: &out)
    out.append("</svg>\n")
    return out.text
  }

  /// The text alternative: what the picture shows and each habit's streaks.
  private func description(_ report: GraphReport, summaries: [String]) -> String {
    var text = "One heatmap per habit, a column a week and a row a weekday, each day's status by colour and shape."
    for (graph, summary) in zip(report.habits, summaries) { text += " " + graph.name + ": " + summary + "." }
    return text
  }

  /// A line of text: the primary colour (bold if asked) or the secondary one.
  private func text(
    _ content: String, x: Int, y: Int, size: Int, bold: Bool = false, muted: Bool = false, into out: inout TextBuffer
  ) {
    let scheme = StatusPicture.Scheme.light
    out.append("<text class=\"\(muted ? "label" : "fg")\" x=\"\(x)\" y=\"\(y)\" font-size=\"\(size)\"")
    if bold { out.append(" font-weight=\"bold\"") }
    out.append(" fill=\"\(muted ? scheme.muted : scheme.text)\">" + MarkupText.escape(content) + "</text>\n")
  }

  /// The colours for a dark colour scheme, over the attributes' light ones.
  private static let darkStyle: String = {
    let dark = StatusPicture.Scheme.dark
    var rules = ".bg{fill:\(dark.background)}.fg{fill:\(dark.text)}.label{fill:\(dark.muted)}"
    rules += ".today{fill:\(dark.today)}.change{stroke:\(dark.change)}"
    for status in HabitStatus.allCases {
      rules += "." + StatusPicture.className(status) + "{fill:" + StatusPicture.colour(status, dark: true) + "}"
    }
    return "@media (prefers-color-scheme: dark){" + rules + "}"
  }()
}

/// Widths of text in a picture, estimated without a font: 0.6 of the size for a narrow
/// character, twice that for a wide one, which covers the common sans-serif fonts.
package enum TextMeasure {
  /// The estimated width of `text` at `size` pixels, rounded up.
  package static func width(_ text: String, size: Int) -> Int {
    Int((Double(DisplayWidth.of(text)) * 0.6 * Double(size)).rounded(.up))
  }
}
