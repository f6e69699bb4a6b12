/// Merged streaks, current and longest, per habit (`habits streaks`).
package struct StreaksReport {
  /// The habits reported, in file order.
  package let analyses: [HabitAnalysis]
  /// Today.
  package let today: Day

  /// Creates a report.
  package init(analyses: [HabitAnalysis], today: Day) {
    self.analyses = analyses
    self.today = today
  }

  /// A table of current and longest streaks; with one habit, also its list of streaks.
  package func text(palette: Palette, width: Int) -> String {
    guard !analyses.isEmpty else { return "No habits.\n" }
    let nameWidth = min(max(5, analyses.map { DisplayWidth.of($0.habit.name) }.max()!), max(8, width / 3))
    let currents = analyses.map { describe($0.currentStreak) }
    let currentWidth = max(7, currents.map { DisplayWidth.of($0) }.max()!)
    var out = palette.paint(
      DisplayWidth.padRight("habit", to: nameWidth) + "  " + DisplayWidth.padRight("current", to: currentWidth) + "  longest",
      .dim) + "\n"
    for (a, current) in zip(analyses, currents) {
      let name = DisplayWidth.padRight(DisplayWidth.truncate(a.habit.name, to: nameWidth), to: nameWidth)
      out += name + "  " + DisplayWidth.padRight(current, to: currentWidth) + "  " + describe(a.longestStreak) + "\n"
    }
    if analyses.count == 1, let a = analyses.first {
      out += "\n" + palette.paint("All streaks of \(a.habit.name), latest first:", .bold) + "\n"
      if a.streaks.isEmpty { out += "  none yet\n" }
      for streak in a.streaks.reversed() {
        out += "  \(streak.start) .. \(streak.end)  " + DisplayWidth.padLeft(DayText.count(streak.days, "day"), to: 9) + "\n"
      }
    }
    return out
  }

  /// "14 days (Nov 9 - Nov 22)", or "-" without a streak.
  private func describe(_ streak: Streak?) -> String {
    guard let streak else { return "-" }
    return DayText.count(streak.days, "day") + " (" + DayText.monthDay(streak.start, from: today) + " - "
      + DayText.monthDay(streak.end, from: today) + ")"
  }

  /// `{"version":1,"today":D,"habits":[{"habit","streaks":[...],"current","longest"}]}`.
  package func json() -> String {
    var w = JSONWriter()
    w.beginObject()
    w.write("version", 1)
    w.write("today", today.description)
    w.beginArray("habits")
    for a in analyses {
      w.beginObject()
      w.write("habit", a.habit.name)
      w.beginArray("streaks")
      for streak in a.streaks { write(streak, key: nil, to: &w) }
      w.endArray()
      write(a.currentStreak, key: "current", to: &w)
      write(a.longestStreak, key: "longest", to: &w)
      w.endObject()
    }
    w.endArray()
    w.endObject()
    return w.output + "\n"
  }

  private func write(_ streak: Streak?, key: String?, to w: inout JSONWriter) {
    guard let streak else {
      w.write(key, .null)
      return
    }
    w.beginObject(key)
    w.write("start", streak.start.description)
    w.write("end", streak.end.description)
    w.write("days", streak.days)
    w.endObject()
  }
}
