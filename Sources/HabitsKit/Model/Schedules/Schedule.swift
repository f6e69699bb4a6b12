/// When a habit is due, as the habits file says it: one case per schedule kind of grammar.md.
///
/// The cases mirror the reference app's schedule types (scheduling-semantics.md §3) plus the
/// kinds `habits` adds (§18). What each kind means, with its edge cases, is its value in this
/// folder (`kind`: `WeeklyDays`, `MonthlyItems`, `Limit`, ...). Fields every schedule shares
/// (start, end, week start, backlog, completing ahead) live on `Habit`.
package enum Schedule: Hashable, Sendable {
  /// Due every day ("every day", "daily").
  case everyDay
  /// Due on these weekdays of every week ("Mon, Wed, Fri", "weekdays").
  case weekly(WeekdaySet)
  /// Due on the first `count` days of every week, month or year ("4 days a week").
  case perPeriod(count: Int, CountPeriod)
  /// Due on day numbers, nth weekdays and/or the last day of every month.
  case monthly(MonthlyRule)
  /// `on` due days then `off` rest days, repeating from the start date ("3 on 2 off";
  /// "every 3 days" is 1 on 2 off).
  case cycle(on: Int, off: Int)
  /// Due on these weekdays in the first week of every `weeks`-week period ("every 2 weeks on Fri").
  case everyNWeeks(weeks: Int, days: WeekdaySet)
  /// Due on the monthly rule's days in the first month of every `months`-month period,
  /// counted from the start's month ("every 6 months on the 15th", "quarterly on the 1st
  /// Monday"). Always at least 2 months: every 1 month is `.monthly`.
  case everyNMonths(months: Int, MonthlyRule)
  /// Due on these month-days of every year ("yearly on Apr 15").
  case yearly([MonthDay])
  /// Due on these month-days in the first year of every `years`-year period, counted from the
  /// start's year ("every 2 years on Apr 15"). Always at least 2 years: every 1 year is
  /// `.yearly`.
  case everyNYears(years: Int, [MonthDay])
  /// Due on these dates only ("on 2026-12-01 and 2027-06-01").
  case once([Day])
  /// Due `days` days after the last completion, or after the start when there is none
  /// ("every 10 days after last", "every 5 weeks after last"). The due days depend on the log:
  /// the engine pins them as one-off dates first (`Habit.pinningDueDays`).
  case afterLast(days: Int)
  /// A limit, not a goal: at most `max` occurrences a day, week or month ("never" is at most 0
  /// a day; "at most 2 a week"). Never due; each logged day is within or over the limit.
  case limit(max: Int, per: LimitPeriod)
  /// Never due: it records values ("tracked"); each logged day is completed.
  case tracked
  /// At least `times` completions in any window of `days` unpaused days ("3 times in any 7
  /// days").
  case rolling(times: Int, days: Int)
  /// A limit: at most `max` occurrences in any window of `days` days ("at most 2 in any 7
  /// days").
  case rollingLimit(max: Int, days: Int)

  /// The period a limit counts in.
  package enum LimitPeriod: String, Hashable, Sendable {
    case day, week, month
  }

  /// The period a by-count schedule counts in.
  package enum CountPeriod: String, Hashable, Sendable {
    case week, month, year
  }

  /// What the schedule's kind means (`ScheduleKind`), as a value of its own: made afresh on
  /// each read (a box and calls through it), for readers that keep or walk the kind.
  var kind: any ScheduleKind { ask(KindItself()) }

  /// `question` asked of the schedule's kind as its own type: the one switch over the kinds,
  /// which only makes each case's value. A new kind adds a case here and a file beside this one.
  ///
  /// Inlined where it is asked, each case's answer is the kind's own code, most of it a
  /// constant: no `any ScheduleKind` is made, projected and freed (about 55 instructions, and
  /// a call through the box for each answer), which a reader asking a line a few plain facts
  /// paid on every line of the habits file.
  @inline(__always)
  func ask<Question: KindQuestion>(_ question: Question) -> Question.Answer {
    switch self {
    case .everyDay: question.answer(for: EveryDay())
    case .weekly(let days): question.answer(for: WeeklyDays(days))
    case .perPeriod(let count, let period): question.answer(for: PerPeriodCount(count: count, period: period))
    case .monthly(let rule): question.answer(for: MonthlyItems(rule))
    case .cycle(let on, let off): question.answer(for: Cycle(on: on, off: off))
    case .everyNWeeks(let weeks, let days): question.answer(for: EveryNWeeks(weeks: weeks, days: days))
    case .everyNMonths(let months, let rule): question.answer(for: EveryNMonths(months: months, rule))
    case .yearly(let dates): question.answer(for: Yearly(dates))
    case .everyNYears(let years, let dates): question.answer(for: EveryNYears(years: years, dates))
    case .once(let dates): question.answer(for: OneOff(dates))
    case .afterLast(let days): question.answer(for: AfterLast(days: days))
    case .limit(let max, let per): question.answer(for: Limit(max: max, per: per))
    case .tracked: question.answer(for: Tracked())
    case .rolling(let times, let days): question.answer(for: RollingWindow(times: times, days: days))
    case .rollingLimit(let max, let days): question.answer(for: RollingLimit(max: max, days: days))
    }
  }

  /// Whether the schedule equals `other`: the same answer as `==`, read in place. Two
  /// schedules read out of a list (a habit's lines) and compared with `==` were each copied
  /// first, an outlined copy and destroy of the enum a side and a call, about 120 instructions
  /// a change line that keeps its schedule's case. Here the cases with plain values (every
  /// case a change line of the benchmark has) compare their values field by field, and two
  /// cases are told apart without a copy; a case holding a list (monthly rules, yearly dates,
  /// one-off dates) is compared with `==` itself. `ScheduleEqualityTests` holds it to `==` on
  /// every pair of generated schedules of every case.
  @inline(__always)
  func equalsInPlace(_ other: Schedule) -> Bool {
    switch self {
    case .everyDay:
      if case .everyDay = other { return true }
    case .weekly(let days):
      if case .weekly(let otherDays) = other { return days == otherDays }
    case .perPeriod(let count, let period):
      if case .perPeriod(let otherCount, let otherPeriod) = other { return count == otherCount && period == otherPeriod }
    case .cycle(let on, let off):
      if case .cycle(let otherOn, let otherOff) = other { return on == otherOn && off == otherOff }
    case .everyNWeeks(let weeks, let days):
      if case .everyNWeeks(let otherWeeks, let otherDays) = other { return weeks == otherWeeks && days == otherDays }
    case .afterLast(let days):
      if case .afterLast(let otherDays) = other { return days == otherDays }
    case .limit(let max, let per):
      if case .limit(let otherMax, let otherPer) = other { return max == otherMax && per == otherPer }
    case .tracked:
      if case .tracked = other { return true }
    case .rolling(let times, let days):
      if case .rolling(let otherTimes, let otherDays) = other { return times == otherTimes && days == otherDays }
    case .rollingLimit(let max, let days):
      if case .rollingLimit(let otherMax, let otherDays) = other { return max == otherMax && days == otherDays }
    case .monthly, .everyNMonths, .yearly, .everyNYears, .once:
      return self == other
    }
    return false
  }

  /// Whether the schedule is a limit (`never`, `at most N a week`).
  package var isLimit: Bool { kind.target(goal: 1).isLimit }

  /// Whether the schedule divides time into periods (everything but every day, one-off dates,
  /// after last and daily limits).
  package var isPeriodic: Bool { kind.hasPeriods }

  /// Whether the schedule's periods are weeks (so the week start matters).
  package var usesWeeks: Bool { kind.usesWeeks }
}

