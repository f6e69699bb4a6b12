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
    var count = 1
    if words.count > 1, let last = words.last, let n = RedeemCommand.count(last) {
      guard (1...1000).contains(n) else { return context.usageError("a count of rewards must be 1...1000, not '\(last)'") }
      count = n
      words.removeLast()
    }
    let name = words.joined(separator: " ")
    return try context.appendToLog { journal throws(ExitStatus) in
      LogWrite(day: day, action: .redeem(reward: try RedeemCommand.reward(named: name, in: journal, context: context), count: count))
    }
  }

  /// The number of `xN` (`x2`, `X3`), if `word` is one.
  static func count(_ word: String) -> Int? {
    guard word.count >= 2, word.first == "x" || word.first == "X" else { return nil }
    let digits = word.dropFirst()
    guard digits.allSatisfy({ $0.isASCII && $0.isNumber }), digits.count <= 7 else { return nil }
    return Int(digits)
  }

  /// The name, as the habits file spells it, of the reward `name` names: exactly (in any case
  /// and spacing), else as the unique reward it starts; or exit 2 after saying why.
  static func reward(named name: String, in journal: Journal, context: CommandContext) throws(ExitStatus) -> String {
    let rewards = journal.rewards
    guard !rewards.isEmpty else {
      throw context.fail("the habits file has no rewards; list them under a '[Rewards]' heading, as 'Movie night: 50 points'")
    }
    let key = Habit.key(for: name)
    if let exact = rewards.first(where: { $0.key == key }) { return exact.name }
    let started = rewards.filter { $0.key.hasPrefix(key) }
    if started.count == 1 { return started[0].name }
    if started.count > 1 {
      throw context.fail("'\(name)' is ambiguous: it starts \(started.map { "'\($0.name)'" }.joined(separator: ", "))")
    }
    let suggestion = Suggestions.closest(to: name, in: rewards.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
    throw context.fail("unknown reward '\(name)'\(suggestion)\n  the rewards are: \(rewards.map(\.name).joined(separator: ", "))")
  }
}
