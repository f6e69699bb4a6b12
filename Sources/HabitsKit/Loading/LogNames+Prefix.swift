extension LogNames {
  /// The habit a log name abbreviates, as the command line reads it (`HabitLookup`: a unique
  /// prefix is enough, `Medit` for `Meditate`), or whose name it starts with, grown by letters
  /// (`Reading` for `Read`, the longest such); ignoring case. nil when neither says one habit:
  /// the spelling suggestion then applies.
  static func prefixMatch(_ text: String, in habits: [Habit]) -> String? {
    guard !text.isEmpty else { return nil }
    switch HabitLookup.find(text, in: habits) {
    case .success(let index): return habits[index].name
    case .failure(.ambiguous): return nil
    case .failure(.unknown): break
    }
    // The name grown by letters (`Reading`), not a name followed by more words (`Gym untill
    // 2026-11-25` is a misspelt keyword, which the log's own suggestion names).
    let typed = text.lowercased()
    return habits.lazy.map(\.name).filter { name in
      let key = name.lowercased()
      guard typed.hasPrefix(key), let next = typed.dropFirst(key.count).first else { return false }
      return next.isLetter
    }.max { $0.count < $1.count }
  }
}
