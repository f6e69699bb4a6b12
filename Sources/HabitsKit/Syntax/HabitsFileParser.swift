/// Parses the habits file into settings and habit declarations.
///
/// The file is line-oriented: each line is blank, a comment, a setting (`week starts on
/// Sunday`) or a habit (`NAME: SCHEDULE; OPTION; ...`). A line with a problem gets a located
/// diagnostic and parsing goes on with the next line, so one run reports everything. Nothing is
/// thrown for user input. This parser knows the grammar only; what the declarations mean
/// together (duplicates, conflicting options, defaults) is the `Loader`'s business.
package enum HabitsFileParser {
  /// Parses the whole file.
  package static func parse(_ file: SourceFile) -> HabitsFileSyntax {
    // One pointer to the file's memory for the whole walk: each line is read through it.
    file.bytes.withUnsafeBufferPointer { parse(file, memory: $0) }
  }

  /// Parses `file`, whose memory is `memory`.
  private static func parse(_ file: SourceFile, memory: UnsafeBufferPointer<UInt8>) -> HabitsFileSyntax {
    var syntax = HabitsFileSyntax()
    var lines = LineCursor(file)
    var scratch = LineScratch()
    // The size limits (conventions item 32): the file is read up to the first habit line past
    // them, so a generated file of a million habits is refused in a moment.
    var habitLines = 0
    var habits = 0
    var group = GroupState()
    // Room at once for a declaration every 32 bytes, as many as a file of habit lines with
    // a schedule and an option has: grown by doubling from empty, the array copied each
    // declaration about twice (1.6 M instructions for 5,400 habit lines). Counting the lines
    // first cost half of that.
    syntax.declarations.reserveCapacity(min(file.bytes.count / 32, SizeLimits.habitLines))
    while true {
      // Nearly every line ends at an LF and is plain: its end is found and its bytes checked
      // in one pass. Any other goes through the cursor and, unless plain, the full scan, which
      // reports its bytes' problems and reads its comment.
      let line: HabitsFileLine
      let (start, stretchEnd) = lines.stretchWithoutCR()
      if let plain = HabitsFileLine.plain(memory, from: start, before: stretchEnd, number: lines.number &+ 1) {
        lines.advance(to: start &+ plain.count &+ 1)
        if plain.count > SizeLimits.lineBytes {
          syntax.diagnostics.append(
            Diagnostic(.lineTooLong(plain.count), file: file.path, range: SourceRange(line: plain.number, columns: 1..<1)))
        }
        line = plain
      } else {
        guard let bounds = lines.next() else { break }
        let number = lines.number
        if bounds.end - bounds.start > SizeLimits.lineBytes {
          syntax.diagnostics.append(
            Diagnostic(.lineTooLong(bounds.end - bounds.start), file: file.path, range: SourceRange(line: number, columns: 1..<1)))
        }
        if let plain = HabitsFileLine.plain(memory, number: number, bounds: bounds) {
          line = plain
        } else {
          guard let scanned = SourceLine.scan(file, line: number, bounds: bounds, diagnostics: &syntax.diagnostics) else { continue }
          if scanned.hasComment, let directive = AllowDirective.inComment(of: scanned, file: file.path, diagnostics: &syntax.diagnostics) {
            syntax.allows.append(directive)
          }
          line = HabitsFileLine(scanned, at: memory.baseAddress! + bounds.start)
        }
      }
      guard !line.isBlank else { continue }
      // A heading (`[Health]`) starts with '['; no habit name may.
      if line[line.contentStart] == 0x5B {
        parseHeading(line.source(in: file), file: file.path, state: &group, into: &syntax)
        continue
      }
      // Under `[Rewards]` each line is a reward, up to the next heading.
      if group.rewards {
        parseReward(line.source(in: file), file: file.path, into: &syntax)
        continue
      }
      let (declarations, diagnostics) = (syntax.declarations.count, syntax.diagnostics.count)
      guard let changes = parseLine(line, file: file, scratch: &scratch, into: &syntax) else { continue }
      if group.line > 0 && syntax.declarations.count > declarations {
        syntax.declarations[declarations].group = group.group
        syntax.declarations[declarations].headingLine = group.line
      }
      habitLines += 1
      if !changes { habits += 1 }
      if habits > SizeLimits.habits || habitLines > SizeLimits.habitLines {
        syntax.declarations.removeSubrange(declarations...)
        syntax.diagnostics.removeSubrange(diagnostics...)
        syntax.diagnostics.append(
          Diagnostic(
            habits > SizeLimits.habits ? .tooManyHabits : .tooManyHabitLines, file: file.path,
            range: line.range(line.contentStart..<line.contentEnd)))
        break
      }
    }
    if !syntax.allows.isEmpty { AllowDirective.resolveTargets(&syntax.allows, in: file) }
    SettingLookalikes.report(syntax.declarations, file: file.path, into: &syntax.diagnostics)
    return syntax
  }

  /// `line = setting | habit` (blank and comment lines never get here). Returns, for a habit
  /// line, whether it changes a habit (`from DATE`) rather than declaring one; nil otherwise.
  ///
  /// Each setting is tried only on a line that starts as it does (`allow`, `day`, `week`),
  /// from the bytes: a habit line (`Deep clean: ...`, `Walk: daily`) never makes the
  /// `SourceLine` the settings' readers take. Inlined into the walk: as a call, it retained
  /// and released the file's path and memory for every line.
  @inline(__always)
  private static func parseLine(
    _ line: HabitsFileLine, file: borrowing SourceFile, scratch: inout LineScratch, into syntax: inout HabitsFileSyntax
  ) -> Bool? {
    // A change line starts with the name of the line before it and a colon: those bytes are a
    // name without ':', ';' or ',' (no kept name has one), so that colon is the one the search
    // below finds; and a line that starts as no setting does needs none of their readers.
    if !mayBeSetting(line), let colon = scratch.colonAfterLastName(on: line) {
      if let changes = readChangeLine(line, colon: colon, scratch: &scratch, into: &syntax) { return changes }
      return parseHabit(line, colon: colon, nameHasSeparators: false, repeatsName: true, file: file, scratch: &scratch, into: &syntax)
    }
    if line.contentStarts(with: "allow"),
      let allow = AllowDirective.setting(line.source(in: file), file: file.path, diagnostics: &syntax.diagnostics)
    {
      syntax.allows.append(allow)
      return nil
    }
    if line.contentStarts(with: "day"), readsDayEndSetting(line.source(in: file), file: file.path, into: &syntax) { return nil }
    if mayBeWeekStartSetting(line),
      let setting = parseSetting(line.source(in: file), file: file.path, diagnostics: &syntax.diagnostics)
    {
      if let weekday = setting.weekday {
        let found = WeekStartSetting(weekday: weekday, range: setting.range)
        if syntax.weekStart == nil { syntax.weekStart = found } else { syntax.laterWeekStarts.append(found) }
      }
      return nil
    }
    // The colon, sought with the ',' and ';' no name may hold: a line whose colon comes
    // first has a name without them, which then need not be searched again.
    guard let first = line.firstIndex(of: 0x3A, or: 0x3B, or: 0x2C, in: line.contentStart..<line.contentEnd),
      let colon = line[first] == 0x3A ? first : line.firstIndex(of: 0x3A, or: 0x3A, in: first..<line.contentEnd)
    else {
      syntax.diagnostics.append(missingColon(line.source(in: file), file: file.path))
      return nil
    }
    return parseHabit(
      line, colon: colon, nameHasSeparators: first < colon, repeatsName: false, file: file, scratch: &scratch, into: &syntax)
  }

  /// The error for a line that is neither a setting nor a habit line, as it has no colon.
  private static func missingColon(_ line: SourceLine, file: String) -> Diagnostic {
    let content = line.content
    var notes = ["a habit line is 'NAME: SCHEDULE', as in 'Gym: Mon, Wed, Fri'"]
    if content.last == 0x5D { notes.append("a group heading is '[NAME]', starting with '['") }
    if Bytes.isoDate(content.prefix(10)) != nil {
      notes.append("this looks like a log line; log lines go in the log file")
    }
    return Diagnostic(
      .missingColon, file: file, range: line.range(content.startIndex..<content.endIndex),
      notes: notes.map { Diagnostic.Note($0) })
  }

  /// Whether a setting's reader may take `line`, from its first bytes, as `parseLine` asks:
  /// only a line starting with `allow` or `day`, or one `mayBeWeekStartSetting` lets through.
  @inline(__always)
  private static func mayBeSetting(_ line: HabitsFileLine) -> Bool {
    switch line[line.contentStart] | 0x20 {
    case UInt8(ascii: "a"): line.contentStarts(with: "allow")
    case UInt8(ascii: "d"): line.contentStarts(with: "day")
    case UInt8(ascii: "w"): mayBeWeekStartSetting(line)
    default: false
    }
  }

  /// Whether `line` may be the `week starts on DAY` setting, as `parseSetting` reads it: its
  /// first word starts with `week` (in any case), or with a 'w' and bytes beyond ASCII (which
  /// Unicode may lower-case to ASCII: the Kelvin sign is a 'k').
  private static func mayBeWeekStartSetting(_ line: HabitsFileLine) -> Bool {
    let start = line.contentStart
    guard line[start] | 0x20 == 0x77 else { return false }
    let end = min(start + 4, line.contentEnd)
    for index in start..<end where line[index] >= 0x80 { return true }
    return line.contentStarts(with: "week")
  }

  /// Whether the line is the `day ends at HH:MM` setting; its time, when it reads, is added to
  /// `syntax.dayEnds`, and its problems to the diagnostics.
  private static func readsDayEndSetting(_ line: SourceLine, file: String, into syntax: inout HabitsFileSyntax) -> Bool {
    // Only a line starting with the word "day" can be the setting: the rest ("Deep clean:
    // ...") skip the tokens.
    let start = line.contentStart
    guard start + 4 <= line.contentEnd, line.bytes[start] | 0x20 == 0x64, line.bytes[start + 1] | 0x20 == 0x61,
      line.bytes[start + 2] | 0x20 == 0x79, Bytes.whitespaceLength(line.bytes, at: start + 3) > 0,
      let setting = parseDayEnd(line, file: file, diagnostics: &syntax.diagnostics)
    else { return false }
    if let time = setting.time { syntax.dayEnds.append(DayEndSetting(time: time, range: setting.range)) }
    return true
  }

  /// `setting = "week" "starts" ["on"] weekday` (also "weeks start on", "week-start: sunday").
  /// Returns nil when the line is not a setting; a weekday of nil means it had an error.
  private static func parseSetting(
    _ line: SourceLine, file: String, diagnostics: inout [Diagnostic]
  ) -> (weekday: Weekday?, range: SourceRange)? {
    // Every keyword starts with "week", and only 'w' and 'W' lower-case to 'w': a line starting
    // with anything else is no setting, and need not be split into tokens twice.
    var first = line.contentStart
    while first < line.contentEnd, case let w = Bytes.whitespaceLength(line.bytes, at: first), w > 0 { first += w }
    guard first < line.contentEnd, line.bytes[first] | 0x20 == 0x77 else { return nil }
    // Nor can a line whose first word does not start with "week" ("Walk: daily"): splitting
    // such a line cost about 1,500 instructions. Non-ASCII takes the long way, as Unicode
    // lower-cases the Kelvin sign to 'k'.
    let start = line.bytes[first..<min(first + 4, line.contentEnd)]
    if start.allSatisfy({ $0 < 0x80 }) {
      guard start.count == 4, start[first + 1] | 0x20 == 0x65, start[first + 2] | 0x20 == 0x65,
        start[first + 3] | 0x20 == 0x6B
      else { return nil }
    }
    let tokens = Tokenizer.clause(line, line.contentStart..<line.contentEnd)
    let range = line.range(line.contentStart..<line.contentEnd)
    let whole = TokenCursor(tokens: tokens, line: line.bytes, file: file, endRange: range)
    let keys = tokens.map { whole.key($0).hasSuffix(":") ? String(whole.key($0).dropLast()) : whole.key($0) }
    var index: Int
    if keys.count >= 2, ["week", "weeks"].contains(keys[0]), ["starts", "start", "begins", "begin"].contains(keys[1]) {
      index = 2
    } else if keys.first == "week-start" || keys.first == "week-starts" {
      index = 1
    } else {
      return nil
    }
    // "Week start ritual: Mon" is a habit: a colon only belongs to a setting right after its keyword.
    let colonInKeyword = whole.key(tokens[index - 1]).hasSuffix(":")
    if !colonInKeyword && line.content.contains(0x3A) { return nil }
    if index < keys.count && keys[index] == "on" { index += 1 }
    var cursor = TokenCursor(
      tokens: Array(tokens[index...]), line: line.bytes, file: file,
      endRange: SourceRange(line: line.number, columns: range.end.column..<range.end.column))
    guard let token = cursor.peek else {
      let _: Weekday? = cursor.expected("a weekday", after: "'week starts on'")
      diagnostics += cursor.diagnostics
      return (nil, range)
    }
    guard let day = Vocabulary.weekdays[token.key] else {
      let fix = Suggestions.closest(to: cursor.text(token), in: Vocabulary.weekdaySuggestions).map { DiagnosticFix.replacing(token.range, with: $0) }
      let _: Weekday? = cursor.fail(
        .unknownWeekday(cursor.text(token)), notes: fix.map { [$0.note] } ?? [], fix: fix)
      diagnostics += cursor.diagnostics
      return (nil, range)
    }
    cursor.advance()
    if let extra = cursor.peek {
      let _: Weekday? = cursor.fail(.unexpected(cursor.text(extra), after: "the weekday"))
      diagnostics += cursor.diagnostics
      return (nil, range)
    }
    return (day, range)
  }

  static func endOf(_ range: SourceRange) -> SourceRange {
    SourceRange(start: range.end, end: range.end)
  }
}
