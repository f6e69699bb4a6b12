import HabitsKit

/// One habit's article on the HTML report: its name, life and streaks, its heatmaps (each in
/// two halves of at most 27 weeks that sit side by side on a wide screen and one under the
/// other on a phone), its figures by month with what was logged, its schedule's lines and its
/// notes.
struct HabitArticle {
  /// The page the article is part of.
  let report: PageReport

  /// The most weeks drawn in one picture: a year's heatmap is two of them.
  static let partColumns = 27

  /// Draws `habit`'s article.
  func draw(_ habit: PageReport.HabitPage, into out: inout TextBuffer) {
    let id = "habit-\(habit.index)"
    out.append("<article class=\"habit\" id=\"\(id)\" aria-labelledby=\"\(id)-name\">\n")
    out.append("<h3 id=\"\(id)-name\">" + escaped(habit.name) + "</h3>\n<p class=\"facts\">" + escaped(life(habit)))
    let streaks = GraphRenderer.summary(current: habit.stats.current, longest: habit.stats.longest, today: report.today)
    out.append(" · streaks: " + escaped(streaks.joined(separator: ", ")) + "</p>\n")
    let graphs = habit.graphs.filter { $0.shownDays != nil }
    if graphs.isEmpty {
      out.append("<p>Nothing to draw: " + escaped(report.today < habit.start ? "it has not started yet" : "its life misses these days") + ".</p>\n")
    }
    for (number, graph) in graphs.enumerated() {
      heatmap(graph, id: "\(id)-y\(number)", into: &out)
    }
    months(habit, id: id, into: &out)
    schedule(habit, into: &out)
    notes(habit, into: &out)
    out.append("</article>\n")
  }

  /// "Started Aug 1, 2026", "Starts Dec 1, 2026; ends Jun 1, 2027", "Starts with its first entry".
  private func life(_ habit: PageReport.HabitPage) -> String {
    if habit.waitsForFirstEntry { return "Starts with its first entry in the log" }
    var text = (habit.start > report.today ? "Starts " : "Started ") + PageRenderer.longDate(habit.start)
    if let end = habit.end { text += (end < report.today ? "; ended " : "; ends ") + PageRenderer.longDate(end) }
    return text
  }

  /// A heatmap as a figure: its halves, each an image whose text alternative counts its days
  /// by status, and a caption with its days.
  private func heatmap(_ graph: GraphReport.HabitGraph, id: String, into out: inout TextBuffer) {
    guard let shown = graph.shownDays else { return }
    out.append("<figure>\n<div class=\"heatmap\">\n")
    let columns = graph.columns
    let halves = columns > HabitArticle.partColumns ? [0..<(columns + 1) / 2, (columns + 1) / 2..<columns] : [0..<columns]
    let drawing = HeatmapDrawing(paint: .classes)
    for (number, part) in halves.enumerated() {
      let first = max(graph.first + part.lowerBound * 7, shown.lowerBound)
      let last = min(graph.first + part.upperBound * 7 - 1, shown.upperBound)
      guard first <= last else { continue }
      // Two pixels around the grid for today's ring.
      let width = HeatmapDrawing.width(columns: part.count) + 4
      let height = HeatmapDrawing.height + 4
      out.append("<svg role=\"img\" aria-labelledby=\"\(id)-\(number)\" width=\"\(width)\" height=\"\(height)\" ")
      out.append("viewBox=\"-2 -2 \(width) \(height)\">\n<title id=\"\(id)-\(number)\">")
      out.append(escaped(alternative(graph, from: first, through: last)) + "</title>\n")
      drawing.draw(graph, columns: part, x: 0, y: 0, today: report.today, into: &out)
      out.append("\n</svg>\n")
    }
    out.append("</div>\n<figcaption>" + escaped(PageRenderer.rangeText(shown)) + "</figcaption>\n</figure>\n")
  }

  /// "Meditate, Nov 17, 2025 to May 24, 2026: 98 completed, 5 failed, 80 not started".
  private func alternative(_ graph: GraphReport.HabitGraph, from first: Day, through last: Day) -> String {
    var counts = Array(repeating: 0, count: HabitStatus.allCases.count)
    for index in (first - graph.first)...(last - graph.first) {
      if let status = graph.cells[index] { counts[StatusPicture.index(status)] += 1 }
    }
    let parts = HabitStatus.allCases.compactMap { status in
      counts[StatusPicture.index(status)] > 0 ? "\(counts[StatusPicture.index(status)]) \(status.words)" : nil
    }
    let change = graph.changes.isEmpty ? "" : "; " + graph.changes.map(HeatmapDrawing.changeTitle).joined(separator: "; ")
    return graph.name + ", " + PageRenderer.rangeText(first...last) + ": " + parts.joined(separator: ", ") + change
  }

