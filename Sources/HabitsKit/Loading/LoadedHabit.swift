/// One habit as loaded, built once: its key, its declaration, its plan and what the log says
/// of it, each entry with its line. Reports, checks, the commands and the language server
/// take habits in this form and find them by key.
///
/// This is the one place a `HabitPlan` is made (a test in the suite keeps it so): the plan of
/// a habit is decided once, from its declaration and its log, and every view asks it.
package struct LoadedHabit: Sendable, Equatable {
  /// The habit's key (`Habit.key(for:)`): what finds it, whatever the case and spacing of
  /// the name it is asked by.
  package let key: String
  /// The habit as the habits file declares it.
  package let habit: Habit
  /// What it asks for over its life.
  package let plan: HabitPlan
  /// What the log says of it.
  package let log: HabitLog

  /// `habit` with its log, planned as of `today` (the start, when the habit declares none, is
  /// its first completion, else today); `key` is the habit's key when known already.
  package init(habit: Habit, log: HabitLog, today: Day, key: String? = nil) {
    self.key = key ?? habit.key
    self.habit = habit
    self.log = log
    plan = HabitPlan(habit: habit, log: log, today: today)
  }

  /// The habit with the notes of the lines that name it, taken from `notes` (every note of
  /// the log): the plan stays as it is, notes play no part in it. A note is looked up among
  /// the entries of its line's date, so a habit's thousands of entries are not each looked up
  /// among the notes.
  package func withNotes(from notes: [EntryNotes.Note]) -> LoadedHabit {
    var log = self.log
    var own: [UInt32: String] = [:]
    for note in notes {
      var named = log.pauses.contains { $0.line == note.line }
      if !named, let day = note.day {
        for index in log.entries.range(onDay: day) where log.entries[index].line == note.line {
          named = true
          break
        }
      }
      if named { own[note.line] = note.text }
    }
    log.notes = own
    return LoadedHabit(key: key, habit: habit, plan: plan, log: log)
  }

  /// The parts as they are (`withNotes(from:)`): the plan is not made again.
  private init(key: String, habit: Habit, plan: HabitPlan, log: HabitLog) {
    self.key = key
    self.habit = habit
    self.plan = plan
    self.log = log
  }

  /// The habit's plan had it started on `start`: for a line that would move its start (a
  /// completion logged before the first one, for a habit without `since`).
  package func plan(startingOn start: Day) -> HabitPlan {
    HabitPlan(habit: habit, start: start, log: log)
  }

  /// Equal when the keys, habits and logs are: the plan is made of them.
  package static func == (a: LoadedHabit, b: LoadedHabit) -> Bool {
    a.key == b.key && a.habit == b.habit && a.log == b.log
  }
}
