import HabitsKit

/// Renders ``StreaksReport``: a table of current and longest streaks for people, JSON for programs.
package struct StreaksRenderer: SettingsRenderer {
  /// How the output looks: colours, glyphs and width.
  package var settings: RenderSettings

  /// Creates a renderer.
  package init(_ settings: RenderSettings = .plain) {
    self.settings = settings
  }

  /// A table of current and longest streaks; with one habit, also its list of streaks.
  package func text(_ report: StreaksReport) -> String {
    guard !report.rows.isEmpty else { return "No habits yet.\n" }
    let nameWidth = min(max(5, report.rows.map { DisplayWidth.of($0.name) }.max()!), max(8, width / 3))
    let currents = report.rows.map { describe($0.current, today: report.today) }
    let currentWidth = max(7, currents.map { DisplayWidth.of($0) }.max()!)
    // Gathered as bytes, the columns padded in place: joining each line's strings with `+`
    // cost about 5,000 instructions a row.
    var out = TextBuffer(capacity: 128 + 96 * report.rows.count)
    out.append(
      palette.paint(
        DisplayWidth.padRight("habit", to: nameWidth) + "  " + DisplayWidth.padRight("current", to: currentWidth)
          + "  longest", .dim))
    out.append("\n")
    for (a, current) in zip(report.rows, currents) {
      let name = DisplayWidth.truncate(a.name, to: nameWidth)
      out.append(name)
      out.appendSpaces(nameWidth - DisplayWidth.of(name))
      out.append("  ")
      out.append(current)
      out.appendSpaces(currentWidth - DisplayWidth.of(current))
      out.append("  ")
      out.append(describe(a.longest, today: report.today))
      out.append("\n")
    }
    if report.rows.count == 1, let a = report.rows.first {
      out.append("\n" + palette.paint("All streaks of \(a.name), latest first:", .bold) + "\n")
      if a.streaks.isEmpty { out.append("  none yet\n") }
      for streak in a.streaks.reversed() {
        out.append("  \(streak.start) .. \(streak.end)  " + DisplayWidth.padLeft(DayText.count(streak.days, "day"), to: 9) + "\n")
      }
    }
    return out.text
  }

  /// "14 days (Nov 9 .. Nov 22)", or "-" without a streak: a range of days is written
  /// "A .. B" in every view (stats, graph, week's heading).
  private func describe(_ streak: Streak?, today: Day) -> String {
    guard let streak else { return "-" }
    var text = DayText.count(streak.days, "day")
    text += " ("
    text += DayText.monthDay(streak.start, from: today)
    text += " .. "
    text += DayText.monthDay(streak.end, from: today)
    text += ")"
    return text
  }

  /// `{"version":1,"today":D,"habits":[{"habit","streaks":[...],"current","longest"}]}`.
  package func json(_ report: StreaksReport) -> String {
    JSONWriter.document(today: report.today) { w in
      w.beginArray("habits")
      for a in report.rows {
        w.beginObject()
        w.write("habit", a.name)
        w.beginArray("streaks")
        for streak in a.streaks { w.write(nil, streak: streak) }
        w.endArray()
        w.write("current", streak: a.current)
        w.write("longest", streak: a.longest)
        StatusRenderer.writeOrganising(group: a.group, tags: a.tags, time: nil, into: &w)
        w.endObject()
      }
      w.endArray()
    }
  }
}