/// The due days of a monthly schedule: any of day numbers, nth weekdays, and the last day.
package struct MonthlyRule: Hashable, Sendable {
  /// Day numbers, 1...31 (a number a month lacks is simply not due that month).
  package var days: MonthDaySet
  /// Weekdays by occurrence in the month ("2nd Monday", "last Friday").
  package var weekdays: [NthWeekday]
  /// Whether the last day of the month is due.
  package var lastDay: Bool

  /// Creates a rule.
  package init(days: MonthDaySet = [], weekdays: [NthWeekday] = [], lastDay: Bool = false) {
    self.days = days
    self.weekdays = weekdays
    self.lastDay = lastDay
  }
}

/// A weekday by its occurrence in a month: the 1st...5th or the last.
package struct NthWeekday: Hashable, Sendable {
  /// 1...5, or `NthWeekday.last`.
  package var ordinal: Int
  /// The weekday.
  package var weekday: Weekday

  /// The ordinal meaning "the last one in the month".
  package static let last = -1

  /// Creates an nth weekday.
  package init(ordinal: Int, weekday: Weekday) {
    self.ordinal = ordinal
    self.weekday = weekday
  }
}

/// A month and day of month without a year (yearly dates).
package struct MonthDay: Hashable, Sendable, Comparable {
  /// 1...12.
  package var month: Int
  /// 1...31, valid for the month (Feb 29 allowed).
  package var day: Int

  /// Creates a month-day.
  package init(month: Int, day: Int) {
    self.month = month
    self.day = day
  }

  package static func < (lhs: MonthDay, rhs: MonthDay) -> Bool {
    (lhs.month, lhs.day) < (rhs.month, rhs.day)
  }

  /// "Apr 15".
  package var description: String { MonthName.short(month) + " " + String(day) }
}
