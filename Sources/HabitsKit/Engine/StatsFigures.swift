/// The counts `habits stats` reports for a span of days, each defined by the day's status
/// (the same statuses `history` shows).
///
/// A *due day* is a day the schedule makes due that is not on vacation. Every due day is
/// exactly one of: `done` (completed, or over-completed / sorted out on a due day), `later`
/// (completed later), `ahead` (already completed: covered by earlier extra work), `partial`
/// (partially completed), `failed`, or `open` (planned: today or later, not settled yet). So
/// `due = done + later + ahead + partial + failed + open`.
///
/// `over` counts days with more logged than they needed (over-completed or sorted out backlog,
/// whether due or not, vacations included); `logged` adds up the logged counts. The completion
/// rate is `kept / settled`, where `kept = done + later + ahead` and `settled = kept + partial +
/// failed`: open days are left out until they are settled.
package struct StatsFigures: Hashable, Sendable {
  /// Due days (not on vacation).
  package var due = 0
  /// Due days done on the day.
  package var done = 0
  /// Due days missed and made up later in their period.
  package var later = 0
  /// Due days covered by work done ahead.
  package var ahead = 0
  /// Due days done only in part.
  package var partial = 0
  /// Due days missed for good.
  package var failed = 0
  /// Due days not settled yet (today or later).
  package var open = 0
  /// Days with more logged than needed (extra work: not a limit's days over its limit).
  package var over = 0
  /// The sum of logged counts.
  package var logged = 0

  /// Creates empty figures.
  package init() {}

  /// Due days kept: done, made up later, or covered ahead.
  package var kept: Int { done + later + ahead }

  /// Due days whose outcome is settled: kept, partial or failed.
  package var settled: Int { kept + partial + failed }

  /// `kept / settled` as a whole percentage, rounded half up; nil when nothing is settled.
  package var ratePercent: Int? {
    settled == 0 ? nil : (200 * kept + settled) / (2 * settled)
  }

  /// Counts one day with `status`; `dueDay` says whether it is due and not on vacation.
  /// (Inlined: `HabitTimeline.addFigures` calls it for every day of a stats run, and the call
  /// cost 1.1 M instructions of 109 M on the decade stats benchmark.)
  @inline(__always)
  package mutating func add(_ status: HabitStatus, dueDay: Bool, count: Int) {
    logged += count
    // Extra work only: a limit's day over its limit is a slip, not more done than needed.
    if status == .overCompleted || status == .sortedOutBacklog { over += 1 }
    guard dueDay else { return }
    due += 1
    switch status {
    case .completed, .overCompleted, .sortedOutBacklog: done += 1
    case .completedLater: later += 1
    case .alreadyCompleted: ahead += 1
    case .partiallyCompleted: partial += 1
    case .failed: failed += 1
    default: open += 1
    }
  }

  /// Adds `other`'s counts to these.
  @inlinable
  package mutating func add(_ other: StatsFigures) {
    due += other.due
    done += other.done
    later += other.later
    ahead += other.ahead
    partial += other.partial
    failed += other.failed
    open += other.open
    over += other.over
    logged += other.logged
  }

  /// These counts minus `other`'s: the figures of the days counted since `other` was taken.
  @inlinable
  package func subtracting(_ other: StatsFigures) -> StatsFigures {
    var result = self
    result.due -= other.due
    result.done -= other.done
    result.later -= other.later
    result.ahead -= other.ahead
    result.partial -= other.partial
    result.failed -= other.failed
    result.open -= other.open
    result.over -= other.over
    result.logged -= other.logged
    return result
  }

  /// These figures for the all-habits sums: an amount habit's (with a `unit`) without its
  /// logged thousandths, which do not add up with counts or other units.
  package func countsOnly(_ unit: String?) -> StatsFigures {
    var result = self
    if unit != nil { result.logged = 0 }
    return result
  }

  /// Writes the figures as members of the current JSON object; for an amount habit (`unit`
  /// not nil) also `"amount"`, the logged thousandths as a decimal.
  package func write(to w: inout JSONWriter, unit: String? = nil) {
    for (key, value) in [
      ("due", due), ("done", done), ("later", later), ("ahead", ahead), ("partial", partial),
      ("failed", failed),
      ("open", open), ("over", over), ("logged", logged), ("kept", kept), ("settled", settled),
    ] {
      w.write(key, value)
    }
    w.write("rate_percent", ratePercent.map { JSONWriter.Value.int($0) } ?? .null)
    if unit != nil { w.write("amount", .number(Amount.text(logged))) }
  }
}
