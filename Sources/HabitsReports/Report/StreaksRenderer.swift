import HabitsKit

/// Renders ``StreaksReport``: a table of current and longest streaks for people, JSON for programs.
package struct StreaksRenderer {
  /// Colours, or none.
  package var palette: Palette
  /// The terminal width to fit.
  package var width: Int

  /// Creates a renderer.
  package init(palette: Palette = .plain, width: Int = 80) {
    self.palette = palette
    self.width = width
  }

  /// A table of current and longest streaks; with one habit, also its list of streaks.
  package func text(_ report: StreaksReport) -> String {
    guard !report.rows.isEmpty else { return "No habits.\n" }
    let nameWidth = min(max(5, report.rows.map { DisplayWidth.of($0.name) }.max()!), max(8, width / 3))
    let currents = report.rows.map { describe($0.current, today: report.today) }
    let currentWidth = max(7, currents.map { DisplayWidth.of($0) }.max()!)
    var out = palette.paint(
      DisplayWidth.padRight("habit", to: nameWidth) + "  " + DisplayWidth.padRight("current", to: currentWidth) + "  longest",
      .dim) + "\n"
    for (a, current) in zip(report.rows, currents) {
      let name = DisplayWidth.padRight(DisplayWidth.truncate(a.name, to: nameWidth), to: nameWidth)
      out += name + "  " + DisplayWidth.padRight(current, to: currentWidth) + "  " + describe(a.longest, today: report.today) + "\n"
    }
    if report.rows.count == 1, let a = report.rows.first {
      out += "\n" + palette.paint("All streaks of \(a.name), latest first:", .bold) + "\n"
      if a.streaks.isEmpty { out += "  none yet\n" }
      for streak in a.streaks.reversed() {
        out += "  \(streak.start) .. \(streak.end)  " + DisplayWidth.padLeft(DayText.count(streak.days, "day"), to: 9) + "\n"
      }
    }
    return out
  }

  /// "14 days (Nov 9 - Nov 22)", or "-" without a streak.
  private func describe(_ streak: Streak?, today: Day) -> String {
    guard let streak else { return "-" }
    return DayText.count(streak.days, "day") + " (" + DayText.monthDay(streak.start, from: today) + " - "
      + DayText.monthDay(streak.end, from: today) + ")"
  }

  /// `{"version":1,"today":D,"habits":[{"habit","streaks":[...],"current","longest"}]}`.
  package func json(_ report: StreaksReport) -> String {
    var w = JSONWriter()
    w.beginObject()
    w.write("version", 1)
    w.write("today", report.today.description)
    w.beginArray("habits")
    for a in report.rows {
      w.beginObject()
      w.write("habit", a.name)
      w.beginArray("streaks")
      for streak in a.streaks { w.write(nil, streak: streak) }
      w.endArray()
      w.write("current", streak: a.current)
      w.write("longest", streak: a.longest)
      w.endObject()
    }
    w.endArray()
    w.endObject()
    return w.output + "\n"
  }
}
