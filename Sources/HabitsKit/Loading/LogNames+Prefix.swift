extension LogNames {
  /// The habit a log name abbreviates, as the command line reads it ("a unique prefix is
  /// enough": `Medit` for `Meditate`), or whose name it starts with (`Reading` for `Read`,
  /// the longest such); ignoring case. nil when neither says one habit: the spelling
  /// suggestion then applies.
  static func prefixMatch(_ text: String, in names: [String]) -> String? {
    let typed = text.lowercased()
    guard !typed.isEmpty else { return nil }
    let extended = names.filter { $0.lowercased().hasPrefix(typed) }
    if extended.count == 1 { return extended[0] }
    guard extended.isEmpty else { return nil }
    return names.filter { typed.hasPrefix($0.lowercased()) }.max { $0.count < $1.count }
  }
}
