@testable import HabitsKit
@testable import HabitsReports
@testable import HabitsCLI

/// The rules of scheduling-semantics.md §7-§13 written out plainly, day by day, with loops and
/// no cleverness, as the oracle for the fast `HabitTimeline`. Slow on purpose: every
/// question is answered by walking the days it talks about. Due days and periods come from
/// its own `ReferenceCalendar`, never from the shipped calendar.
struct ReferenceEngine {
  let habit: Habit
  let calendar: ReferenceCalendar
  let counts: [Day: Int]
  let vacations: [Vacation]
  let today: Day

  /// Whether each due day keeps its deficit or surplus to itself (after last): its window runs
  /// to the day before the next due day.
  let dueDaysApart: Bool
  /// For an after-last line, its interval in days (its schedule is pinned to dates).
  let afterLastInterval: Int?

  init(habit: Habit, start: Day, log: HabitLog, today: Day) {
    if case .afterLast(let days) = habit.schedule {
      dueDaysApart = true
      afterLastInterval = days
    } else {
      dueDaysApart = false
      afterLastInterval = nil
    }
    let habit = ReferenceEngine.pinningAfterLast(habit, start: start, log: log)
    self.habit = habit
    let calendar = ReferenceCalendar(habit: habit, start: start)
    self.calendar = calendar
    var counts: [Day: Int] = [:]
    for c in log.completions where calendar.contains(c.day) && c.count > 0 { counts[c.day, default: 0] += c.count }
    // A rolling limit is never paused (grammar.md): its vacations play no part.
    if case .rollingLimit = habit.schedule {
      self.vacations = []
      self.counts = counts
      self.today = today
      return
    }
    self.counts = counts
    self.vacations = log.vacations
    self.today = today
  }

  var goal: Int { habit.goal }
  var separated: Bool { (calendar.isPeriodic && !habit.carryOver) || dueDaysApart }

  /// Whether `d` is due by the schedule.
  func isDue(_ d: Day) -> Bool { calendar.isDue(d) }

  /// The period containing `d`, clipped to the habit's start and end.
  func period(containing d: Day) -> ClosedRange<Day>? { calendar.period(containing: d) }

  /// The window of §8-§11 holding `d` when windows are separate: its period, or with due days
  /// kept apart, the days from the latest due day on or before `d` (or the start) to the day
  /// before the next one (or the end).
  func window(containing d: Day) -> ClosedRange<Day>? {
    guard dueDaysApart else { return period(containing: d) }
    guard calendar.contains(d), case .once(let dates) = habit.schedule else { return nil }
    let lower = dates.filter { $0 <= d && $0 >= calendar.start }.max() ?? calendar.start
    let upper = dates.filter { $0 > d }.min().map { $0 - 1 } ?? calendar.end ?? Day.last
    return lower...upper
  }

  func isVacation(_ d: Day) -> Bool { vacations.contains { $0.contains(d) } }
  func count(_ d: Day) -> Int { counts[d] ?? 0 }
  func hasRecord(_ d: Day) -> Bool { count(d) > 0 }
  /// §6: 1 if due by schedule and not on vacation.
  func dueTimes(_ d: Day) -> Int { isDue(d) && !isVacation(d) ? 1 : 0 }
  func notDueTimes(_ d: Day) -> Int { !isDue(d) || isVacation(d) ? 1 : 0 }

  /// §8, scaled by the goal: completions − goal × due times over the window ending at A.
  func deviation(_ v: Day) -> Int {
    let a: Day = v <= today ? v - 1 : (hasRecord(today) ? today : today - 1)
    guard calendar.contains(a) else { return 0 }
    var windowStart = calendar.start
    if separated {
      let p = window(containing: a)!
      if !p.contains(v) { return 0 }
      windowStart = p.lowerBound
    }
    var sum = 0
    var d = windowStart
    while d <= a {
      sum += count(d) - goal * dueTimes(d)
      d = d + 1
    }
    return sum
  }

  /// §9.
  func hasBacklog(_ v: Day) -> Bool {
    guard habit.backlog else { return false }
    let dev = deviation(v)
    guard dev < 0 else { return false }
    var k = 0
    if v >= today {
      var d = hasRecord(today) ? today + 1 : today
      while d <= v {
        k += notDueTimes(d)
        d = d + 1
      }
    }
    return dev <= -k * goal
  }

  /// §10.
  func alreadyCompleted(_ v: Day) -> Bool {
    guard habit.ahead else { return false }
    if habit.backlog {
      let dev = deviation(v)
      if v < today { return dev >= goal }
      var r = 0
      var d = hasRecord(today) ? today + 1 : today
      while d <= v {
        r += dueTimes(d)
        d = d + 1
      }
      return dev >= r * goal
    }
    var lowest = calendar.start
    if separated { lowest = window(containing: v)!.lowerBound }
    var earliest: Day?
    var d = lowest
    while d < v {
      if hasRecord(d) {
        earliest = d
        break
      }
      d = d + 1
    }
    guard let earliest else { return false }
    var sum = 0
    d = v - 1
    while d >= earliest {
      sum += count(d) - goal * dueTimes(d)
      if sum >= goal { return true }
      d = d - 1
    }
    return false
  }

  /// §11.
  func completedLater(_ v: Day) -> Bool {
    guard habit.backlog, let latest = counts.keys.max() else { return false }
    var end = latest
    if separated { end = min(end, window(containing: v)!.upperBound) }
    var sum = 0
    var d = v + 1
    while d <= end {
      sum += count(d) - goal * dueTimes(d)
      if sum >= goal { return true }
      d = d + 1
    }
    return false
  }

