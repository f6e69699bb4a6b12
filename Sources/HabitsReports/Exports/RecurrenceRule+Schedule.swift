import HabitsKit

extension RecurrenceRule {
  /// The rule whose occurrences are exactly the due days of `calendar` (a line's schedule
  /// pinned to its start), from a due day that begins a whole period on; nil for schedules no
  /// one rule states.
  ///
  /// The due days of each kind (scheduling-semantics.md §4-§5 with §18), and the rule:
  /// - every day: `FREQ=DAILY`.
  /// - weekdays (`Mon, Wed, Fri`): `FREQ=WEEKLY;BYDAY=MO,WE,FR`; the week start plays no part.
  /// - `N days a week`: the first N days of each week from the week start W, so
  ///   `BYDAY` = W and the N-1 days after it. The first week of a line is clipped at its start
  ///   and is due on its own first days: the caller writes it as dates.
  /// - `N days a month`: `BYMONTHDAY=1,...,N` (a day a month lacks is not due, and that month's
  ///   days are all due, as "the first N days" says). With `periods from start` the months
  ///   begin on the start's day d: a rule only when d + N - 1 <= 28, so that every period's
  ///   first N days are the same days of the month.
  /// - `N days a year`: `BYMONTH=1;BYMONTHDAY=1,...,N` up to 31, else `BYYEARDAY=1,...,N`
  ///   (366 is due only in leap years, when the year has it). With `periods from start`, as
  ///   for months: within the start's month, from a start that is not Feb 29.
  /// - monthly (`the 1st and 15th`, `last day`, `2nd Monday`, `last Friday`): days of the
  ///   month and the last day are `BYMONTHDAY` (-1 the last day; the 31st of April is no
  ///   occurrence in RFC 5545 either); nth weekdays are `BYDAY=2MO,-1FR` (the 5th Thursday only
  ///   in months with five; a day both 4th and last counts once). A rule that mixes both kinds
  ///   is the union of two rules, which one RRULE cannot say (BYDAY would narrow BYMONTHDAY):
  ///   nil.
  /// - `every N months on ...`: the same with `INTERVAL=N`: periods of N months from the
  ///   start's month, due in the first month of each; a series that starts on a due day
  ///   counts its months from there.
  /// - `N on M off`: `every N days` (1 on) is `FREQ=DAILY;INTERVAL=N`; a cycle of a whole
  ///   number of weeks (`3 on 4 off`, `2 on 12 off`) is `FREQ=WEEKLY;INTERVAL=weeks` with the
  ///   on-days as BYDAY and WKST the start's weekday, so each cycle's on-days fall in the
  ///   first week of its interval. Other cycles run across weeks and months: nil.
  /// - `every N weeks on DAYS`: `FREQ=WEEKLY;INTERVAL=N;WKST=W;BYDAY=DAYS`, W the week start:
  ///   the periods are N weeks from W and due in their first week, as RFC 5545 counts weeks.
  /// - yearly dates: `BYMONTH=...;BYMONTHDAY=...` when the dates are every month listed with
  ///   every day listed (`Jan 1 and Jul 1`; Feb 29 only in leap years, as in RFC 5545); nil
  ///   for other sets (`Apr 15 and Oct 31`).
  /// - one-off dates, after last (due days pinned from the log), limits: nil.
  ///
  /// None of this is taken on trust: `CalendarExportReport` writes a rule only when it expands
  /// to the engine's due days over the whole exported range (`contains(_:start:)`), and the
  /// tests check each claim over years against the engine, and against python-dateutil.
  package static func matching(_ calendar: HabitCalendar) -> RecurrenceRule? {
    let start = calendar.start
    switch calendar.schedule {
    case .everyDay:
      return RecurrenceRule(.daily)
    case .weekly(let days):
      return weekly(days: Weekday.allCases.filter(days.contains))
    case .perPeriod(let count, .week):
      if count >= 7 { return RecurrenceRule(.daily) }
      return weekly(days: consecutive(count, from: calendar.weekStart))
    case .perPeriod(let count, .month):
      var rule = RecurrenceRule(.monthly)
      if !calendar.periodsFromStart {
        rule.byMonthDay = Array(1...min(count, 31))
        return rule
      }
      let first = start.dayOfMonth
      guard first + count - 1 <= 28 else { return nil }
      rule.byMonthDay = Array(first...(first + count - 1))
      return rule
    case .perPeriod(let count, .year):
      var rule = RecurrenceRule(.yearly)
      if !calendar.periodsFromStart {
        if count <= 31 {
          rule.byMonth = [1]
          rule.byMonthDay = Array(1...count)
        } else {
          rule.byYearDay = Array(1...min(count, 366))
        }
        return rule
      }
      let first = start.dayOfMonth
      guard !(start.month == 2 && first == 29), first + count - 1 <= 28 else { return nil }
      rule.byMonth = [start.month]
      rule.byMonthDay = Array(first...(first + count - 1))
      return rule
    case .monthly(let monthly):
      return self.monthly(monthly, interval: 1)
    case .everyNMonths(let months, let monthly):
      return self.monthly(monthly, interval: months)
    case .cycle(let on, let off):
      let length = on + off
      if on == 1 { return RecurrenceRule(.daily, interval: length) }
      guard length % 7 == 0, on <= 7 else { return nil }
      var rule = RecurrenceRule(.weekly, interval: length / 7, weekStart: start.weekday)
      rule.byDay = consecutive(on, from: start.weekday).map { WeekdayNumber(nil, $0) }
      return rule
    case .everyNWeeks(let weeks, let days):
      var rule = RecurrenceRule(.weekly, interval: weeks, weekStart: calendar.weekStart)
      rule.byDay = Weekday.allCases.filter(days.contains).map { WeekdayNumber(nil, $0) }
      return rule
    case .yearly(let dates):
      let months = Set(dates.map(\.month)).sorted()
      let days = Set(dates.map(\.day)).sorted()
      guard months.count * days.count == Set(dates).count else { return nil }
      var rule = RecurrenceRule(.yearly)
      rule.byMonth = months
      rule.byMonthDay = days
      return rule
    case .once, .afterLast, .limit:
      return nil
    }
  }

  /// A weekly rule on `days`.
  private static func weekly(days: [Weekday]) -> RecurrenceRule {
    var rule = RecurrenceRule(.weekly)
    rule.byDay = days.map { WeekdayNumber(nil, $0) }
    return rule
  }

  /// `count` weekdays from `first` on, in week order.
  private static func consecutive(_ count: Int, from first: Weekday) -> [Weekday] {
    var days: [Weekday] = []
    var day = first
    for _ in 0..<count {
      days.append(day)
      day = day.next
    }
    return days
  }

  /// A monthly rule every `interval` months on `monthly`'s days, if one rule says them all.
  private static func monthly(_ monthly: MonthlyRule, interval: Int) -> RecurrenceRule? {
    var rule = RecurrenceRule(.monthly, interval: interval)
    let byNumber = !monthly.days.isEmpty || monthly.lastDay
    switch (byNumber, !monthly.weekdays.isEmpty) {
    case (true, false):
      rule.byMonthDay = Array(monthly.days) + (monthly.lastDay ? [-1] : [])
    case (false, true):
      var parts: [WeekdayNumber] = []
      for nth in monthly.weekdays {
        let part = WeekdayNumber(nth.ordinal == NthWeekday.last ? -1 : nth.ordinal, nth.weekday)
        if !parts.contains(part) { parts.append(part) }
      }
      rule.byDay = parts
    default:
      return nil
    }
    return rule
  }
}
