import HabitsKit

/// Draws ``WeekReport`` as a strip: a name column, then three blocks of seven day columns.
///
/// Wide layout (three cells a day, when the names keep at least 10 cells or their full width):
/// ```
///              last week              this week              next week
///               M  T  W  T  F  S  S    M  T  W  T  F  S  S    M  T  W  T  F  S  S
///               9 10 11 12 13 14 15   16 17 18 19 20 21 22   23 24 25 26 27 28 29
/// Meditate      ✓  ✓  ✓  ✗  ✓  ✓  ✓    ✓  ✓  ✓  ✓  ✓  ✓ [✓]  ☐  ☐  ☐  ☐  ☐  ☐  ☐
/// ```
/// Each day column is three cells: the date right-aligned in the first two, the glyph under
/// its last digit, and today's glyph and weekday bracketed. Narrow terminals get one cell a
/// day, the week's first date above each block and a `^` under today. Names are cut with an
/// ellipsis, never wrapped.
package struct WeekRenderer: SettingsRenderer {
  /// How the output looks: colours, glyphs and width.
  package var settings: RenderSettings

  /// Creates a renderer.
  package init(_ settings: RenderSettings = .plain) {
    self.settings = settings
  }

  /// The strip, the legend under it.
  package func text(_ report: WeekReport) -> String {
    let days = report.days
    let last = days[days.count - 1]
    let title =
      DayText.weekdayAndDate(report.today) + "  " + DayText.monthDay(report.first + report.lead, from: report.today)
      + " .. "
      + DayText.monthDay(last, from: report.today)
    var out = palette.paint(DisplayWidth.truncate(title, to: width), .bold) + "\n\n"
    if report.rows.isEmpty { return out + (report.isDueOnly ? "Nothing due today.\n" : "No habits yet.\n") }
    let longest = report.rows.map { DisplayWidth.of($0.name) }.max()!
    let wideName = min(longest, width - 66)
    let wide = wideName >= min(longest, 10)
    let nameWidth = wide ? wideName : max(4, min(longest, width - 24))
    out += wide ? wideHeader(report, nameWidth: nameWidth) : compactHeader(report, nameWidth: nameWidth)
    var shown: Set<HabitStatus> = []
    for row in report.rows {
      let name = DisplayWidth.padRight(
        DisplayWidth.truncate(row.name, to: nameWidth), to: nameWidth)
      var line = name
      for (i, (day, status)) in zip(days, row.statuses).enumerated() {
        if i % 7 == 0 { line += " " }
        // A day before 0000-01-01 is no day: its column stays blank.
        let glyph = i < report.lead ? " " : palette.glyph(status, ascii: ascii)
        if i >= report.lead { shown.insert(status) }
        if !wide {
          line += glyph
        } else if day == report.today {
          line += palette.paint("[", .bold) + glyph + palette.paint("]", .bold)
        } else {
          line += " " + glyph + " "
        }
      }
      out += trimmed(line) + "\n"
    }
    var items = ViewLegend.items(shown, ascii: ascii, palette: palette)
    items.append(ViewLegend.Item(mark: wide ? "[ ]" : "^", words: "today"))
    return out + "\n" + ViewLegend.text(items, width: width)
  }

  /// The block labels, weekday letters and dates of the wide layout.
  private func wideHeader(_ report: WeekReport, nameWidth: Int) -> String {
    let pad = String(repeating: " ", count: nameWidth)
    var labels = pad
    var letters = pad
    var dates = pad
    for (i, day) in report.days.enumerated() {
      if i % 7 == 0 {
        labels +=
          " " + " " + DisplayWidth.padRight(["last week", "this week", "next week"][i / 7], to: 20)
        letters += " "
        dates += " "
      }
      if i < report.lead {
        letters += "   "
        dates += "   "
        continue
      }
      let tense = DayTense(day, today: report.today)
      let letter = ViewText.letter(day.weekday)
      letters += palette.paint(
        tense == .today ? "[" + letter + "]" : " " + letter + " ", tense.headerStyle)
      dates +=
        palette.paint(DisplayWidth.padLeft(String(day.dayOfMonth), to: 2), tense.headerStyle) + " "
    }
    return trimmed(labels) + "\n" + trimmed(letters) + "\n" + trimmed(dates) + "\n"
  }

  /// The week dates, weekday letters and today's mark of the compact layout.
  private func compactHeader(_ report: WeekReport, nameWidth: Int) -> String {
    let pad = String(repeating: " ", count: nameWidth)
    var labels = pad
    var letters = pad
    var marker = pad
    for (i, day) in report.days.enumerated() {
      if i % 7 == 0 {
        // A week wholly before 0000-01-01 has no label; one it cuts is labelled from that day.
        let shown = max(day, Day.first)
        let label = day + 6 < Day.first ? "" : MonthName.short(shown.month) + " " + String(shown.dayOfMonth)
        labels += " " + DisplayWidth.padRight(label, to: 7)
        letters += " "
        marker += " "
      }
      if i < report.lead {
        letters += " "
        marker += " "
        continue
      }
      let tense = DayTense(day, today: report.today)
      letters += palette.paint(ViewText.letter(day.weekday), tense.headerStyle)
      marker += tense == .today ? palette.paint("^", .bold) : " "
    }
    return trimmed(labels) + "\n" + trimmed(letters) + "\n" + trimmed(marker) + "\n"
  }

  /// `line` without trailing spaces (golden files and terminals need none).
  private func trimmed(_ line: String) -> String {
    var text = line
    while text.last == " " { text.removeLast() }
    return text
  }

  /// `{"version":1,"today":D,"week_start":"monday","from":D,"to":D,
  /// "habits":[{"habit":NAME,"days":[{"date":D,"status":S}]}]}`.
  package func json(_ report: WeekReport) -> String {
    JSONWriter.document(today: report.today) { w in
      w.write("week_start", report.weekStart.name.lowercased())
      w.write("from", (report.first + report.lead).description)
      w.write("to", (report.first + (report.count - 1)).description)
      w.beginArray("habits")
      for row in report.rows {
        w.beginObject()
        w.write("habit", row.name)
        w.beginArray("days")
        for (index, (day, status)) in zip(report.days, row.statuses).enumerated() where index >= report.lead {
          w.beginObject()
          w.write("date", day.description)
          w.write("status", status.rawValue)
          if !row.lines.isEmpty { w.write("line", row.lines[index]) }
          if !row.pauses.isEmpty, let pause = row.pauses[index] { w.write("paused_by", pause.rawValue) }
          w.endObject()
        }
        w.endArray()
        StatusRenderer.writeOrganising(group: row.group, tags: row.tags, time: nil, into: &w)
        w.endObject()
      }
      w.endArray()
    }
  }
}
