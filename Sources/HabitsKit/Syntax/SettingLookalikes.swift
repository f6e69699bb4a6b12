/// Habit lines named as a setting is spelt (`week start :  Sunday`, `week starts on: Sunday`,
/// `Day ends at: 04:00`, `allow: past-one-off`): a setting has no colon, so the line reads as
/// a habit called "week start", due on Sundays, and the week still starts on Monday, in
/// silence. Each is warned about (`setting-as-habit`), with the setting's spelling as the fix
/// where the rest of the line is the setting's value.
///
/// A name is compared ignoring case, blanks and hyphens (`Week-Start`, `weekstart`), and only
/// whole: "Week start review: Mon" is a habit like any other. A habit really called "Day
/// end" keeps working; the warning can be allowed on its line.
enum SettingLookalikes {
  /// The setting a name spells.
  private enum Setting {
    case weekStart, dayEnd, allow
  }

  /// The longest name a setting's words make, in bytes (`weeks  begin  on`, blanks doubled):
  /// a longer name is no setting's.
  private static let longestName = 24

  /// Reports each of `declarations` (of the habits file `file`) named as a setting is spelt.
  static func report(_ declarations: [HabitDeclaration], file: String, into diagnostics: inout [Diagnostic]) {
    // By index: a declaration copied out of the array is retained and released whole. A
    // change line (`from`) has its first line's name, which is looked at there: a habit of
    // two hundred changes is read once, not two hundred and one times.
    for index in declarations.indices where declarations[index].from == nil {
      guard let setting = setting(named: declarations[index].name.utf8) else { continue }
      diagnostics.append(finding(declarations[index], setting: setting, file: file))
    }
  }

  /// The setting whose words `name` spells, ignoring ASCII case, blanks and hyphens: `week`
  /// or `weeks`, `start(s)` or `begin(s)`, and `on`; `day`, `end(s)` and `at`; `allow`. Read
  /// from the bytes, with nothing allocated: it is asked of every habit's name, and nearly
  /// every name is decided by its first letter or its length.
  private static func setting<Bytes: Collection<UInt8>>(named name: Bytes) -> Setting? {
    guard let first = name.first, name.count <= longestName else { return nil }
    switch first | 0x20 {
    case 0x61, 0x64, 0x77: break  // a, d, w
    default: return nil
    }
    var letters = Letters(name)
    if letters.take("week") {
      if !(letters.take("start") || letters.take("begin")) {
        guard letters.take("s"), letters.take("start") || letters.take("begin") else { return nil }
      }
      _ = letters.take("s")
      _ = letters.take("on")
      return letters.atEnd ? .weekStart : nil
    }
    if letters.take("day") {
      guard letters.take("end") else { return nil }
      _ = letters.take("s")
      _ = letters.take("at")
      return letters.atEnd ? .dayEnd : nil
    }
    return letters.take("allow") && letters.atEnd ? .allow : nil
  }

  /// The letters of a name as settings compare them: ASCII lower case, blanks (space, tab)
  /// and hyphens skipped.
  private struct Letters<Bytes: Collection<UInt8>> {
    let bytes: Bytes
    var index: Bytes.Index

    init(_ bytes: Bytes) {
      self.bytes = bytes
      index = bytes.startIndex
      skipBlanks()
    }

    /// Whether every letter was taken.
    var atEnd: Bool { index == bytes.endIndex }

    /// Takes `word` (lower case) when the letters go on with it, and says whether they did.
    mutating func take(_ word: StaticString) -> Bool {
      let start = index
      let matched = word.withUTF8Buffer { expected -> Bool in
        for letter in expected {
          guard index != bytes.endIndex else { return false }
          let byte = bytes[index]
          guard (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) == letter else { return false }
          bytes.formIndex(after: &index)
          skipBlanks()
        }
        return true
      }
      if !matched { index = start }
      return matched
    }

    private mutating func skipBlanks() {
      while index != bytes.endIndex, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x2D {
        bytes.formIndex(after: &index)
      }
    }
  }

  /// The warning for `declaration`, named as `setting` is spelt.
  private static func finding(_ declaration: HabitDeclaration, setting: Setting, file: String) -> Diagnostic {
    let spelling: String
    let example: String
    switch setting {
    case .weekStart: (spelling, example) = ("week starts on", "week starts on Sunday")
    case .dayEnd: (spelling, example) = ("day ends at", "day ends at 04:00")
    case .allow: (spelling, example) = ("allow", "allow past-one-off")
    }
    var notes: [Diagnostic.Note] = []
    var fix: DiagnosticFix?
    if let written = settingLine(declaration, setting: setting) {
      fix = DiagnosticFix(title: "Make it the setting '\(written)'", range: declaration.lineRange, replacement: written)
      notes.append(Diagnostic.Note("a setting has no colon: did you mean '\(written)'?"))
    } else {
      notes.append(Diagnostic.Note("a setting has no colon: '\(example)'"))
    }
    notes.append(Diagnostic.Note("if it is a habit, rename it, or allow the warning on its line ('# habits: allow setting-as-habit')"))
    return Diagnostic(
      .settingAsHabit(declaration.name, setting: spelling), file: file, range: declaration.nameRange, notes: notes, fix: fix)
  }

  /// The setting's line that `declaration` means, when the rest of its line is the setting's
  /// value alone (a weekday, a time, codes); nil otherwise.
  private static func settingLine(_ declaration: HabitDeclaration, setting: Setting) -> String? {
    guard !declaration.hasOptions, declaration.from == nil else { return nil }
    let value = ScheduleWords.laidOut(declaration.scheduleText)
    switch setting {
    case .weekStart:
      guard let weekday = Vocabulary.weekdays[value.lowercased()] else { return nil }
      return "week starts on \(weekday.name)"
    case .dayEnd:
      guard let time = TimeOfDay.parse(Array(value.utf8)) else { return nil }
      return "day ends at \(time)"
    case .allow:
      let words = value.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" })
      guard !words.isEmpty, words.allSatisfy({ DiagnosticCode.named($0.utf8) != nil }) else { return nil }
      return "allow " + words.map { $0.lowercased() }.joined(separator: ", ")
    }
  }

  /// The error for `day ends at: 04:00` (the line `line`, its first colon at `colon`): the
  /// time's colon makes it no habit line either, and the setting is meant, so the fix is the
  /// setting rather than a time of day moved after a ';'. Nil for any other line.
  static func dayEndWithColon(_ line: SourceLine, colon: Int, file: String) -> Diagnostic? {
    guard case .dayEnd? = setting(named: line.bytes[line.contentStart..<colon]) else { return nil }
    var start = colon + 1
    var end = line.contentEnd
    while start < end && Bytes.isBlank(line.bytes[start]) { start += 1 }
    while end > start && Bytes.isBlank(line.bytes[end - 1]) { end -= 1 }
    let word = String(decoding: line.bytes[start..<end], as: UTF8.self)
    guard let time = TimeOfDay.parse(line.bytes[start..<end]) ?? TimeOfDay.suggestion(for: word) else { return nil }
    let written = "day ends at \(time)"
    return Diagnostic(
      .settingWithColon(written), file: file, range: line.range(line.contentStart..<(colon + 1)),
      notes: [Diagnostic.Note("did you mean '\(written)'?")],
      fix: DiagnosticFix(title: "Make it the setting '\(written)'", range: line.range(line.contentStart..<line.contentEnd), replacement: written))
  }
}
