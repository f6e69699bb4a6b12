import HabitsKit

/// What the reports show of a habit and its entries beyond the engine's statuses: the group a
/// habit belongs to, the notes on its entries and the time of day of its lines. Each is read
/// here and nowhere else, so the reports that show them (the HTML report, the SVG heatmap,
/// the exports) get them from the model through one function each.
package enum ReportAnnotations {
  /// The group of `habit`: the `[Group]` heading its first line sits under in the habits
  /// file, nil for a habit before the first heading.
  package static func group(of habit: Habit) -> String? { habit.group }

  /// The notes of the analysed habit's entries on the days of `range`, by day: the trailing
  /// comment of a log entry (never a full-line comment, never a `habits:` directive), the notes
  /// of one day's entries joined in log order. Empty unless the journal was read with its
  /// notes (`Journal.withNotes(from:)`), as the commands that show them do.
  package static func notes(of analysis: HabitAnalysis, in range: ClosedRange<Day>) -> [Day: String] {
    analysis.log.notes(in: range)
  }

  /// The time of day the line `habit` (one line of a habit: an era's habit) asks to be done
  /// at (`at 07:30`), which `habits export ical` gives its events (nil: an all-day event).
  package static func timeOfDay(of habit: Habit) -> TimeOfDay? { habit.time }

  /// `journal` narrowed to the habits whose group (read by `group`) is named `name`, ignoring
  /// case and spacing, in file order; a habit without a group is in none.
  package static func journal(
    _ journal: Journal, inGroup name: String, group: (Habit) -> String? = ReportAnnotations.group
  ) -> Journal {
    let wanted = Habit.key(for: name)
    return journal.filter { group($0.habit).map(Habit.key(for:)) == wanted }
  }

  /// The groups of `habits` in the order they first appear, each once (ungrouped habits
  /// leave none).
  package static func groups(of habits: [Habit], group: (Habit) -> String? = ReportAnnotations.group) -> [String] {
    var seen: [String] = []
    for habit in habits {
      if let name = group(habit), !seen.contains(name) { seen.append(name) }
    }
    return seen
  }
}
