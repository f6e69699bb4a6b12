/// The rewards of the habits file and the redeem lines of the log, resolved: duplicates and
/// unknown rewards reported, each redeem tied to its reward, and the redeems that overdraw
/// the balance found.
enum RewardResolver {
  /// The rewards of `syntax`, each name once (a repeat is `duplicate-reward`).
  static func rewards(_ syntax: [RewardSyntax], file: String, diagnostics: inout [Diagnostic]) -> [Reward] {
    var rewards: [Reward] = []
    var byKey: [String: Int] = [:]
    for line in syntax {
      let reward = Reward(name: line.name, price: line.price, nameRange: line.nameRange, origin: line.lineRange)
      if let first = byKey[reward.key] {
        diagnostics.append(
          Diagnostic(
            .duplicateReward(line.name), file: file, range: line.nameRange,
            notes: [
              Diagnostic.Note("first defined here", file: file, range: rewards[first].nameRange),
              Diagnostic.Note("a reward has one price; change it on that line (past redeems take the new price)"),
            ]))
        continue
      }
      byKey[reward.key] = rewards.count
      rewards.append(reward)
    }
    return rewards
  }

  /// The redeems of `lines` whose reward is one of `rewards`; the others are `unknown-reward`.
  static func redeems(
    _ lines: [RedeemLine], rewards: [Reward], file: String, habitsFile: String, diagnostics: inout [Diagnostic]
  ) -> [Redeem] {
    guard !lines.isEmpty else { return [] }
    var byKey: [String: Int] = [:]
    for index in rewards.indices { byKey[rewards[index].key] = index }
    var redeems: [Redeem] = []
    for line in lines {
      if let reward = byKey[Habit.key(for: line.name)] {
        redeems.append(Redeem(day: line.day, reward: reward, count: line.count, range: line.lineRange))
        continue
      }
      var notes: [Diagnostic.Note] = []
      var fix: DiagnosticFix?
      if let suggestion = Suggestions.closest(to: line.name, in: rewards.map(\.name)) {
        fix = DiagnosticFix.replacing(line.nameRange, with: suggestion)
        notes.append(Diagnostic.Note(fix!.note))
      } else if rewards.isEmpty {
        notes.append(Diagnostic.Note("the habits file has no rewards: list them under a '[Rewards]' heading, as 'Movie night: 50 points'"))
      } else {
        notes.append(Diagnostic.Note("add it under [Rewards] in \(habitsFile), or check its spelling"))
      }
      diagnostics.append(Diagnostic(.unknownReward(line.name), file: file, range: line.nameRange, notes: notes, fix: fix))
    }
    return redeems
  }

  /// A `negative-balance` warning at each redeem that takes the balance below zero
  /// (`PointsLedger.overdrawingRedeems`).
  static func balanceWarnings(_ ledger: PointsLedger, file: String) -> [Diagnostic] {
    ledger.overdrawingRedeems().map { found in
      let before = PointsEarnings.adding(found.balance, ledger.price(of: found.redeem))
      return Diagnostic(
        .negativeBalance(found.balance, on: found.redeem.day), file: file, range: found.redeem.range,
        notes: [
          Diagnostic.Note("the balance was \(before) points before it, and '\(ledger.rewards[found.redeem.reward].name)' costs \(ledger.price(of: found.redeem))"),
          Diagnostic.Note("'habits points' shows what was earned and spent"),
        ])
    }
  }
}
