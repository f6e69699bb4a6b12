import HabitsKit

/// Merged streaks, current and longest, per habit (`habits streaks`).
package struct StreaksReport {
  /// One habit's streaks.
  package struct Row: Sendable {
    /// The habit's name.
    package var name: String
    /// Its merged streaks, in date order.
    package var streaks: [Streak]
    /// The streak that ends today or yesterday.
    package var current: Streak?
    /// The longest streak (the earliest of equals).
    package var longest: Streak?
  }

  /// The habits reported, in file order.
  package let rows: [Row]
  /// Today.
  package let today: Day

  /// Creates a report, keeping only the streaks of each analysis.
  package init(analyses: JournalAnalyses, today: Day) { self.init(each: analyses, today: today) }

  /// The same from analyses already made.
  package init(analyses: [HabitAnalysis], today: Day) { self.init(each: analyses, today: today) }

  /// The one body of both: generic only inside this module, where it is specialised for each.
  init(each analyses: some Sequence<HabitAnalysis>, today: Day) {
    self.rows = analyses.map {
      Row(name: $0.habit.name, streaks: $0.streaks, current: $0.currentStreak, longest: $0.longestStreak)
    }
    self.today = today
  }

  /// A table of current and longest streaks; with one habit, also its list of streaks.
  package func text(palette: Palette, width: Int) -> String {
    guard !rows.isEmpty else { return "No habits.\n" }
    let nameWidth = min(max(5, rows.map { DisplayWidth.of($0.name) }.max()!), max(8, width / 3))
    let currents = rows.map { describe($0.current) }
    let currentWidth = max(7, currents.map { DisplayWidth.of($0) }.max()!)
    var out = palette.paint(
      DisplayWidth.padRight("habit", to: nameWidth) + "  " + DisplayWidth.padRight("current", to: currentWidth) + "  longest",
      .dim) + "\n"
    for (a, current) in zip(rows, currents) {
      let name = DisplayWidth.padRight(DisplayWidth.truncate(a.name, to: nameWidth), to: nameWidth)
      out += name + "  " + DisplayWidth.padRight(current, to: currentWidth) + "  " + describe(a.longest) + "\n"
    }
    if rows.count == 1, let a = rows.first {
      out += "\n" + palette.paint("All streaks of \(a.name), latest first:", .bold) + "\n"
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
    for a in rows {
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
