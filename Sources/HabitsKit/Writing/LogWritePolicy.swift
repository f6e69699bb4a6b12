/// Where a refusal points: the line a write would add to the log.
package struct WriteSite: Hashable, Sendable {
  /// The log's path.
  package var file: String
  /// The number the new line would have.
  package var line: Int

  /// Creates a site.
  package init(file: String, line: Int) {
    self.file = file
    self.line = line
  }
}

extension Diagnostic {
  /// A refusal to write: an error at the line the write would add, with how to go on as its
  /// note, and whether `--force` writes the line anyway. Refusals are diagnostics like any
  /// other (a code, a catalogued message); the CLI prints them before anything is written.
  static func refusal(_ message: DiagnosticMessage, at site: WriteSite, hint: String?, forceable: Bool = false) -> Diagnostic {
    var refusal = Diagnostic(
      message, file: site.file, range: SourceRange(line: site.line, columns: 1..<1), severity: .error,
      notes: hint.map { [Note($0)] } ?? [])
    refusal.isForceable = forceable
    return refusal
  }

  /// How to go on after a refusal, if there is a way: its first note.
  package var hint: String? { notes.first?.message }
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
///   whole span, or is a limit or a tracked habit, which a pause leaves as it is.
///
/// Vacations, skips and resumes may be dated in the future: they plan ahead.
package enum LogWritePolicy {
  /// Every refusal of `write` (empty when it may be written).
  package static func refusals(_ write: LogWrite, journal: Journal, today: Day, at site: WriteSite) -> [Diagnostic] {
    let day = write.day
    switch write.action {
    case .completions(let entries):
      if day > today {
        return [.refusal(.completionAfterToday(day, today: today), at: site, hint: "if the clock is wrong, pass --today YYYY-MM-DD")]
      }
      return entries.compactMap { lifeRefusal($0.habit, on: day, journal: journal, at: site) }
        + entries.compactMap { countRefusal($0, journal: journal, at: site) }
        + entries.compactMap { repeatRefusal($0.habit, on: day, journal: journal, at: site) }
    case .skip(let indices):
      let limits = indices.compactMap { limitRefusal($0, journal: journal, what: "a skip", at: site) }
      var refusals =
        indices.compactMap {
          lifeRefusal($0, on: day, journal: journal, at: site) ?? startRefusal($0, on: day, journal: journal, today: today, at: site)
        } + limits + indices.compactMap { doneRefusal($0, on: day, journal: journal, at: site) }
      // A limit named has its own refusal: the others decide whether the skip changes anything.
      let others = indices.filter { !journal.loaded[$0].habit.schedule.isLimit }
      if let covered = alreadyOff(others, from: day, until: day, what: "a skip", journal: journal, at: site) { refusals.append(covered) }
      return refusals
    case .vacation(let named, let until):
      if let until, until < day {
        return [.refusal(.vacationWouldEndBeforeStart(until, start: day), at: site, hint: "--from is the first day off and --until the last")]
      }
      let indices = named.isEmpty ? Array(journal.loaded.indices) : named
      // A vacation of every habit leaves limits as they are; naming one is a mistake.
      let limits = named.compactMap { limitRefusal($0, journal: journal, what: "a vacation", at: site) }
      let others = named.isEmpty ? indices : indices.filter { !journal.loaded[$0].habit.schedule.isLimit }
      return limits + (alreadyOff(others, from: day, until: until, what: "a vacation", journal: journal, at: site).map { [$0] } ?? [])
    case .resume(let named):
      return resumeRefusals(named, on: day, journal: journal, at: site)
    case .redeem(let reward, let count):
      if day > today {
        return [.refusal(.redeemAfterToday(day, today: today), at: site, hint: "if the clock is wrong, pass --today YYYY-MM-DD")]
      }
      return overdrawRefusal(reward, count: count, on: day, journal: journal, today: today, at: site).map { [$0] } ?? []
    }
  }

  /// The refusal of a redeem on `day` that would take the balance below zero on that day or on
  /// any later day up to today (a backdated redeem spends points later days counted on).
  private static func overdrawRefusal(
    _ reward: String, count: Int, on day: Day, journal: Journal, today: Day, at site: WriteSite
  ) -> Diagnostic? {
    guard let index = journal.rewardIndex(named: reward) else { return nil }
    var after = journal
    after.redeems.append(Redeem(day: day, reward: index, count: count, range: SourceRange(line: site.line, columns: 1..<1)))
    let ledger = PointsLedger(journal: after, today: today)
    let lowest = ledger.lowestBalance(from: day, through: max(day, today))
    guard lowest.balance < 0 else { return nil }
    let price = PointsEarnings.times(journal.rewards[index].price, count)
    return .refusal(
      .redeemWouldOverdraw(lowest.balance, on: lowest.day), at: site,
      hint: "'\(journal.rewards[index].name)' costs \(price) points; the balance on \(day) would be \(ledger.balance(through: day)) (habits points); use --force to write it anyway",
      forceable: true)
  }

  /// The habits whose vacation a resume on `day` ends: those it names (or all) with a vacation
  /// that started before `day` and still runs on it.
  package static func resumed(_ named: [Int], on day: Day, journal: Journal) -> [Int] {
    let indices = named.isEmpty ? Array(journal.loaded.indices) : named
    return indices.filter { isRunning(journal.loaded[$0].log, on: day) }
  }

  private static func isRunning(_ log: HabitLog, on day: Day) -> Bool {
    log.vacations.contains { $0.start < day && $0.contains(day) }
  }

  /// Whether a vacation of more than one day starts on `day`: running, but a resume that day
  /// cannot end it, as a resume ends a vacation the day before its own date.
  private static func startsVacation(_ log: HabitLog, on day: Day) -> Bool {
    log.vacations.contains { $0.start == day && $0.end.map { $0 > day } ?? true }
  }

  private static func resumeRefusals(_ named: [Int], on day: Day, journal: Journal, at site: WriteSite) -> [Diagnostic] {
    let hint = "a resume ends a vacation that started before its date"
    // A vacation begun that day (by mistake, most often) is running: the refusal says so, and
    // how to end it after one day off or take it back.
    let startedHint =
      "a resume ends a vacation the day before its date: 'habits resume --date \(day + 1)' ends it after one day off, "
      + "and deleting its line from the log takes it back"
    if named.isEmpty {
      guard resumed([], on: day, journal: journal).isEmpty else { return [] }
      if journal.loaded.contains(where: { startsVacation($0.log, on: day) }) {
        return [.refusal(.vacationStartsOnResume(nil, on: day), at: site, hint: startedHint)]
      }
      return [.refusal(.nothingToResume(on: day), at: site, hint: hint)]
    }
    return named.filter { !isRunning(journal.loaded[$0].log, on: day) }.map {
      let loaded = journal.loaded[$0]
      if startsVacation(loaded.log, on: day) {
        return .refusal(.vacationStartsOnResume(loaded.habit.name, on: day), at: site, hint: startedHint)
      }
      return .refusal(.nothingToResume(loaded.habit.name, on: day), at: site, hint: hint)
    }
  }

  /// Refuses naming a limit in a skip or vacation: a limit asks for nothing, so there is
  /// nothing to pause, and its slips count on every day (grammar.md, limits).
  private static func limitRefusal(_ index: Int, journal: Journal, what: String, at site: WriteSite) -> Diagnostic? {
    let habit = journal.loaded[index].habit
    guard habit.schedule.isLimit else { return nil }
    return .refusal(.limitNotPaused(habit.name, by: what), at: site, hint: "use --force to write it anyway", forceable: true)
  }

  /// Refuses a day before the habit's declared start or after its end.
  private static func lifeRefusal(_ index: Int, on day: Day, journal: Journal, at site: WriteSite) -> Diagnostic? {
    let habit = journal.loaded[index].habit
    let hint = "use --force to write it anyway"
    if let since = habit.since, day < since {
      return .refusal(.writeBeforeStart(habit.name, day: day, since: since), at: site, hint: hint, forceable: true)
    }
    // Without `since` a habit starts at its first completion, which this line may move earlier.
    let loaded = journal.loaded[index]
    let firstCompletion = min(loaded.log.firstCompletionDay ?? day, day)
    let start = HabitPlan.start(of: habit, firstCompletion: firstCompletion, today: day)
    if let end = loaded.plan(startingOn: start).end, day > end {
      return .refusal(.writeAfterEnd(habit.name, day: day, end: end), at: site, hint: hint, forceable: true)
    }
    return nil
  }

  /// Refuses a skip before the start of a habit without `since`, which starts on its first
  /// entry: a skip does not move that start as a completion does, so it would be written and
  /// never count, where a skip before a `since` is refused (`lifeRefusal`).
  private static func startRefusal(_ index: Int, on day: Day, journal: Journal, today: Day, at site: WriteSite) -> Diagnostic? {
    let loaded = journal.loaded[index]
    guard loaded.habit.since == nil, !loaded.habit.schedule.isLimit else { return nil }
    let first = loaded.log.firstCompletionDay
    guard day < (first ?? today) else { return nil }
    return .refusal(
      .writeBeforeFirstEntry(loaded.habit.name, day: day, first: first), at: site,
      hint: "give the habit a 'since' in the habits file, or use --force to write it anyway", forceable: true)
  }

  /// Refuses a skip of a habit already done that day: it changes nothing the user wants, as
  /// the day off would only turn the completion into extra work (over completed).
  private static func doneRefusal(_ index: Int, on day: Day, journal: Journal, at site: WriteSite) -> Diagnostic? {
    let loaded = journal.loaded[index]
    let habit = loaded.habit
    guard !habit.schedule.isLimit, !habit.schedule.kind.takesValues,
      let done = loaded.log.completions.first(where: { $0.day == day }), done.count >= habit.goal
    else { return nil }
    return .refusal(.skipOnDoneDay(habit.name, on: day), at: site, hint: "use --force to write it anyway", forceable: true)
  }

  /// Refuses a second completion of a once-a-day habit on the same day.
  private static func repeatRefusal(_ index: Int, on day: Day, journal: Journal, at site: WriteSite) -> Diagnostic? {
    let habit = journal.loaded[index].habit
    guard habit.isOnceADay, journal.loaded[index].log.completions.contains(where: { $0.day == day }) else { return nil }
    return .refusal(.alreadyLogged(habit.name, on: day), at: site, hint: "use --force to log it again", forceable: true)
  }

  /// Refuses a count far beyond the habit's goal.
  private static func countRefusal(_ entry: LogWrite.Completed, journal: Journal, at site: WriteSite) -> Diagnostic? {
    let loaded = journal.loaded[entry.habit]
    let habit = loaded.habit
    // A tracked habit has no goal to measure against: its largest value so far stands in for
    // one, and its first value passes whatever it is.
    var goal = habit.goal
    if habit.schedule.kind.takesValues {
      guard let largest = loaded.log.completions.map(\.count).max() else { return nil }
      goal = largest
    }
    // For an amount habit both are thousandths: at least 1000 of its unit passes.
    let limit = max(habit.unit == nil ? 1000 : 1000 * Amount.scale, 100 * goal)
    guard entry.count > limit else { return nil }
    let message: DiagnosticMessage =
      habit.unit == nil
      ? .implausibleCount(entry.count, name: habit.name, limit: limit)
      : .implausibleAmount(
        Amount.quantity(entry.count, unit: habit.unit), name: habit.name, limit: Amount.quantity(limit, unit: habit.unit))
    return .refusal(message, at: site, hint: "use --force to write it anyway", forceable: true)
  }

  /// Refuses a skip or vacation when it changes nothing: every habit is already off for the
  /// whole span, or is one a pause leaves as it is (a limit, a tracked habit: `PauseEffect`).
  private static func alreadyOff(
    _ indices: [Int], from start: Day, until end: Day?, what: String, journal: Journal, at site: WriteSite
  ) -> Diagnostic? {
    guard !indices.isEmpty else { return nil }
    var spans: [String] = []
    for index in indices {
      let habit = journal.loaded[index].habit
      if let why = PauseEffect(habit).unchanged(by: what) {
        spans.append("'\(habit.name)' is \(why)")
        continue
      }
      let covering = journal.loaded[index].log.vacations.first { vacation in
        guard vacation.start <= start else { return false }
        guard let vacationEnd = vacation.end else { return true }
        return end.map { vacationEnd >= $0 } ?? false
      }
      guard let covering else { return nil }
      let span =
        covering.end.map { $0 == covering.start ? "off on \($0)" : "on vacation from \(covering.start) until \($0)" }
        ?? "on vacation from \(covering.start), open-ended"
      spans.append("'\(journal.loaded[index].habit.name)' is \(span)")
    }
    return .refusal(.nothingChanges(spans), at: site, hint: "use --force to write it anyway", forceable: true)
  }
}