  /// §7.1.
  func status(_ v: Day) -> HabitStatus {
    if v < calendar.start { return .notStarted }
    if let end = calendar.end, v > end { return .finished }
    if case .limit(let max, _) = habit.schedule { return limitStatus(v, max: max) }
    // Tracked (grammar.md): a logged day is completed, any other not due, paused or not.
    if case .tracked = habit.schedule { return count(v) > 0 ? .completed : .notDue }
    if case .rolling(let times, let days) = habit.schedule { return rollingStatus(v, times: times, days: days) }
    if case .rollingLimit(let max, let days) = habit.schedule { return rollingLimitStatus(v, max: max, days: days) }
    let n = count(v)
    let due = isDue(v) ? goal : 0
    if isVacation(v) {
      if n > 0 { return hasBacklog(v) ? .sortedOutBacklog : .overCompleted }
      return .onVacation
    }
    if n > 0 {
      if n == due { return .completed }
      if n < due { return .partiallyCompleted }
      // An amount is done at its goal: only a whole goal more is over, or makes up a missed
      // day, and less than a goal on a day asking nothing is part of one (grammar.md, Amounts).
      if habit.unit != nil && n - due < goal {
        // Unless it pays off all that is behind.
        if hasBacklog(v) && deviation(v) + n - due >= 0 { return .sortedOutBacklog }
        return due > 0 ? .completed : .partiallyCompleted
      }
      if hasBacklog(v) { return .sortedOutBacklog }
      return .overCompleted
    }
    if due == 0 { return v >= today && hasBacklog(v) ? .backlog : .notDue }
    if alreadyCompleted(v) { return .alreadyCompleted }
    if v >= today { return .planned }
    return completedLater(v) ? .completedLater : .failed
  }

  /// §13.1, unmerged, using statuses computed with the completions up to today only.
  /// The same engine without the completions after today: what streaks are judged on
  /// (§13.1 step 1).
  var withoutFuture: ReferenceEngine {
    var past = counts
    for day in past.keys where day > today { past[day] = nil }
    return ReferenceEngine(
      habit: habit, calendar: calendar, counts: past, vacations: vacations, today: today, dueDaysApart: dueDaysApart,
      afterLastInterval: afterLastInterval)
  }

  func streaks() -> [Streak] {
    let engine = withoutFuture
    let past = engine.counts
    let last: Day = calendar.end.map { $0 < today ? $0 : today } ?? today
    if habit.schedule.isLimit { return engine.limitStreaks(through: last) }
    // Tracked: no streaks.
    if case .tracked = habit.schedule { return [] }
    if case .rolling = habit.schedule { return engine.rollingStreaks(through: last, carrying: false) }
    guard let latest = past.keys.max() else { return [] }
    let days = past.keys.sorted()
    var result: [Streak] = []
    var index = 0
    while index < days.count, days[index] <= latest {
      let c = days[index]
      guard engine.status(c).createsStreak else {
        index += 1
        continue
      }
      let p = calendar.isPeriodic ? period(containing: c) : nil
      let lower = p?.lowerBound ?? calendar.start
      var start = lower
      var d = c
      while d >= lower {
        if isDue(d) && engine.status(d) == .failed {
          start = d + 1
          break
        }
        d = d - 1
      }
      var failure: Day?
      d = c
      while d <= last {
        if isDue(d) && engine.status(d) == .failed {
          failure = d
          break
        }
        d = d + 1
      }
      let end: Day
      if let p, failure == nil || failure! > p.upperBound, p.upperBound < last {
        end = p.upperBound
      } else if let failure {
        end = failure - 1
      } else if last == today {
        let s = engine.status(today)
        end = s == .planned || s == .backlog ? today - 1 : today
      } else {
        end = last
      }
      result.append(Streak(start: start, end: end))
      while index < days.count && days[index] <= end { index += 1 }
    }
    return result
  }

  private init(
    habit: Habit, calendar: ReferenceCalendar, counts: [Day: Int], vacations: [Vacation], today: Day, dueDaysApart: Bool,
    afterLastInterval: Int?
  ) {
    self.dueDaysApart = dueDaysApart
    self.afterLastInterval = afterLastInterval
    self.habit = habit
    self.calendar = calendar
    self.counts = counts
    self.vacations = vacations
    self.today = today
  }

  /// A limit's day (grammar.md "limits"): the occurrences of its period up to and including
  /// it, over the maximum on a day with occurrences; otherwise within it, up to today.
  /// Vacations, goals, backlog and ahead play no part.
  func limitStatus(_ v: Day, max: Int) -> HabitStatus {
    var total = 0
    var d = period(containing: v)?.lowerBound ?? v
    while d <= v {
      total += count(d)
      d = d + 1
    }
    if count(v) > 0 && total > max { return .overLimit }
    return v <= today ? .withinLimit : .notDue
  }

  /// A limit's streaks: each run of days within the limit, from the start through `last`.
  func limitStreaks(through last: Day) -> [Streak] {
    var result: [Streak] = []
    var runStart: Day?
    var d = calendar.start
    while d <= last {
      if status(d) == .withinLimit {
        if runStart == nil { runStart = d }
      } else if let first = runStart {
        result.append(Streak(start: first, end: d - 1))
        runStart = nil
      }
      d = d + 1
    }
    if let first = runStart { result.append(Streak(start: first, end: last)) }
    return result
  }
}
