/// The due days of the two commonest kinds as plain values, kept by a calendar beside its
/// kind: every day, and the same weekdays every week. A calendar marks an era of these itself
/// (`HabitCalendar.markDueDays`, inlined where an era is marked): a call through its
/// `any ScheduleKind` (the box projected, the calendar passed whole, the week's start and the
/// marking called out of line) cost about 90 instructions an era more (callgrind: `status` on
/// the changes-200 benchmark, 4,725 such eras of about 18 days, 44.27 -> 43.83 M). Every other
/// kind is `.askKind`, marked by its kind.
///
/// The contract: `.everyDay` exactly when the kind is `EveryDay`, `.weekdays(mask)` exactly
/// when it is `WeeklyDays` of that mask, so that marking by the shape sets the same due days
/// and period starts as the kind's own `markDueDays` (`DueShapeTests`).
enum DueShape: Equatable, Sendable {
  /// Every day due, no periods (`EveryDay`).
  case everyDay
  /// Due on these weekdays (bit `w` for ISO weekday `w`), in weeks from the calendar's week
  /// start (`WeeklyDays`).
  case weekdays(UInt8)
  /// Any other kind: marked by the kind itself.
  case askKind

  /// The shape of `schedule`'s due days: its kind's (`Schedule.kind`) when that is one of the
  /// two, else `.askKind`.
  @inline(__always)
  init(_ schedule: Schedule) {
    // Every case listed: a new kind is asked of itself until it states a shape.
    switch schedule {
    case .everyDay: self = .everyDay
    case .weekly(let days): self = .weekdays(days.mask)
    case .perPeriod, .monthly, .cycle, .everyNWeeks, .everyNMonths, .yearly, .everyNYears, .once, .afterLast, .limit,
      .tracked, .rolling, .rollingLimit:
      self = .askKind
    }
  }
}
