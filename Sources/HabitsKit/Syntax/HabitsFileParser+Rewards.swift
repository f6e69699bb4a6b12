/// The `[Rewards]` section of the habits file: the heading (any case) and, up to the next
/// heading, one reward a line, `NAME: N points`.
///
/// ```
/// [Rewards]
/// Movie night: 50 points
/// New book: 120 points
/// ```
/// A reward is what points are spent on (`DATE redeem NAME` in the log); its price is the
/// current one, so changing it re-prices the redeems already logged.
extension HabitsFileParser {
  /// `reward = name ":" N ("points" | "point")`: a line under `[Rewards]`, appended to
  /// `syntax.rewards` or reported (a habit line there is an error, never a habit).
  static func parseReward(_ line: SourceLine, file: String, into syntax: inout HabitsFileSyntax) {
    let content = line.content
    func report(_ message: DiagnosticMessage, _ range: Range<Int>, notes: [String] = [], fix: DiagnosticFix? = nil) {
      syntax.diagnostics.append(
        Diagnostic(message, file: file, range: line.range(range), notes: notes.map { Diagnostic.Note($0) }, fix: fix))
    }
    guard let colon = content.firstIndex(of: 0x3A) else {
      report(
        .missingRewardColon, line.contentStart..<line.contentEnd,
        notes: ["a reward line is 'NAME: N points', as in 'Movie night: 50 points'"])
      return
    }
    // Without the blanks before the colon, no-break spaces among them, as a heading's name
    // (blanks alone are no name).
    let written = trimmed(line, line.contentStart..<colon)
    let nameEnd = written.isEmpty ? line.contentStart : written.upperBound
    guard nameEnd > line.contentStart else {
      report(.missingRewardName, line.contentStart..<(line.contentStart + 1))
      return
    }
    let nameBytes = line.bytes[line.contentStart..<nameEnd]
    if let bad = nameBytes.firstIndex(where: { $0 == 0x2C || $0 == 0x3B }) {
      report(
        .nameContains(line.bytes[bad] == 0x2C ? "," : ";"), bad..<(bad + 1),
        notes: ["a redeem line names one reward; rename the reward"])
      return
    }
    let name = String(decoding: nameBytes, as: UTF8.self)
    let tokens = Tokenizer.clause(line, (colon + 1)..<line.contentEnd)
    let cursor = TokenCursor(tokens: tokens, line: line.bytes, file: file, endRange: line.range(line.contentEnd..<line.contentEnd))
    let priceRange = (colon + 1)..<line.contentEnd
    let priceText = String(decoding: line.bytes[priceRange], as: UTF8.self).trimmingBlanks
    guard tokens.count == 2, tokens[1].key.isAny(of: "points", "point"), let price = cursor.number(tokens[0]) else {
      // Something other than a price: a habit's schedule, most likely.
      let looksLikeHabit = tokens.first.map { cursor.number($0) == nil && !cursor.text($0).hasPrefix("-") } ?? false
      if looksLikeHabit || content[colon...].contains(0x3B) {
        report(
          .habitInRewards(name), line.contentStart..<line.contentEnd,
          notes: ["move the habit above the [Rewards] heading, or under another heading"])
      } else {
        report(.invalidRewardPrice(priceText), priceRange, notes: ["for example 'Movie night: 50 points'"])
      }
      return
    }
    guard (1...1_000_000).contains(price) else {
      report(.rewardPriceOutOfRange(cursor.text(tokens[0])), priceRange)
      return
    }
    syntax.rewards.append(
      RewardSyntax(
        name: name, nameRange: line.range(line.contentStart..<nameEnd), price: price,
        lineRange: line.range(line.contentStart..<line.contentEnd)))
  }
}
