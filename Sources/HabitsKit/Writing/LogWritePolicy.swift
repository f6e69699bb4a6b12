/// Why a line is not written: one lowercase line, a hint, and whether `--force` overrides it.
package struct Refusal: Hashable, Sendable {
  /// What is wrong.
  package var message: String
  /// How to go on, if there is a way.
  package var hint: String?
  /// Whether `--force` writes the line anyway.
  package var isForceable: Bool

  /// Creates a refusal.
  package init(_ message: String, hint: String? = nil, forceable: Bool = false) {
    self.message = message
    self.hint = hint
    self.isForceable = forceable
  }
}

/// What `habits` refuses to append, decided on the journal as it is before the write.
///
/// Never overridden:
/// - a completion after today (it cannot have been done yet; `--today` fixes a wrong clock);
/// - a vacation whose `--until` is before its `--from`;
/// - a resume when the habits it names (or, naming none, all habits) have no vacation running
///   on that day: one that started earlier and has not ended.
///
/// Overridden by `--force`:
/// - a completion or skip before the habit's `since`, or after its end (`until`, or the last
///   of its `ends after N occurrences`);
/// - a count above `max(1000, 100 × goal)`, which is more likely a typo than a day's work;
/// - a completion of a once-a-day habit (goal 1) on a day it is already logged: a repeated
///   command, more likely than doing it twice;
/// - a skip or vacation that changes nothing: every habit concerned is already off for the
///   whole span.
///
/// Vacations, skips and resumes may be dated in the future: they plan ahead.
package enum LogWritePolicy {
  /// Every refusal of `write` (empty when it may be written).
  package static func refusals(_ write: LogWrite, journal: Journal, today: Day) -> [Refusal] {
    let day = write.day
    switch write.action {
    case .completions(let entries):
      if day > today {
        return [
          Refusal(
            "\(day) is after today (\(today)): log what is done, once it is done",
            hint: "if the clock is wrong, pass --today YYYY-MM-DD")
        ]
      }
      return entries.compactMap { lifeRefusal($0.habit, on: day, journal: journal) }
        + entries.compactMap { countRefusal($0, journal: journal) }
        + entries.compactMap { repeatRefusal($0.habit, on: day, journal: journal) }
    case .skip(let indices):
      var refusals = indices.compactMap { lifeRefusal($0, on: day, journal: journal) }
        + indices.compactMap { limitRefusal($0, journal: journal, what: "a skip") }
      if let covered = alreadyOff(indices, from: day, until: day, journal: journal) { refusals.append(covered) }
      return refusals
    case .vacation(let named, let until):
      if let until, until < day {
        return [
          Refusal(
            "the vacation would end on \(until), before it starts on \(day)",
            hint: "--from is the first day off and --until the last")
        ]
      }
      let indices = named.isEmpty ? Array(journal.habits.indices) : named
      // A vacation of every habit leaves limits as they are; naming one is a mistake.
      let limits = named.compactMap { limitRefusal($0, journal: journal, what: "a vacation") }
      return limits + (alreadyOff(indices, from: day, until: until, journal: journal).map { [$0] } ?? [])
    case .resume(let named):
      return resumeRefusals(named, on: day, journal: journal)
    }
  }

  /// The habits whose vacation a resume on `day` ends: those it names (or all) with a vacation
  /// that started before `day` and still runs on it.
  package static func resumed(_ named: [Int], on day: Day, journal: Journal) -> [Int] {
    let indices = named.isEmpty ? Array(journal.habits.indices) : named
    return indices.filter { isRunning(journal.logs[$0], on: day) }
  }

  private static func isRunning(_ log: HabitLog, on day: Day) -> Bool {
    log.vacations.contains { $0.start < day && $0.contains(day) }
  }

  private static func resumeRefusals(_ named: [Int], on day: Day, journal: Journal) -> [Refusal] {
    if named.isEmpty {
      guard resumed([], on: day, journal: journal).isEmpty else { return [] }
      return [
        Refusal(
          "nothing to resume on \(day): no vacation is running",
          hint: "a resume ends a vacation that started before its date")
      ]
    }
    return named.filter { !isRunning(journal.logs[$0], on: day) }.map {
      Refusal(
        "nothing to resume for '\(journal.habits[$0].name)' on \(day): it is not on vacation",
        hint: "a resume ends a vacation that started before its date")
    }
  }

  /// Refuses naming a limit in a skip or vacation: a limit asks for nothing, so there is
  /// nothing to pause, and its slips count on every day (grammar.md, limits).
  private static func limitRefusal(_ index: Int, journal: Journal, what: String) -> Refusal? {
    let habit = journal.habits[index]
    guard habit.schedule.isLimit else { return nil }
    return Refusal(
      "'\(habit.name)' is a limit: \(what) does not pause it, as it asks for nothing",
      hint: "use --force to write it anyway", forceable: true)
  }

  /// Refuses a day before the habit's declared start or after its end.
  private static func lifeRefusal(_ index: Int, on day: Day, journal: Journal) -> Refusal? {
    let habit = journal.habits[index]
    let hint = "use --force to write it anyway"
    if let since = habit.since, day < since {
      return Refusal("'\(habit.name)' starts on \(since): \(day) is before its start", hint: hint, forceable: true)
    }
    // Without `since` a habit starts at its first completion, which this line may move earlier.
    let firstCompletion = min(journal.logs[index].firstCompletionDay ?? day, day)
    let start = HabitPlan.start(of: habit, firstCompletion: firstCompletion, today: day)
    if let end = HabitPlan(habit: habit, start: start).end, day > end {
      return Refusal("'\(habit.name)' ended on \(end): \(day) is after its end", hint: hint, forceable: true)
    }
    return nil
  }

  /// Refuses a second completion of a once-a-day habit on the same day.
  private static func repeatRefusal(_ index: Int, on day: Day, journal: Journal) -> Refusal? {
    let habit = journal.habits[index]
    guard habit.isOnceADay, journal.logs[index].completions.contains(where: { $0.day == day }) else { return nil }
    return Refusal(
      "'\(habit.name)' is already logged on \(day), and it is done once a day",
      hint: "use --force to log it again", forceable: true)
  }

  /// Refuses a count far beyond the habit's goal.
  private static func countRefusal(_ entry: LogWrite.Completed, journal: Journal) -> Refusal? {
    let habit = journal.habits[entry.habit]
    // For an amount habit both are thousandths: at least 1000 of its unit passes.
    let limit = max(habit.unit == nil ? 1000 : 1000 * Amount.scale, 100 * habit.goal)
    guard entry.count > limit else { return nil }
    return Refusal(
      habit.unit == nil
        ? "a count of \(entry.count) for '\(habit.name)' looks like a typo: more than \(limit) in a day"
        : "\(Amount.quantity(entry.count, unit: habit.unit)) for '\(habit.name)' looks like a typo: more than \(Amount.quantity(limit, unit: habit.unit)) in a day",
      hint: "use --force to write it anyway", forceable: true)
  }

  /// Refuses a skip or vacation when every habit is already off for the whole span.
  private static func alreadyOff(_ indices: [Int], from start: Day, until end: Day?, journal: Journal) -> Refusal? {
    guard !indices.isEmpty else { return nil }
    var spans: [String] = []
    for index in indices {
      let covering = journal.logs[index].vacations.first { vacation in
        guard vacation.start <= start else { return false }
        guard let vacationEnd = vacation.end else { return true }
        return end.map { vacationEnd >= $0 } ?? false
      }
      guard let covering else { return nil }
      let span =
        covering.end.map { $0 == covering.start ? "off on \($0)" : "on vacation from \(covering.start) until \($0)" }
        ?? "on vacation from \(covering.start), open-ended"
      spans.append("'\(journal.habits[index].name)' is \(span)")
    }
    return Refusal(
      "nothing changes: " + spans.joined(separator: "; "), hint: "use --force to write it anyway", forceable: true)
  }
}
