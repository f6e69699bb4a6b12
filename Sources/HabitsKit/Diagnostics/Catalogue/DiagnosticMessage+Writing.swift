/// The refusals of `habits log`, `skip`, `vacation` and `resume` (`LogWritePolicy`).
extension DiagnosticMessage {
  /// A completion dated after today ("2026-11-30 is after today (2026-11-25): ...").
  static func completionAfterToday(_ day: Day, today: Day) -> DiagnosticMessage {
    .init(.futureDate, "\(day) is after today (\(today)): log what is done, once it is done")
  }

  /// A vacation whose `--until` is before its `--from`.
  static func vacationWouldEndBeforeStart(_ until: Day, start: Day) -> DiagnosticMessage {
    .init(.vacationEndsBeforeStart, "the vacation would end on \(until), before it starts on \(start)")
  }

  /// A resume of every habit on a day no vacation runs.
  static func nothingToResume(on day: Day) -> DiagnosticMessage {
    .init(.resumeWithoutVacation, "nothing to resume on \(day): no vacation is running")
  }

  /// A resume of a named habit that is not on vacation that day.
  static func nothingToResume(_ name: String, on day: Day) -> DiagnosticMessage {
    .init(.resumeWithoutVacation, "nothing to resume for '\(name)' on \(day): it is not on vacation")
  }

  /// A resume on the day a vacation starts, of every habit (`name` nil) or of one.
  static func vacationStartsOnResume(_ name: String?, on day: Day) -> DiagnosticMessage {
    .init(
      .resumeWithoutVacation,
      name.map { "nothing to resume for '\($0)' on \(day): its vacation starts that day" }
        ?? "nothing to resume on \(day): the vacation starts that day")
  }

  /// A skip or vacation naming a limit ("'Smoke' is a limit: a skip does not pause it ...").
  static func limitNotPaused(_ name: String, by what: String) -> DiagnosticMessage {
    .init(.limitNotPaused, "'\(name)' is a limit: \(what) does not pause it, as it asks for nothing")
  }

  /// A day before the habit's declared start.
  static func writeBeforeStart(_ name: String, day: Day, since: Day) -> DiagnosticMessage {
    .init(.beforeStart, "'\(name)' starts on \(since): \(day) is before its start")
  }

  /// A day before the start of a habit without `since`: its first entry, or none yet.
  static func writeBeforeFirstEntry(_ name: String, day: Day, first: Day?) -> DiagnosticMessage {
    .init(
      .beforeStart,
      first.map { "'\(name)' has no 'since' and starts on its first entry, \($0): \(day) is before its start" }
        ?? "'\(name)' has no 'since' and nothing logged, so it starts on its first entry: \(day) is before its start")
  }

  /// A skip of a habit already done that day.
  static func skipOnDoneDay(_ name: String, on day: Day) -> DiagnosticMessage {
    .init(.alreadyOff, "'\(name)' is already done on \(day): a skip would only turn the completion into extra")
  }

  /// A day after the habit's end.
  static func writeAfterEnd(_ name: String, day: Day, end: Day) -> DiagnosticMessage {
    .init(.afterEnd, "'\(name)' ended on \(end): \(day) is after its end")
  }

  /// A second completion of a once-a-day habit on one day.
  static func alreadyLogged(_ name: String, on day: Day) -> DiagnosticMessage {
    .init(.duplicateEntry, "'\(name)' is already logged on \(day), and it is done once a day")
  }

  /// A count far beyond the goal ("a count of 5000 for 'Gym' looks like a typo: ...").
  static func implausibleCount(_ count: Int, name: String, limit: Int) -> DiagnosticMessage {
    .init(.implausibleCount, "a count of \(count) for '\(name)' looks like a typo: more than \(limit) in a day")
  }

  /// An amount far beyond the goal, both in words with the unit ("2000 l").
  static func implausibleAmount(_ amount: String, name: String, limit: String) -> DiagnosticMessage {
    .init(.implausibleCount, "\(amount) for '\(name)' looks like a typo: more than \(limit) in a day")
  }

  /// A skip or vacation when every habit it covers is already off ("'Gym' is off on ...").
  static func nothingChanges(_ spans: [String]) -> DiagnosticMessage {
    .init(.alreadyOff, "nothing changes: " + spans.joined(separator: "; "))
  }

  /// A line the parser would read otherwise, as `skip Gym` with a habit called `Skip Gym`.
  static func wouldNotReadBack(_ text: String) -> DiagnosticMessage {
    .init(.ambiguousLogLine, "'\(text)' would not read back as written: a habit name clashes with the log's words")
  }

  /// The line would bring a finding of `check`: the finding's code, its message quoted.
  static func wouldBeFlagged(_ text: String, as finding: Diagnostic) -> DiagnosticMessage {
    .init(finding.code, "'\(text)' would be flagged: \(finding.message)")
  }

  /// Words after `habits log` (or `skip`, `vacation`, `resume`) that do not read: the
  /// problem's message, with the code the log gives the same words (`HabitWords.Problem.code`).
  package static func unreadableWords(_ problem: HabitWords.Problem) -> DiagnosticMessage {
    .init(problem.code, problem.message)
  }

  /// A reward the habits file does not have ("unknown reward 'Foo'; did you mean ...").
  package static func unknownReward(_ name: String, suggestion: String?) -> DiagnosticMessage {
    .init(.unknownReward, "unknown reward '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
  }

  /// A reward prefix that starts several rewards.
  package static func ambiguousReward(_ name: String, candidates: [String]) -> DiagnosticMessage {
    .init(.unknownReward, "'\(name)' could be any of " + candidates.map { "'\($0)'" }.joined(separator: ", ") + "; type more of the name")
  }

  /// A redeem when the habits file has no `[Rewards]`.
  package static var noRewards: DiagnosticMessage {
    .init(.unknownReward, "the habits file has no rewards")
  }

  /// A count of rewards outside 1 to `maximum` ("x0", "x5000").
  package static func rewardCount(_ word: String, maximum: Int) -> DiagnosticMessage {
    let range = "a count of rewards is a whole number from 1 to \(maximum)"
    return word.dropFirst().allSatisfy { $0 == "0" }
      ? .init(.zeroCount, "the count '\(word)' redeems nothing: " + range)
      : .init(.invalidCount, "invalid count '\(word)': " + range)
  }

  /// A `--note` that would not read back as a note: the problem (`LogWrite.noteProblem`).
  package static func unwritableNote(_ problem: (code: DiagnosticCode, message: String)) -> DiagnosticMessage {
    .init(problem.code, problem.message)
  }
}
