/// Habit names the habits file can hold: without `,` `;` `:` `#` or control characters, not
/// ending in a count, not empty, and unique ignoring case and runs of whitespace. Each name
/// changed is reported.
enum ImportNames {
  /// The name each habit is written with, in order.
  static func unique(_ habits: [ImportedHabit], report: inout ImportReport) -> [String] {
    var taken: Set<String> = []
    var names: [String] = []
    for (index, habit) in habits.enumerated() {
      var name = writable(habit.name)
      if name.isEmpty { name = "Habit \(index + 1)" }
      if habit.entries == .number { name = withoutKeywordFirst(name) }
      var candidate = name
      var number = 2
      while taken.contains(key(candidate)) {
        candidate = "\(name) (\(number))"
        number += 1
      }
      taken.insert(key(candidate))
      if candidate != habit.name {
        report.add(.renamed, habit.location, "'\(habit.name)' is written '\(candidate)'" + reason(habit.name, candidate))
      }
      names.append(candidate)
    }
    return names
  }

  /// A tracked habit's name that does not start with a log keyword: the log reads
  /// `2026-01-02 Skip rope 7` as a skip of a habit `rope 7`, so `Skip rope` is written
  /// `Skip-rope` (and a lone `Skip` as `Skip-habit`).
  static func withoutKeywordFirst(_ name: String) -> String {
    let words = name.split(separator: " ")
    guard let first = words.first, ["skip", "vacation", "resume"].contains(first.lowercased()) else { return name }
    if words.count == 1 { return name + "-habit" }
    return "\(first)-\(words[1])" + words.dropFirst(2).map { " " + $0 }.joined()
  }

  /// Why a name was changed, for the report.
  private static func reason(_ old: String, _ new: String) -> String {
    if withoutKeywordFirst(writable(old)) == new && writable(old) != new {
      return " (the log would read a value after it as a skip, vacation or resume)"
    }
    if old.contains(where: { ",;:#".contains($0) }) { return " (a name cannot hold , ; : or #)" }
    if ImportText.trimmed(old).hasPrefix("[") { return " (a name cannot start with '[', which opens a group heading)" }
    if writable(old) != old { return " (a name cannot hold control characters or end with a count)" }
    if writable(old).isEmpty { return " (a name cannot be empty)" }
    return " (another habit has the same name)"
  }

  /// The group each habit is written under, nil for none: names a heading can hold (no
  /// `:` `[` `]` `;` `#`, not the reserved `Rewards`), each changed one reported once.
  static func groups(_ habits: [ImportedHabit], report: inout ImportReport) -> [String?] {
    var reported: Set<String> = []
    return habits.map { habit in
      guard let group = habit.group else { return nil }
      var name = writable(String(group.unicodeScalars.filter { !"[]".unicodeScalars.contains($0) }.map(Character.init)))
      if name.isEmpty { name = "Group" }
      if key(name) == "rewards" { name += " (imported)" }
      if name != group && reported.insert(group).inserted {
        report.add(.renamed, habit.groupLocation ?? habit.location, "the group '\(group)' is written [\(name)] (a heading cannot hold : [ ] ; or #, nor be [Rewards])")
      }
      return name
    }
  }

  /// Tags the `tags` option can hold: words without `:` `;` `,` `#` or spaces, each once; a
  /// tag changed or dropped is reported.
  static func tags(_ tags: [String], at location: ImportLocation, report: inout ImportReport) -> [String] {
    var result: [String] = []
    for tag in tags {
      let word = String(writable(tag).unicodeScalars.filter { $0 != " " && $0 != "[" }.map(Character.init))
      if word != tag {
        report.add(.tags, location, word.isEmpty ? "the tag '\(tag)' is dropped" : "the tag '\(tag)' is written '\(word)'")
      }
      if !word.isEmpty && !result.contains(where: { key($0) == key(word) }) { result.append(word) }
    }
    return result
  }

  /// `name` with what the habits file cannot hold replaced: separators and `#` by spaces,
  /// control characters dropped, runs of whitespace as one space, a final count in
  /// parentheses.
  static func writable(_ name: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in name.unicodeScalars {
      if ",;:#".unicodeScalars.contains(scalar) || scalar == "\t" || scalar == "\u{A0}" {
        scalars.append(" ")
      } else if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
        || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
      {
        continue
      } else {
        scalars.append(scalar)
      }
    }
    var words = String(scalars).split(separator: " ", omittingEmptySubsequences: true)
    // '[' starts a group heading: no name may.
    while let first = words.first, first.hasPrefix("[") {
      let rest = first.drop { $0 == "[" }
      if rest.isEmpty { words.removeFirst() } else { words[0] = rest }
    }
    var result = words.joined(separator: " ")
    if let last = words.last, words.count > 1, endsWithCount(last) {
      result = words.dropLast().joined(separator: " ") + " (\(last))"
    }
    return result
  }

  /// Whether a word is a count (`x2`, `X3`, `×4`), which a name may not end with.
  private static func endsWithCount(_ word: Substring) -> Bool {
    guard let first = word.first, first == "x" || first == "X" || first == "×" else { return false }
    let digits = word.dropFirst()
    return !digits.isEmpty && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
  }

  /// The key names are unique by: lower case, whitespace runs as one space.
  static func key(_ name: String) -> String {
    name.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}

/// Notes and comments as one line of the log: line breaks as spaces, control characters
/// dropped.
enum ImportNotes {
  /// `text` on one line, trimmed.
  static func singleLine(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      defer { previous = scalar }
      if scalar == "\n" && previous == "\r" { continue }
      if scalar == "\n" || scalar == "\r" || scalar == "\t" {
        scalars.append(" ")
      } else if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
        || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
      {
        continue
      } else {
        scalars.append(scalar)
      }
    }
    return ImportText.trimmed(String(scalars))
  }

  /// The note `text` as written after an entry's `#`, nil when empty; a line break in it is
  /// reported, and a note that would read as a directive (`habits: ...`) is kept as a note.
  static func note(_ text: String, at location: ImportLocation, report: inout ImportReport) -> String? {
    var note = singleLine(text)
    guard !note.isEmpty else { return nil }
    if text.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
      report.add(.lineBreak, location, "a note on several lines is written on one: '\(note)'")
    }
    if note.lowercased().hasPrefix("habits:") {
      note = "note: " + note
      report.add(.renamed, location, "a note starting 'habits:' would read as a directive: written '\(note)'")
    }
    return note
  }
}
