/// The points of a journal, day by day: what the habits earned (less what the limits' slips
/// cost) and what the redeems spent, and the balance on any day.
///
/// The balance on a day is everything earned up to and including it, under the line in force
/// on each day (`PointsEarnings`), minus the current price of every reward redeemed up to and
/// including it. Made only where points are asked for (the points report, the board of a file
/// with points, `check` and `redeem`): a file without points never builds one.
package struct PointsLedger: Sendable {
  /// One day's points: earned (net of slips) and spent.
  package struct DayPoints: Hashable, Sendable {
    /// The day.
    package var day: Day
    /// Points earned by completions, less what slips cost.
    package var earned: Int
    /// Points spent on rewards.
    package var spent: Int
  }

  /// Every day with points earned, points spent or a redeem, in date order.
  package let days: [DayPoints]
  /// The rewards, in file order.
  package let rewards: [Reward]
  /// The redeems, by day, in file order within a day.
  package let redeems: [Redeem]

  /// The ledger of `journal` through `today` (earnings stop at today; redeems dated later
  /// count on their day).
  package init(journal: Journal, today: Day) {
    var byDay: [Day: (earned: Int, spent: Int)] = [:]
    for loaded in journal.loaded where PointsEarnings.givesPoints(loaded.habit) {
      for (day, points) in PointsEarnings.days(of: loaded, today: today) {
        byDay[day, default: (0, 0)].earned = PointsEarnings.adding(byDay[day, default: (0, 0)].earned, points)
      }
    }
    let redeems = journal.redeems.sorted { ($0.day, $0.line) < ($1.day, $1.line) }
    for redeem in redeems {
      let price = PointsEarnings.times(journal.rewards[redeem.reward].price, redeem.count)
      byDay[redeem.day, default: (0, 0)].spent = PointsEarnings.adding(byDay[redeem.day, default: (0, 0)].spent, price)
    }
    days = byDay.map { DayPoints(day: $0.key, earned: $0.value.earned, spent: $0.value.spent) }.sorted { $0.day < $1.day }
    rewards = journal.rewards
    self.redeems = redeems
  }

  /// Whether the journal uses points at all: a habit line with points, or a reward.
  package static func usesPoints(_ journal: Journal) -> Bool {
    !journal.rewards.isEmpty || journal.loaded.contains { PointsEarnings.givesPoints($0.habit) }
  }

  /// What `redeem` costs: its reward's current price, times its count.
  package func price(of redeem: Redeem) -> Int { PointsEarnings.times(rewards[redeem.reward].price, redeem.count) }

  /// The balance at the end of `day`: everything earned minus everything spent up to it.
  package func balance(through day: Day) -> Int {
    var balance = 0
    for points in days {
      if points.day > day { break }
      balance = PointsEarnings.adding(PointsEarnings.adding(balance, points.earned), -points.spent)
    }
    return balance
  }

  /// Points earned (net of slips) on the days of `range`.
  package func earned(in range: ClosedRange<Day>) -> Int {
    days.filter { range.contains($0.day) }.reduce(0) { PointsEarnings.adding($0, $1.earned) }
  }

  /// Points spent on the days of `range`.
  package func spent(in range: ClosedRange<Day>) -> Int {
    days.filter { range.contains($0.day) }.reduce(0) { PointsEarnings.adding($0, $1.spent) }
  }

  /// The lowest end-of-day balance from `first` through `last` (the balance on `first` when
  /// no day in between has points): what a redeem dated `first` must not take below zero.
  package func lowestBalance(from first: Day, through last: Day) -> (balance: Int, day: Day) {
    var lowest = (balance: balance(through: first), day: first)
    var balance = lowest.balance
    for points in days where points.day > first && points.day <= last {
      balance = PointsEarnings.adding(PointsEarnings.adding(balance, points.earned), -points.spent)
      if balance < lowest.balance { lowest = (balance, points.day) }
    }
    return lowest
  }

  /// The redeems that take the balance below zero: in date order (file order within a day,
  /// after the day's earnings), the first redeem that leaves it negative, then again only
  /// once a day has ended at zero or more. Each with the balance it leaves.
  package func overdrawingRedeems() -> [(redeem: Redeem, balance: Int)] {
    var found: [(redeem: Redeem, balance: Int)] = []
    var balance = 0
    var warned = false
    var next = 0
    for points in days {
      balance = PointsEarnings.adding(balance, points.earned)
      while next < redeems.count && redeems[next].day == points.day {
        balance = PointsEarnings.adding(balance, -price(of: redeems[next]))
        if balance < 0 && !warned {
          found.append((redeems[next], balance))
          warned = true
        }
        next += 1
      }
      if balance >= 0 { warned = false }
    }
    return found
  }
}
