import HabitsKit
import HabitsReports

/// `habits redeem`: appends points spent on a reward, such as `2026-11-22 redeem Movie night`.
enum RedeemCommand {
  /// The options only this command takes, read by these keys.
  enum Options {
    static let date = CommandSpec.Valued("date", value: "date", help: "The day it was taken: YYYY-MM-DD, today, yesterday or a weekday (default: today).")
  }

  static let subcommand = HabitsCommand.Subcommand(
    spec: CommandSpec(
      name: "redeem", abstract: "Spend points on a reward: append a redeem line.",
      discussion: """
        Appends one line, such as '2026-11-22 redeem Movie night x2', and prints it with the \
        balance. The reward is one of the habits file's [Rewards] (any case, or a unique prefix), \
        at its current price. Nothing is written when the balance on the day, or on any later day \
        up to today, would go below zero (unless --force), or when the day is after today.
        """,
      arguments: [
        .init(
          "reward", help: "A reward (any case, or a unique prefix), optionally followed by a count such as x2.", repeated: true,
          values: .names(.rewards))
      ],
      options: [
        Options.date.option,
        CommandSpec.Shared.force.option(help: "Write even when the balance would go below zero."),
      ] + CommandSpec.Option.jsonOptions)
  ) { context throws(ExitStatus) in
    let day = try context.dateOption(Options.date) ?? context.invocation.today
    var words = context.arguments.positionals.flatMap { $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init) }
    guard !words.isEmpty else { return context.usageError("Missing expected argument '<reward>'") }
    // `x0`, `x-1` and `x1.5` are counts that do not read, as `habits log` says of its counts.
    var countProblem: LogWriteRefusal?
    var count = 1
    if words.count > 1, let last = words.last, HabitWords.isCountShaped(last) {
      if let n = RedeemCommand.count(last), (1...RedeemCommand.maximumCount).contains(n) {
        count = n
      } else {
        countProblem = LogWriteRefusal(.rewardCount(last, maximum: RedeemCommand.maximumCount))
      }
      words.removeLast()
    }
    let name = words.joined(separator: " ")
    return try context.appendToLog { journal throws(LogWriteRefusal) in
      if let countProblem { throw countProblem }
      return LogWrite(day: day, action: .redeem(reward: try RedeemCommand.reward(named: name, in: journal), count: count))
    }
  }

  /// The most rewards one line redeems.
  static let maximumCount = 1000

  static func count(_ word: String) -> Int? {
    guard word.count >= 2, let marker = word.first, ["x", "X", "×"].contains(marker) else { return nil }
    let digits = word.dropFirst()
    guard digits.allSatisfy({ $0.isASCII && $0.isNumber }), digits.count <= 7 else { return nil }
    return Int(digits)
  }

  /// The name, as the habits file spells it, of the reward `name` names: exactly (in any case
  /// and spacing), else as the unique reward it starts; or why it is refused.
  static func reward(named name: String, in journal: Journal) throws(LogWriteRefusal) -> String {
    let rewards = journal.rewards
    guard !rewards.isEmpty else {
      throw LogWriteRefusal(.noRewards, hint: "list them under a '[Rewards]' heading, as 'Movie night: 50 points'")
    }
    let key = Habit.key(for: name)
    if let exact = rewards.first(where: { $0.key == key }) { return exact.name }
    let started = rewards.filter { $0.key.hasPrefix(key) }
    if started.count == 1 { return started[0].name }
    if started.count > 1 { throw LogWriteRefusal(.ambiguousReward(name, candidates: started.map(\.name))) }
    throw LogWriteRefusal(
      .unknownReward(name, suggestion: Suggestions.closest(to: name, in: rewards.map(\.name))),
      hint: "the rewards are: \(rewards.map(\.name).joined(separator: ", "))")
  }
}
