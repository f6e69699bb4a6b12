import HabitsKit

/// What `habits points` shows: the balance today, what was earned and spent this week and
/// this month (or in a range, with the balance before it), each reward with its price and
/// whether the balance affords it, and the purchases, newest first. Rendered by
/// `PointsRenderer`.
package struct PointsReport: Sendable {
  /// A stretch of days and the points of it.
  package struct Window: Sendable, Equatable {
    /// Its name in JSON: `week`, `month` or `range`.
    package var key: String
    /// Its days.
    package var days: ClosedRange<Day>
    /// Points earned in it, less what slips cost.
    package var earned: Int
    /// Points spent in it.
    package var spent: Int
  }

  /// A reward, its price and whether today's balance affords it.
  package struct RewardRow: Sendable, Equatable {
    /// The reward's name.
    package var name: String
    /// Its current price.
    package var price: Int
    /// The points still to earn before today's balance affords it (0 when it does).
    package var toGo: Int
    /// Whether the balance today is at least the price.
    package var affordable: Bool { toGo == 0 }
  }

  /// One redeem: when, what, how many and what it cost.
  package struct Purchase: Sendable, Equatable {
    /// The day.
    package var date: Day
    /// The reward's name.
    package var reward: String
    /// How many.
    package var count: Int
    /// What it cost, at the reward's current price.
    package var points: Int
  }

  /// Today.
  package var today: Day
  /// The balance at the end of today.
  package var balance: Int
  /// This week and this month, or the range asked for.
  package var windows: [Window]
  /// With a range: the balance at the end of the day before it.
  package var opening: Int?
  /// With a range: the balance at the end of its last day.
  package var closing: Int?
  /// The rewards, in file order.
  package var rewards: [RewardRow]
  /// The purchases (in the range, if one is given), newest first.
  package var purchases: [Purchase]

  /// The report of `ledger` on `today`; `range` replaces this week and this month; weeks
  /// start on `weekStart`.
  package init(ledger: PointsLedger, today: Day, range: ClosedRange<Day>?, weekStart: Weekday) {
    self.today = today
    balance = ledger.balance(through: today)
    func window(_ key: String, _ days: ClosedRange<Day>) -> Window {
      Window(key: key, days: days, earned: ledger.earned(in: days), spent: ledger.spent(in: days))
    }
    if let range {
      windows = [window("range", range)]
      opening = ledger.balance(through: range.lowerBound - 1)
      closing = ledger.balance(through: range.upperBound)
    } else {
      let week = ViewWeekStart.weekBeginning(today, start: weekStart)
      windows = [window("week", week...today), window("month", today.firstOfMonth...today)]
    }
    let balance = self.balance
    rewards = ledger.rewards.map {
      RewardRow(name: $0.name, price: $0.price, toGo: $0.pointsToGo(balance: balance))
    }
    purchases = ledger.redeems.reversed().filter { range?.contains($0.day) ?? true }.map { redeem in
      Purchase(date: redeem.day, reward: ledger.rewards[redeem.reward].name, count: redeem.count, points: ledger.price(of: redeem))
    }
  }
}
