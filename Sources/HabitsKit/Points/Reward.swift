/// A reward of the habits file's `[Rewards]` section: what points are spent on.
package struct Reward: Hashable, Sendable {
  /// The name as written.
  package var name: String
  /// The current price, in points: every redeem is priced at it, past ones too.
  package var price: Int
  /// Where the name is.
  package var nameRange: SourceRange
  /// The whole line.
  package var origin: SourceRange

  /// Creates a reward.
  package init(name: String, price: Int, nameRange: SourceRange, origin: SourceRange) {
    self.name = name
    self.price = price
    self.nameRange = nameRange
    self.origin = origin
  }

  /// The name as redeem lines match it (`Habit.key(for:)`: case and spacing do not matter).
  package var key: String { Habit.key(for: name) }

  /// The points still to earn before `balance` affords the reward: its price less the
  /// balance, so a balance below zero adds its debt (-20 for a 20-point reward: 40); 0 once
  /// affordable. Every "N more to go" says this one number.
  package func pointsToGo(balance: Int) -> Int { max(0, price - balance) }
}

/// A redeem line of the log as read, before its reward is looked up.
package struct RedeemLine: Hashable, Sendable {
  /// The line's date.
  package var day: Day
  /// The reward's name as written.
  package var name: String
  /// How many (`x2`); 1 without a count.
  package var count: Int
  /// Where the name is.
  package var nameRange: SourceRange
  /// The line's content.
  package var lineRange: SourceRange

  /// Creates a redeem line.
  package init(day: Day, name: String, count: Int, nameRange: SourceRange, lineRange: SourceRange) {
    self.day = day
    self.name = name
    self.count = count
    self.nameRange = nameRange
    self.lineRange = lineRange
  }
}

/// Points spent: a redeem line whose reward is known.
package struct Redeem: Hashable, Sendable {
  /// The day the points were spent.
  package var day: Day
  /// The reward's index in `Journal.rewards`.
  package var reward: Int
  /// How many of the reward.
  package var count: Int
  /// Where the line's content is in the log.
  package var range: SourceRange

  /// Creates a redeem.
  package init(day: Day, reward: Int, count: Int, range: SourceRange) {
    self.day = day
    self.reward = reward
    self.count = count
    self.range = range
  }

  /// The log line (1-based).
  package var line: Int { range.start.line }
}
