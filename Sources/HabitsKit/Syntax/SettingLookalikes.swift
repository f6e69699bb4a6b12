/// Habit lines named as a setting is spelt (`week start :  Sunday`, `week starts on: Sunday`,
/// `Day ends at: 04:00`, `allow: past-one-off`): a setting has no colon, so the line reads as
/// a habit called "week start", due on Sundays, and the week still starts on Monday, in
/// silence. Each is warned about (`setting-as-habit`), with the setting's spelling as the fix
/// where the rest of the line is the setting's value.
///
/// A name is compared ignoring case, blanks and hyphens (`Week-Start`, `weekstart`), and only
/// whole: "Week start review: Mon" is a habit like any other. A habit really called "Week
/// start" keeps working; the warning can be allowed on its line.
enum SettingLookalikes {
  /// The setting a name spells.
  private enum Setting {
    case weekStart, dayEnd, allow
  }

  /// The setting each name spells, as a key: lower case, without blanks and hyphens.
  private static let settings: [String: Setting] = {
    var settings: [String: Setting] = ["allow": .allow]
    for week in ["week", "weeks"] {
      for verb in ["starts", "start", "begins", "begin"] {
        settings[week + verb] = .weekStart
        settings[week + verb + "on"] = .weekStart
      }
    }
    for verb in ["ends", "end"] {
      settings["day" + verb] = .dayEnd
      settings["day" + verb + "at"] = .dayEnd
    }
    return settings
  }()

  /// The longest key, in bytes: a longer name is no setting's.
  private static let longestName = 24

  /// Reports each of `declarations` (of the habits file `file`) named as a setting is spelt.
  static func report(_ declarations: [HabitDeclaration], file: String, into diagnostics: inout [Diagnostic]) {
    for declaration in declarations {
      // Nearly every name: the first letter of no setting, or too long to be one.
      guard let first = declaration.name.utf8.first, [0x61, 0x64, 0x77].contains(first | 0x20),
        declaration.name.utf8.count <= longestName, let setting = settings[key(declaration.name)]
      else { continue }
      diagnostics.append(finding(declaration, setting: setting, file: file))
    }
  }

  /// `name` as settings compare: ASCII lower case, without blanks and hyphens.
  private static func key(_ name: String) -> String {
    String(decoding: name.utf8.filter { $0 != 0x20 && $0 != 0x09 && $0 != 0x2D }.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
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
    guard declaration.options.isEmpty, declaration.from == nil else { return nil }
    let value = declaration.scheduleText
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
    guard let first = line.bytes[line.contentStart...].first, first | 0x20 == 0x64, colon - line.contentStart <= longestName
    else { return nil }
    let name = String(decoding: line.bytes[line.contentStart..<colon], as: UTF8.self)
    guard case .dayEnd? = settings[key(name)] else { return nil }
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
