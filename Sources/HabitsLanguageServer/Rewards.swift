import HabitsKit
import HabitsReports

extension LanguageServer {
  /// The reward under the cursor: on its line under `[Rewards]`, or in a redeem line of the
  /// log; its index in the journal's rewards and where its name is.
  mutating func rewardMention(at spot: inout Spot) -> (reward: Int, range: SourceRange)? {
    let journal = spot.project.result.journal
    switch spot.role {
    case .habits:
      for index in journal.rewards.indices where contains(journal.rewards[index].nameRange, spot.location) {
        return (index, journal.rewards[index].nameRange)
      }
      return nil
    case .log:
      guard var lines = LogLines(spot.project) else { return nil }
      let found = lines.reward(onLine: spot.location.line, journal: journal)
      spot.project.logLinesRead += lines.read
      update(spot.project)
      guard let found, contains(found.range, spot.location), let index = journal.rewardIndex(named: found.text) else {
        return nil
      }
      return (index, found.range)
    }
  }

  /// A reward in words: its price, today's balance and whether it affords it, and how often it
  /// was redeemed.
  func rewardHover(_ index: Int, project: Project) -> String {
    let journal = project.result.journal
    let reward = journal.rewards[index]
    let ledger = PointsLedger(journal: journal, today: project.today)
    let balance = ledger.balance(through: project.today)
    var lines = ["**\(reward.name)**: \(DayText.count(reward.price, "point"))"]
    lines.append(
      "Balance: \(DayText.count(balance, "point")) today"
        + (balance >= reward.price ? ", enough for it" : ", \(reward.pointsToGo(balance: balance)) more to go"))
    let redeems = ledger.redeems.filter { $0.reward == index }
    if let last = redeems.last {
      let count = redeems.reduce(0) { $0 + $1.count }
      lines.append("Redeemed: \(count) time\(count == 1 ? "" : "s"), last on \(DayText.weekdayAndDate(last.day))")
    } else {
      lines.append("Redeemed: never")
    }
    return lines.joined(separator: "  \n")
  }

  /// The rewards, offered after `redeem` in the log, with their prices.
  func rewardItems(_ project: Project) -> [(label: String, detail: String?, kind: Int)] {
    project.result.journal.rewards.map { ($0.name, "reward, " + DayText.count($0.price, "point"), 6) }
  }
}
