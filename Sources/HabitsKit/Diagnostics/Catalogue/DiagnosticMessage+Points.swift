/// Points, rewards and priorities: the options, the `[Rewards]` section, redeem lines and the
/// balance.
extension DiagnosticMessage {
  /// `5.5 points`, `tracked; points`: `points` used as a unit.
  static func reservedUnit(_ word: String) -> DiagnosticMessage {
    .init(.reservedUnit, "'\(word)' cannot be a unit: it is the keyword of points")
  }

  /// A line under `[Rewards]` without a colon.
  static var missingRewardColon: DiagnosticMessage { .init(.syntax, "expected ':' after the reward name") }

  /// A reward line with nothing before the colon.
  static var missingRewardName: DiagnosticMessage { .init(.emptyName, "expected a reward name before ':'") }

  /// `0 points`, `2000000 points`.
  static func pointsOutOfRange(_ word: String) -> DiagnosticMessage {
    .init(.numberOutOfRange, "points must be 1...1000000 (or -1...-1000000 on a limit), not '\(word)'")
  }

  /// `Smoke: never; 5 points`: a limit earns nothing, its slips cost.
  static func positivePointsOnLimit(_ points: Int) -> DiagnosticMessage {
    .init(.pointsSign, "a limit cannot earn points: \(points) points would reward a slip")
  }

  /// `Gym: daily; -5 points`: only a limit's slips cost points.
  static func negativePointsOnGoal(_ points: Int) -> DiagnosticMessage {
    .init(.pointsSign, "only a limit's slips cost points: \(points) points would charge for doing the habit")
  }

  /// A change line without `points` after one with them.
  static func changeDropsPoints(_ name: String, from day: Day) -> DiagnosticMessage {
    .init(.changeDropsPoints, "'\(name)' earns no points from \(day): this line gives none, and points are not inherited")
  }

  /// `priority urgent`.
  static func unknownPriority(_ words: String) -> DiagnosticMessage {
    .init(.unknownPriority, "unknown priority '\(words)'")
  }

  /// `Gym: Mon, Wed` under `[Rewards]`.
  static func habitInRewards(_ name: String) -> DiagnosticMessage {
    .init(.habitInRewards, "'\(name)' is under [Rewards]: a line there is a reward, 'NAME: N points'")
  }

  /// A reward line whose price is not `N points` (`Movie night: 50`).
  static func invalidRewardPrice(_ text: String) -> DiagnosticMessage {
    .init(.syntax, "a reward's price is 'N points', not '\(text)'")
  }

  /// A reward price of 0 or too many points.
  static func rewardPriceOutOfRange(_ word: String) -> DiagnosticMessage {
    .init(.numberOutOfRange, "a reward's price must be 1...1000000 points, not '\(word)'")
  }

  /// The same reward twice.
  static func duplicateReward(_ name: String) -> DiagnosticMessage {
    .init(.duplicateReward, "duplicate reward '\(name)'")
  }

  /// `redeem` with nothing after it, or more than one reward.
  static func malformedRedeem(_ detail: String) -> DiagnosticMessage {
    .init(.syntax, "a redeem line names one reward and an optional count, as 'redeem Movie night x2': \(detail)")
  }

  /// `2026-11-20 redeem Movie nite`.
  static func unknownReward(_ name: String) -> DiagnosticMessage {
    .init(.unknownReward, "unknown reward '\(name)'")
  }

  /// The redeem that takes the balance below zero.
  static func negativeBalance(_ balance: Int, on day: Day) -> DiagnosticMessage {
    .init(.negativeBalance, "this redeem takes the points balance to \(balance) on \(day)")
  }

  /// `habits redeem --date` after today.
  static func redeemAfterToday(_ day: Day, today: Day) -> DiagnosticMessage {
    .init(.futureDate, "\(day) is after today (\(today)): redeem a reward once it is taken")
  }

  /// `habits redeem` refused: the balance would go below zero on a day.
  static func redeemWouldOverdraw(_ balance: Int, on day: Day) -> DiagnosticMessage {
    .init(.negativeBalance, "the points balance would be \(balance) on \(day)")
  }
}
