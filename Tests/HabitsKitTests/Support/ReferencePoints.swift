@testable import HabitsKit

/// The points rules of grammar.md ("Points and rewards") written out plainly, day by day, as
/// the oracle for `PointsEarnings` and `PointsLedger`: every day of a habit's life walked, the
/// line in force found by its `from` dates, a limit's period counted by hand, and the balance
/// summed from nothing for each day asked about. Its life (start and end) comes from the
/// reference engine's eras, never from the shipped plan.
struct ReferencePoints {
  /// What each habit earns on each day (0 omitted).
  let earnings: [[Day: Int]]
  /// Each redeem: its day, its file order, and its price times its count.
  let spending: [(day: Day, order: Int, points: Int)]

  init(habits: [Habit], logs: [HabitLog], redeems: [(day: Day, price: Int, count: Int)], today: Day) {
    earnings = zip(habits, logs).map { ReferencePoints.earnings(of: $0, log: $1, today: today) }
    spending = redeems.enumerated().map { ($1.day, $0, $1.price * $1.count) }
  }

  /// The balance at the end of `day`.
  func balance(through day: Day) -> Int {
    var balance = 0
    for habit in earnings {
      for (d, points) in habit where d <= day { balance += points }
    }
    for redeem in spending where redeem.day <= day { balance -= redeem.points }
    return balance
  }

  /// The redeems (by file order) that leave the balance negative while it was not already
  /// negative from an earlier redeem: in date order, after each day's earnings, file order
  /// within a day.
  func overdrawing() -> [Int] {
    let days = Set(earnings.flatMap(\.keys) + spending.map(\.day)).sorted()
    var found: [Int] = []
    var balance = 0
    var warned = false
    for d in days {
      for habit in earnings { balance += habit[d] ?? 0 }
      for redeem in spending.filter({ $0.day == d }).sorted(by: { $0.order < $1.order }) {
        balance -= redeem.points
        if balance < 0 && !warned {
          found.append(redeem.order)
          warned = true
        }
      }
      if balance >= 0 { warned = false }
    }
    return found
  }

  /// One habit's points per day through `today`.
  static func earnings(of habit: Habit, log: HabitLog, today: Day) -> [Day: Int] {
    guard let start = habit.since ?? log.completions.first?.day else { return [:] }
    let eras = ReferenceEras(habit: habit, start: start, log: log, today: today)
    let lines = [habit] + habit.changes
    var counts: [Day: Int] = [:]
    for completion in log.completions { counts[completion.day, default: 0] += completion.count }
    var result: [Day: Int] = [:]
    guard let last = counts.keys.max() else { return [:] }
    var d = start
    while d <= min(last, today) {
      defer { d = d + 1 }
      guard eras.engine(d).calendar.contains(d), let count = counts[d], count > 0 else { continue }
      // The line in force: the last whose `from` is on or before the day.
      let index = lines.indices.last { $0 == 0 || lines[$0].since! <= d }!
      let line = lines[index]
      guard let points = line.points else { continue }
      let lineStart = index == 0 ? start : max(start, line.since!)
      let paused = log.vacations.contains { $0.contains(d) }
      var earned = 0
      switch line.schedule {
      case .limit(let max, let per):
        var first: Day
        switch per {
        case .day: first = d
        case .week:
          first = d
          while first.weekday != line.weekStart { first = first - 1 }
        case .month:
          first = d
          while first.dayOfMonth != 1 { first = first - 1 }
        }
        first = Swift.max(first, lineStart)
        var before = 0
        var day = first
        while day < d {
          before += counts[day] ?? 0
          day = day + 1
        }
        earned = points * (Swift.max(0, before + count - max) - Swift.max(0, before - max))
      case .rollingLimit(let max, let days):
        var total = 0
        var day = Swift.max(d - (days - 1), lineStart)
        while day <= d {
          total += counts[day] ?? 0
          day = day + 1
        }
        earned = points * Swift.min(count, Swift.max(0, total - max))
      case .tracked:
        earned = paused ? 0 : points
      default:
        if paused { continue }
        earned = line.unit != nil ? points * (count / line.goal) : points * count
      }
      if earned != 0 { result[d] = earned }
    }
    return result
  }
}
