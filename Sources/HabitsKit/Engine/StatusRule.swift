/// The branch of the status procedure (scheduling-semantics.md §7.1) that gives a day its
/// status, with the sub-case that explains it: what `StatusPass` decides for each day, and
/// what `habits why` explains. Each rule implies exactly one status.
package enum StatusRule: String, CaseIterable, Sendable {
  /// Before the habit's start.
  case notStarted = "not_started"
  /// After the habit's end.
  case finished
  /// On vacation, nothing logged.
  case onVacation = "on_vacation"
  /// Logged on a vacation day, nothing behind: extra.
  case vacationExtra = "vacation_extra"
  /// Logged on a vacation day while behind: the extra paid it off.
  case vacationPaidOff = "vacation_paid_off"
  /// Due, and exactly the goal logged.
  case completed
  /// Due, an amount habit, and at least its goal logged but less than a whole goal more, which
  /// does not pay off all that is behind: done (the extra covers no other due day and makes up
  /// no missed one by itself, so it is neither over nor sorted out backlog).
  case reachedGoal = "reached_goal"
  /// More logged than needed, nothing behind.
  case extra
  /// More logged than needed while behind: the extra paid it off (for an amount, a whole goal
  /// more, or all that was behind).
  case extraPaidOff = "extra_paid_off"
  /// Due, and less than the goal logged; or, for an amount, not due (and not paused) with less
  /// than a whole goal logged that does not pay off all that is behind: neither over nor
  /// sorted out backlog.
  case partial
  /// Not due, today or later, and one of the free days where the deficit is shown.
  case backlog
  /// Not due and in the past: never backlog.
  case notDuePast = "not_due_past"
  /// Not due, today or later, and the habit has no backlog.
  case notDueNoBacklog = "not_due_no_backlog"
  /// Not due, today or later, and nothing behind.
  case notDueNothingBehind = "not_due_nothing_behind"
  /// Not due, today or later, behind, but the deficit is shown on earlier free days.
  case notDueBacklogEarlier = "not_due_backlog_earlier"
  /// Due, not done, and covered by work done ahead.
  case coveredAhead = "covered_ahead"
  /// Due, not done, today or later.
  case planned
  /// Due, missed, and made up by extra work later in its window.
  case completedLater = "completed_later"
  /// Due, missed, and not made up.
  case failed
  /// A limit's day, today or before, whose period stayed within the maximum through it.
  case withinLimit = "within_limit"
  /// A limit's day with occurrences that took its period over the maximum.
  case overLimit = "over_limit"

  /// Whether the rule's status starts a streak (`HabitStatus.createsStreak`), asked of the
  /// rule itself: the streak walk asks it of every day. The six rules are declared one after
  /// the other, from `vacationExtra` to `extraPaidOff`, so that this is one comparison with no
  /// branch (the walk builds a bit a day from it).
  package var createsStreak: Bool {
    switch self {
    case .completed, .reachedGoal, .extra, .extraPaidOff, .vacationExtra, .vacationPaidOff: true
    default: false
    }
  }

  /// Of eight rules stored one byte each (`rules` of a timeline, read as a word), which are
  /// `failed` and which start a streak: bit `i` of each result for the rule at byte `i`.
  ///
  /// A rule is stored as its case's index in declaration order (a Swift enum without payloads
  /// of fewer than 256 cases is one byte holding it; `StatusRuleLayoutTests` pins this): the
  /// rules that start a streak are the indices 3 through 8, and `failed` is 18. All are below
  /// 128, so the classic byte-wise comparisons of a word hold without carries between bytes.
  @inline(__always)
  static func failedAndStarting(ofEight word: UInt64) -> (failed: UInt64, starting: UInt64) {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    // A byte is `failed` when it is zero after the exclusive or: its high bit stays clear.
    let other = word ^ (ones &* UInt64(failedIndex))
    let failed = ~(((other & lows) &+ lows) | other) & highs
    // A byte starts a streak when adding 128 - 3 sets its high bit and adding 128 - 9 does not.
    let atLeastFirst = (word &+ ones &* UInt64(128 - startingIndices.lowerBound)) & highs
    let pastLast = (word &+ ones &* UInt64(127 - startingIndices.upperBound)) & highs
    let starting = atLeastFirst & ~pastLast
    // The eight high bits, gathered into the low byte in order.
    return (((failed &>> 7) &* gather) &>> 56, ((starting &>> 7) &* gather) &>> 56)
  }

  /// Of the `length` (at most 64) rules of `rules` from `c` on, which are `failed` and which
  /// start a streak: bit `i` of each result for the rule at `c + i`, read eight a word
  /// (`failedAndStarting(ofEight:)`), a rule at a time for the last few, past which no word can
  /// be read.
  @inline(__always)
  static func failedAndStarting(
    in rules: UnsafeBufferPointer<StatusRule>, from c: Int, length: Int
  ) -> (failed: UInt64, starting: UInt64) {
    let count = rules.count
    var failed: UInt64 = 0
    var starting: UInt64 = 0
    var k = 0
    while k < length {
      let bits: (failed: UInt64, starting: UInt64)
      if c &+ k &+ 8 <= count {
        let word = UnsafeRawPointer(rules.baseAddress! + (c &+ k)).loadUnaligned(as: UInt64.self)
        bits = failedAndStarting(ofEight: UInt64(littleEndian: word))
      } else {
        var failedDays: UInt64 = 0
        var startingDays: UInt64 = 0
        for j in 0..<min(8, count &- c &- k) {
          failedDays |= UInt64(rules[c &+ k &+ j] == .failed ? 1 : 0) &<< UInt64(j)
          startingDays |= UInt64(rules[c &+ k &+ j].createsStreak ? 1 : 0) &<< UInt64(j)
        }
        bits = (failedDays, startingDays)
      }
      failed |= bits.failed &<< UInt64(k)
      starting |= bits.starting &<< UInt64(k)
      k &+= 8
    }
    // Rules past the `length` read with the last word do not count.
    let inRange = length == 64 ? UInt64.max : (UInt64(1) &<< UInt64(length)) &- 1
    return (failed & inRange, starting & inRange)
  }

  /// The stored values (case indices) of the rules that start a streak, and of `failed`.
  static let startingIndices: ClosedRange<UInt8> = 3...8
  static let failedIndex: UInt8 = 18
  /// Gathers bit 0 of each byte of a word into the top byte, in order.
  private static let gather: UInt64 = 0x0102_0408_1020_4080

  /// Whether the rule is that of a paused day: on vacation (or skipped), with or without a
  /// completion. A limit's days are never paused.
  package var isPause: Bool {
    switch self {
    case .onVacation, .vacationExtra, .vacationPaidOff: true
    default: false
    }
  }

  /// The status this rule gives.
  package var status: HabitStatus {
    switch self {
    case .notStarted: .notStarted
    case .finished: .finished
    case .onVacation: .onVacation
    case .vacationExtra, .extra: .overCompleted
    case .vacationPaidOff, .extraPaidOff: .sortedOutBacklog
    case .completed, .reachedGoal: .completed
    case .partial: .partiallyCompleted
    case .backlog: .backlog
    case .notDuePast, .notDueNoBacklog, .notDueNothingBehind, .notDueBacklogEarlier: .notDue
    case .coveredAhead: .alreadyCompleted
    case .planned: .planned
    case .completedLater: .completedLater
    case .failed: .failed
    case .withinLimit: .withinLimit
    case .overLimit: .overLimit
    }
  }
}