  /// The figures of each month of the range (cut to the habit's life), then the total: the
  /// columns every habit has, those only some have (partial, open, over, logged) when used.
  private func months(_ habit: PageReport.HabitPage, id: String, into out: inout TextBuffer) {
    let stats = habit.stats
    out.append("<h4 id=\"\(id)-months\">By month</h4>\n")
    guard stats.span != nil else { return out.append("<p>Nothing to count in these days.</p>\n") }
    let saysLogged = stats.unit != nil || habit.graphs.contains { $0.saysCounts }
    var columns: [(name: String, value: (StatsFigures) -> String)] = [
      ("Due", { String($0.due) }), ("Kept", { String($0.kept) }),
    ]
    if stats.totals.partial > 0 { columns.append(("Partial", { String($0.partial) })) }
    columns.append(("Failed", { String($0.failed) }))
    if stats.totals.open > 0 { columns.append(("Open", { String($0.open) })) }
    if stats.totals.over > 0 { columns.append(("Over", { String($0.over) })) }
    // In a box of its own that scrolls, should a habit use every column on a narrow phone.
    out.append("<div class=\"scroll\"><table aria-labelledby=\"\(id)-months\">\n<thead><tr><th scope=\"col\">Month</th>")
    for column in columns { out.append("<th scope=\"col\" class=\"n\">" + column.name + "</th>") }
    out.append("<th scope=\"col\" class=\"n\">Rate</th>")
    if saysLogged { out.append("<th scope=\"col\" class=\"n\">Logged</th>") }
    out.append("</tr></thead>\n<tbody>\n")
    // Appended piece by piece: a year of fifty habits is six hundred rows.
    func row(_ label: String, _ figures: StatsFigures) {
      out.append("<tr><th scope=\"row\">")
      out.append(label)
      out.append("</th>")
      for column in columns {
        out.append("<td class=\"n\">")
        out.append(column.value(figures))
        out.append("</td>")
      }
      out.append("<td class=\"n\">")
      if let rate = figures.ratePercent {
        out.append("<span class=\"bar\" aria-hidden=\"true\"><span style=\"width:")
        out.appendDecimal(rate)
        out.append("%\"></span></span>")
        out.appendDecimal(rate)
        out.append("%")
      } else {
        out.append("–")
      }
      out.append("</td>")
      if saysLogged {
        out.append("<td class=\"n\">")
        out.append(escaped(Amount.quantity(figures.logged, unit: stats.unit)))
        out.append("</td>")
      }
      out.append("</tr>\n")
    }
    for month in stats.months { row(MonthName.short(month.start.month) + " " + DayText.year(month.start.year), month.figures) }
    out.append("</tbody>\n<tfoot>\n")
    row("All", stats.totals)
    out.append("</tfoot>\n</table></div>\n<p class=\"muted\">Kept: due days done on the day, made up later or covered ")
    out.append("ahead. Rate: kept of the due days settled (kept, partial or failed).</p>\n")
  }

  /// For a habit with changes, its lines in order, each with the day it takes over.
  private func schedule(_ habit: PageReport.HabitPage, into out: inout TextBuffer) {
    guard let first = habit.firstLine else { return }
    out.append("<h4>Schedule</h4>\n<ol class=\"lines\">\n")
    func item(_ line: Int, _ schedule: String?, _ start: Day) {
      out.append("<li>Line \(line) of the habits file")
      if let schedule { out.append(", '" + escaped(schedule) + "'") }
      out.append(", from " + DayText.weekdayAndDate(start) + "</li>\n")
    }
    item(first.line, first.schedule, habit.start)
    for change in habit.changes { item(change.line, change.schedule, change.start) }
    out.append("</ol>\n")
  }

  /// The notes of the habit's entries in the range, by date.
  private func notes(_ habit: PageReport.HabitPage, into out: inout TextBuffer) {
    guard !habit.notes.isEmpty else { return }
    out.append("<h4>Notes</h4>\n<ul class=\"notes\">\n")
    for note in habit.notes {
      out.append("<li><time datetime=\"\(note.day)\">" + DayText.weekdayAndDate(note.day) + "</time>: ")
      out.append(escaped(note.text) + "</li>\n")
    }
    out.append("</ul>\n")
  }
}
