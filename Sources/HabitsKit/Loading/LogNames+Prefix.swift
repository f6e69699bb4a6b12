extension LogNames {
  /// The habit a log name abbreviates, as the command line reads it ("a unique prefix is
  /// enough": `Medit` for `Meditate`), or whose name it starts with, grown by letters
  /// (`Reading` for `Read`, the longest such); ignoring case. nil when neither says one habit: the spelling
  /// suggestion then applies.
  static func prefixMatch(_ text: String, in names: [String]) -> String? {
    let typed = text.lowercased()
    guard !typed.isEmpty else { return nil }
    let extended = names.filter { $0.lowercased().hasPrefix(typed) }
    if extended.count == 1 { return extended[0] }
    guard extended.isEmpty else { return nil }
    // The name grown by letters (`Reading`), not a name followed by more words (`Gym untill
    // 2026-11-25` is a misspelt keyword, which the log's own suggestion names).
    return names.filter { name in
      let key = name.lowercased()
      guard typed.hasPrefix(key), let next = typed.dropFirst(key.count).first else { return false }
      return next.isLetter
    }.max { $0.count < $1.count }
  }
}
