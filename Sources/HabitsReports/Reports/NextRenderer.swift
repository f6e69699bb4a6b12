import HabitsKit

/// Renders ``NextReport``: a line per habit with its next days, each a status glyph and the
/// day as people say it ("today", "Mon", "Dec 1", "Apr 15, 2027").
/// ```
/// Gym           ! today  ☐ Mon  ☐ Wed  ☐ Fri
/// Gym 2         » Mon  ☐ Wed  ☐ Fri  ☐ Nov 30
/// Challenge     finished Jan 30
/// ```
/// Days that do not fit the width are left out rather than wrapped.
package struct NextRenderer: SettingsRenderer {
  /// How the output looks: colours, glyphs and width.
  package var settings: RenderSettings

  /// Creates a renderer.
  package init(_ settings: RenderSettings = .plain) {
    self.settings = settings
  }

  /// The lines and a legend.
  package func text(_ report: NextReport) -> String {
    var out = palette.paint(DayText.weekdayAndDate(report.today), .bold) + "\n\n"
    if report.rows.isEmpty { return out + (report.isDueOnly ? "Nothing due today.\n" : "No habits yet.\n") }
    let longest = report.rows.map { DisplayWidth.of($0.name) }.max()!
    let nameWidth = min(longest, max(10, width / 3))
    var shown: Set<HabitStatus> = []
    let timed = report.rows.contains { $0.time != nil }
    var section: String?
    for (index, row) in report.rows.enumerated() {
      // Group sections as on the board.
      if let group = row.group, group != section {
        out += (index > 0 ? "\n" : "") + palette.paint(group, .bold) + "\n"
        section = group
      }
      var line = DisplayWidth.padRight(
        DisplayWidth.truncate(row.name, to: nameWidth), to: nameWidth)
      var used = nameWidth
      if timed {
        line += "  " + (row.time?.description ?? "     ")
        used += 7
      }
      switch row.state {
      case .finished:
        line +=
          "  finished " + (row.boundary.map { DayText.monthDay($0, from: report.today) } ?? "")
      case .notStarted, .active:
        if row.state == .notStarted {
          let text = row.boundary.map { "  starts " + DayText.relative($0, from: report.today) } ?? "  starts when first logged"
          line += text
          used += DisplayWidth.of(text)
        }
        if row.items.isEmpty && row.state == .active { line += "  nothing due ahead" }
        for item in row.items {
          let glyph = StatusGlyph.glyph(item.status, ascii: ascii)
          let when = DayText.relative(item.day, from: report.today)
          let itemWidth = 2 + DisplayWidth.of(glyph) + 1 + DisplayWidth.of(when)
          if used + itemWidth > width { break }
          line += "  " + palette.paint(glyph, StatusGlyph.style(item.status)) + " " + when
          used += itemWidth
          shown.insert(item.status)
        }
      }
      out += line + "\n"
    }
    let items = ViewLegend.items(shown, ascii: ascii, palette: palette).map { item in
      var item = item
      if item.words == HabitStatus.planned.words { item.words = "due" }
      if item.words == HabitStatus.backlog.words { item.words = "catch up (backlog)" }
      if item.words == HabitStatus.alreadyCompleted.words { item.words = "covered: done ahead" }
      return item
    }
    return out + (items.isEmpty ? "" : "\n" + ViewLegend.text(items, width: width))
  }

  /// `{"version":1,"today":D,"count":N,"habits":[{"habit":NAME,
  /// "state":"active"|"not_started"|"finished","starts":D|null,"ended":D|null,
  /// "next":[{"date":D,"status":"planned"|"backlog"|"already_completed"}]}]}`.
  package func json(_ report: NextReport) -> String {
    JSONWriter.document(today: report.today) { w in
      w.write("count", report.count)
      w.beginArray("habits")
      for row in report.rows {
        w.beginObject()
        w.write("habit", row.name)
        w.write("state", row.state.rawValue)
        w.write("starts", row.state == .notStarted ? row.boundary?.description : nil)
        w.write("ended", row.state == .finished ? row.boundary?.description : nil)
        StatusRenderer.writeOrganising(group: row.group, tags: row.tags, time: row.time, into: &w)
        if let priority = row.priority { w.write("priority", priority.key) }
        w.beginArray("next")
        for item in row.items {
          w.beginObject()
          w.write("date", item.day.description)
          w.write("status", item.status.rawValue)
          w.endObject()
        }
        w.endArray()
        w.endObject()
      }
      w.endArray()
    }
  }
}
