/// Finding a habit by what a person typed: its name in any case, or a unique prefix.
package enum HabitLookup {
  /// Why a name did not pick out one habit.
  package enum Problem: Error, Equatable, Sendable {
    /// `habits` lists the habits there are, for when no name is close enough to suggest.
    case unknown(String, suggestion: String?, habits: [String] = [])
    case ambiguous(String, candidates: [String])

    /// At most this many habits are listed after an unknown name: a list longer than a line
    /// stops helping.
    static let listedHabits = 8

    /// "unknown habit 'gmy'; did you mean 'Gym'?", or "unknown habit 'Nope'; the habits are
    /// 'Gym', 'Read'" when no habit is close.
    package var message: String {
      switch self {
      case .unknown(let name, let suggestion, let habits):
        if let slip = LogSlips.slip(in: name, isHabit: { habits.map(Habit.key(for:)).contains(Habit.key(for: $0)) }) {
          // `habits log 'Gym;Read'`: no name at all, and the hint says what was meant.
          return "'\(name)' names no habit: " + slip.why + (slip.meant.map { "; did you mean '\($0)'?" } ?? "")
        }
        if let suggestion { return "unknown habit '\(name)'; did you mean '\(VisibleText.shown(suggestion))'?" }
        guard !habits.isEmpty else { return "unknown habit '\(name)'; the habits file has no habits" }
        var list = habits.prefix(Self.listedHabits).map { "'\($0)'" }.joined(separator: ", ")
        if habits.count > Self.listedHabits { list += " and \(habits.count - Self.listedHabits) more" }
        return "unknown habit '\(name)'; the habits are " + list
      case .ambiguous(let name, let candidates):
        return "'\(name)' could be any of " + candidates.map { "'\($0)'" }.joined(separator: ", ")
          + "; type more of the name"
      }
    }
  }

  /// The index of the habit `name` picks out.
  package static func find(_ name: String, in habits: [Habit]) -> Result<Int, Problem> {
    let key = Habit.key(for: name)
    if let exact = habits.firstIndex(where: { $0.key == key }) { return .success(exact) }
    let matches = habits.indices.filter { habits[$0].key.hasPrefix(key) }
    if matches.count == 1 { return .success(matches[0]) }
    if matches.count > 1 { return .failure(.ambiguous(name, candidates: matches.map { habits[$0].name })) }
    let names = habits.map(\.name)
    return .failure(.unknown(name, suggestion: Suggestions.closest(to: name, in: names), habits: names))
  }
}
