/// One line `habits` is asked to append to the log, as meaning rather than text: a day, what
/// happened, and the habits concerned (indices into the journal's habits).
///
/// The text is built here, with each habit's canonical spelling from the habits file, in the
/// log grammar's own forms (grammar.md, `log-line`):
///
/// ```
/// .completions([Gym])                   2026-11-22 Gym
/// .completions([Pushups x2, Gym])       2026-11-22 Pushups x2, Gym
/// .completions([Run 5.2 km])            2026-11-22 Run 5.2 km
/// .vacation(habits: [], until: nil)     2026-12-20 vacation
/// .vacation([Gym, Swim], 2026-12-27)    2026-12-20 vacation Gym, Swim until 2026-12-27
/// .skip([Gym])                          2026-12-24 skip Gym
/// .resume([])                           2027-02-10 resume
/// .redeem(Movie night, 2)               2026-11-22 redeem Movie night x2
/// ```
package struct LogWrite: Hashable, Sendable {
  /// A habit done on the day, and how many times.
  package struct Completed: Hashable, Sendable {
    /// The habit's index in the journal.
    package var habit: Int
    /// How many times (1 is written without `xN`); for an amount, its thousandths.
    package var count: Int
    /// Whether `count` is an amount in the habit's unit (written `5.2 km`).
    package var isAmount = false

    /// Creates a completion of habit `habit`.
    package init(habit: Int, count: Int = 1) {
      self.habit = habit
      self.count = count
    }
  }

  /// What the line says.
  package enum Action: Hashable, Sendable {
    /// Habits done that day.
    case completions([Completed])
    /// A vacation from the day, for the habits (every habit when empty), until a day or open.
    case vacation(habits: [Int], until: Day?)
    /// One day off for the habits.
    case skip([Int])
    /// The end of the running vacations of the habits (every habit when empty).
    case resume([Int])
    /// Points spent on a reward (its name as the habits file spells it), `count` of them.
    case redeem(reward: String, count: Int)
  }

  /// The line's date: the completion day, the vacation's first day, the skipped or resume day.
  package var day: Day
  /// What the line says.
  package var action: Action
  /// The note written after the line (`  # felt calm`), nil for none.
  package var note: String?

  /// Creates a write.
  package init(day: Day, action: Action, note: String? = nil) {
    self.day = day
    self.action = action
    self.note = note
  }

  /// Why `text` cannot be a note, with the code the log would give it, nil when it can
  /// (`habits log --note`): a note is the rest of one line, so no line break or other control
  /// character, and it must not read as a directive (`habits: ...`, conventions item 29).
  package static func noteProblem(_ text: String) -> (code: DiagnosticCode, message: String)? {
    let trimmed = text.trimmingBlanks
    if trimmed.isEmpty { return (.syntax, "a note needs some text") }
    if text.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\u{2028}" || $0 == "\u{2029}" }) {
      return (.controlCharacter, "a note is one line: it cannot hold a line break")
    }
    // The parser's own list (C0 but a tab, DEL, C1, bidirectional controls): a note it would
    // refuse on reading it back is refused here, by the same name.
    if let bad = ControlCharacters.first(in: text) {
      return (.controlCharacter, "a note cannot hold the control character " + ControlCharacters.name(bad))
    }
    if trimmed.lowercased().hasPrefix("habits:") {
      return (.syntax, "a note cannot start with 'habits:': such a comment is a directive to habits, not a note")
    }
    return nil
  }

  /// The habits the line names (empty for a vacation or resume of every habit).
  package var namedHabits: [Int] {
    switch action {
    case .completions(let entries): entries.map(\.habit)
    case .vacation(let habits, _), .skip(let habits), .resume(let habits): habits
    case .redeem: []
    }
  }

  /// Whether the line spends points (`redeem`).
  package var isRedeem: Bool {
    if case .redeem = action { true } else { false }
  }

  /// The line's text, without a terminator, naming habits as the habits file spells them.
  package func text(habits: [Habit]) -> String {
    func names(_ indices: [Int]) -> String { indices.map { habits[$0].name }.joined(separator: ", ") }
    var words = [day.description]
    switch action {
    case .completions(let entries):
      words.append(
        entries.map { entry in
          let habit = habits[entry.habit]
          if entry.isAmount, let unit = habit.unit { return habit.name + " " + Amount.text(entry.count, unit: unit) }
          return habit.name + (entry.count == 1 ? "" : " x\(entry.count)")
        }.joined(separator: ", "))
    case .vacation(let indices, let until):
      words.append("vacation")
      if !indices.isEmpty { words.append(names(indices)) }
      if let until { words += ["until", until.description] }
    case .skip(let indices):
      words += ["skip", names(indices)]
    case .resume(let indices):
      words.append("resume")
      if !indices.isEmpty { words.append(names(indices)) }
    case .redeem(let reward, let count):
      words += ["redeem", reward + (count == 1 ? "" : " x\(count)")]
    }
    // Two spaces before the comment, as people and formatters write one.
    return words.joined(separator: " ") + (note.map { "  # " + $0.trimmingBlanks } ?? "")
  }
}

extension String {
  /// The string without the spaces and tabs around it.
  var trimmingBlanks: String {
    String(EntryNotes.trimmed(Substring(self)))
  }
}
