/// A rule `habits check` applies to each habit beyond parsing and loading, with examples.
///
/// Each check is a small pure function from one line of a habit to diagnostics, listed in `HabitChecks.all`
/// in priority order. The examples document the check and are run by the tests: every
/// `triggering` line must produce the check's code and no `passing` line may.
package struct HabitCheck: Sendable {
  /// The code the check reports.
  package let code: DiagnosticCode
  /// Habit lines that make the check report.
  package let triggering: [String]
  /// Habit lines that do not.
  package let passing: [String]
  /// The rule: appends its findings on one line of a habit to the list (an array returned
  /// by each check on each line cost an allocation, or a copy of the list, a line). `habits`
  /// are those the line was made from, where it reads its name and schedule when it needs them.
  package let run: @Sendable (_ line: CheckedLine, _ habits: [Habit], _ file: String, _ diagnostics: inout [Diagnostic]) -> Void
}

/// The registry of habit checks.
package enum HabitChecks {
  /// Every check, in the order their findings are most useful: the registry that documents
  /// them, whose examples the tests run. `run` calls the same rules, in the same order, as
  /// plain functions.
  package static let all: [HabitCheck] = [neverDueInSomeMonths, neverDue]

  /// Runs every check on every line of every habit: a habit with changes as the single
  /// habits its lines stand for, the first as declared but ending the day before the first
  /// change, each change from its date to the day before the next (or the habit's end).
  ///
  /// One pass: each line is read, and its kind built, once, and the checks (the rules of
  /// `all`, in its order) are called on it directly. Called through the registry's closures,
  /// each check of each line copied its entry and retained and released the closure's
  /// context, and could not be inlined: most of the checks' cost on a habit of two hundred
  /// changes. `HabitCheckTests` holds this pass to the registry's closures run one by one.
  package static func run(_ habits: [Habit], file: String) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for index in habits.indices {
      for number in 0...habits[index].changes.count {
        // Most lines (every day, `Mon, Wed, Fri`) are answered by their kind's one bound:
        // such a kind has no monthly items either (`DueWithinTests` holds every kind to it).
        // Asked before the line is made, of the kind as its own type, with the line's days
        // read in place: a `CheckedLine` made for it, with its `any ScheduleKind`, cost about
        // 100 instructions a line.
        if isAnsweredByItsBound(habits, habit: index, line: number) { continue }
        let line = CheckedLine(habits, habit: index, line: number)
        neverDueInSomeMonths(on: line, file: file, into: &diagnostics)
        neverDue(on: line, in: habits, file: file, into: &diagnostics)
      }
    }
    return diagnostics
  }

  /// Whether line `number` of `habits[index]` (0 its first line, N its Nth change) needs no
  /// check: its kind has a bound (`dueWithinDaysOfStart`) and the line's days answer the
  /// never-due check by it (`isAnswered`). The same answer as for its `CheckedLine`, without
  /// making one.
  @inline(__always)
  static func isAnsweredByItsBound(_ habits: [Habit], habit index: Int, line number: Int) -> Bool {
    let until = CheckedLine.until(habits, habit: index, line: number)
    if number == 0 {
      guard let within = habits[index].schedule.ask(DueWithinDaysOfStart()) else { return false }
      return isAnswered(
        since: habits[index].since, until: until, occurrences: habits[index].occurrences, dueWithin: within)
    }
    let change = number - 1
    guard let within = habits[index].changes[change].schedule.ask(DueWithinDaysOfStart()) else { return false }
    return isAnswered(
      since: habits[index].changes[change].since, until: until, occurrences: habits[index].changes[change].occurrences,
      dueWithin: within)
  }
}

/// The bound within which a line of a kind is first due (`ScheduleKind.dueWithinDaysOfStart`).
struct DueWithinDaysOfStart: KindQuestion {
  func answer<Kind: ScheduleKind>(for kind: Kind) -> Int? { kind.dueWithinDaysOfStart }
}
