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
    while let bounds = lines.next() {
      let number = lines.number
      if bounds.end - bounds.start > SizeLimits.lineBytes {
        syntax.diagnostics.append(
          Diagnostic(.lineTooLong(bounds.end - bounds.start), file: file.path, range: SourceRange(line: number, columns: 1..<1)))
      }
      guard let line = SourceLine.scan(file, line: number, bounds: bounds, diagnostics: &syntax.diagnostics) else { continue }
      if line.hasComment, let directive = AllowDirective.inComment(of: line, file: file.path, diagnostics: &syntax.diagnostics) {
        syntax.allows.append(directive)
      }
      guard !line.isBlank else { continue }
      // A heading (`[Health]`) starts with '['; no habit name may.
      if line.bytes[line.contentStart] == 0x5B {
        parseHeading(line, file: file.path, state: &group, into: &syntax)
        continue
      }
      // Under `[Rewards]` each line is a reward, up to the next heading.
      if group.rewards {
        parseReward(line, file: file.path, into: &syntax)
        continue
      }
      let (declarations, diagnostics) = (syntax.declarations.count, syntax.diagnostics.count)
      guard let changes = parseLine(line, file: file.path, scratch: &scratch, into: &syntax) else { continue }
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
    return syntax
  }

  /// `line = setting | habit` (blank and comment lines never get here). Returns, for a habit
  /// line, whether it changes a habit (`from DATE`) rather than declaring one; nil otherwise.
  private static func parseLine(
    _ line: SourceLine, file: String, scratch: inout LineScratch, into syntax: inout HabitsFileSyntax
  ) -> Bool? {
    if let allow = AllowDirective.setting(line, file: file, diagnostics: &syntax.diagnostics) {
      syntax.allows.append(allow)
      return nil
    }
    if readsDayEndSetting(line, file: file, into: &syntax) { return nil }
    if let setting = parseSetting(line, file: file, diagnostics: &syntax.diagnostics) {
      if let weekday = setting.weekday {
        let found = WeekStartSetting(weekday: weekday, range: setting.range)
        if syntax.weekStart == nil { syntax.weekStart = found } else { syntax.laterWeekStarts.append(found) }
      }
      return nil
    }
    guard let colon = line.firstIndex(of: 0x3A, in: line.contentStart..<line.contentEnd) else {
      // The content as a slice only here: a slice is a retain and a release of the file's memory.
      let content = line.content
      var notes = ["a habit line is 'NAME: SCHEDULE', as in 'Gym: Mon, Wed, Fri'"]
      if content.last == 0x5D { notes.append("a group heading is '[NAME]', starting with '['") }
      if Bytes.isoDate(content.prefix(10)) != nil {
        notes.append("this looks like a log line; log lines go in the log file")
      }
      syntax.diagnostics.append(
        Diagnostic(
          .missingColon, file: file,
          range: line.range(content.startIndex..<content.endIndex),
          notes: notes.map { Diagnostic.Note($0) }))
      return nil
    }
    return parseHabit(line, colon: colon, file: file, scratch: &scratch, into: &syntax)
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

  /// `habit = name ":" schedule { ";" option }`, with what the lines before left in `scratch`.
  /// Returns whether the line has a `from` option (a change of a habit declared before).
  private static func parseHabit(
    _ line: SourceLine, colon: Int, file: String, scratch: inout LineScratch, into syntax: inout HabitsFileSyntax
  ) -> Bool {
    // No schedule has a colon: a second one before the options means one in the name
    // ("Ratio 3:1: every day"), which the first colon would cut short. One search finds the
    // schedule's end, or a colon before it.
    let stop = line.firstIndex(of: 0x3B, or: 0x3A, in: (colon + 1)..<line.contentEnd)
    let scheduleEnd = stop ?? line.contentEnd
    if let index = stop, line.bytes[index] == 0x3A {
      // `Gym: Mon at 07:30`: a time of day in the schedule, not a colon in the name (only
      // when the first colon ends a name, as `Gym:` does; `Ratio 3:1: ...` has one inside).
      if colon + 1 < line.contentEnd, Bytes.isBlank(line.bytes[colon + 1]),
        Bytes.isDigit(line.bytes[index - 1]), index + 1 < line.contentEnd, Bytes.isDigit(line.bytes[index + 1]),
        let misplaced = misplacedTime(line, colon: index, file: file)
      {
        syntax.diagnostics.append(misplaced)
        return false
      }
      syntax.diagnostics.append(
        Diagnostic(
          .nameContains(":"), file: file, range: line.range(colon..<(colon + 1)),
          notes: [Diagnostic.Note("the first ':' ends the name; rename the habit")]))
      return false
    }
    let name = parseName(line, end: colon, file: file, diagnostics: &syntax.diagnostics)
    // Clauses: the schedule up to the first ';', then one option per ';', found as the
    // parse goes (no array of their ranges: the first `[Range<Int>]` of a run builds its
    // metadata, about 100K instructions).
    /// The end of the clause that starts at `start`: the next ';', or the end of the content.
    func clauseEnd(from start: Int) -> Int {
      line.firstIndex(of: 0x3B, in: start..<line.contentEnd) ?? line.contentEnd
    }
    let scheduleClause = (colon + 1)..<scheduleEnd
    let lineRange = line.range(line.contentStart..<line.contentEnd)
    let schedule: Schedule?
    let scheduleRange: SourceRange
    if let common = commonSchedule(line, scheduleClause) {
      (schedule, scheduleRange) = (common.days.map { .weekly($0) } ?? .everyDay, common.range)
    } else {
      (schedule, scheduleRange) = parseSchedule(
        line, scheduleClause, file: file, tokens: &scratch.tokens, diagnostics: &syntax.diagnostics)
    }
    var options: [OptionSyntax] = []
    var from: FromClause?
    // A unit alone is an option only after a schedule that records values (`tracked; kg`).
    let takesUnit = schedule == .tracked
    var separator = scheduleClause.upperBound
    while separator < line.contentEnd {
      let clause = (separator + 1)..<clauseEnd(from: separator + 1)
      separator = clause.upperBound
      if let option = dateOption(line, clause) ?? switchOption(line, clause) {
        if case .from(let day) = option.option, from == nil {
          from = FromClause(day: day, range: option.range)
          continue
        }
        if options.isEmpty { options.reserveCapacity(4) }
        options.append(option)
        continue
      }
      Tokenizer.clause(line, clause, into: &scratch.tokens)
      guard let first = scratch.tokens.first, let last = scratch.tokens.last else { continue }
      let range = SourceRange(start: first.range.start, end: last.range.end)
      let parsed = OptionParser.parse(
        scratch.tokens, line: line, file: file, endRange: endOf(range), takesUnit: takesUnit)
      if !parsed.diagnostics.isEmpty { syntax.diagnostics += parsed.diagnostics }
      guard let option = parsed.option else { continue }
      if case .from(let day) = option, from == nil {
        from = FromClause(day: day, range: range)
        continue
      }
      // Room for a line's usual options at once, rather than growing from one.
      if options.isEmpty { options.reserveCapacity(4) }
      options.append(OptionSyntax(option: option, range: range))
    }
    let changes = from != nil
    guard let name else { return changes }
    // A habit's change lines follow each other: a name the line before had too shares its string.
    let text =
      scratch.sameName(name, on: line) && !syntax.declarations.isEmpty
      ? syntax.declarations[syntax.declarations.count - 1].name : line.text(name)
    scratch.lastName = name
    syntax.declarations.append(
      HabitDeclaration(
        name: text, nameRange: line.range(name), schedule: schedule, scheduleRange: scheduleRange,
        from: from, options: options, lineRange: lineRange,
        scheduleText: trimmedText(line, scheduleClause)))
    return changes
  }

  /// The schedule of `clause` and its range through the general path: its tokens (in `tokens`,
  /// the file's token buffer) read by `ScheduleParser`; nil, after a diagnostic, when it has an
  /// error or no words.
  private static func parseSchedule(
    _ line: SourceLine, _ clause: Range<Int>, file: String, tokens: inout [Token], diagnostics: inout [Diagnostic]
  ) -> (Schedule?, SourceRange) {
    Tokenizer.clause(line, clause, into: &tokens)
    guard !tokens.isEmpty else {
      let range = line.range(clause.upperBound..<clause.upperBound)
      diagnostics.append(
        Diagnostic(
          .missingSchedule, file: file, range: range,
          notes: [Diagnostic.Note("for example 'every day', 'Mon, Wed, Fri' or '3 days a week'")]))
      return (nil, range)
    }
    let range = SourceRange(start: tokens[0].range.start, end: tokens[tokens.count - 1].range.end)
    let parsed = ScheduleParser.parse(tokens, line: line, file: file, endRange: endOf(range))
    if !parsed.diagnostics.isEmpty { diagnostics += parsed.diagnostics }
    return (parsed.schedule, range)
  }

  /// The error for a time of day written in the schedule (`Gym: Mon at 07:30`) whose colon is
  /// at `colon`, with the fix that makes it the option (`Gym: Mon; at 07:30`); nil when the
  /// word with the colon is no time.
  private static func misplacedTime(_ line: SourceLine, colon: Int, file: String) -> Diagnostic? {
    var start = colon
    while start > line.contentStart && !Bytes.isBlank(line.bytes[start - 1]) && line.bytes[start - 1] != 0x3A { start -= 1 }
    var end = colon
    while end < line.contentEnd && !Bytes.isBlank(line.bytes[end]) && line.bytes[end] != 0x3B { end += 1 }
    let word = String(decoding: line.bytes[start..<end], as: UTF8.self)
    guard start < colon, let time = TimeOfDay.parse(line.bytes[start..<end]) ?? TimeOfDay.suggestion(for: word) else {
      return nil
    }
    // The fix starts after the schedule's last word: the `at` before the time, if any, goes too.
    var before = start
    while before > line.contentStart && Bytes.isBlank(line.bytes[before - 1]) { before -= 1 }
    var atStart = before
    while atStart > line.contentStart && !Bytes.isBlank(line.bytes[atStart - 1]) { atStart -= 1 }
    if before - atStart == 2, line.bytes[atStart] | 0x20 == 0x61, line.bytes[atStart + 1] | 0x20 == 0x74 {
      before = atStart
      while before > line.contentStart && Bytes.isBlank(line.bytes[before - 1]) { before -= 1 }
    }
    let fix = DiagnosticFix(title: "Make it the option '; at \(time)'", range: line.range(before..<end), replacement: "; at \(time)")
    return Diagnostic(
      .timeInSchedule(time.description), file: file, range: line.range(start..<end),
      notes: [Diagnostic.Note("a schedule says which days; the time of day goes after a ';'")], fix: fix)
  }

  /// `name = name-char { name-char }`: anything up to the colon except `,` and `;`, trimmed,
  /// not ending in a count like "x2". Returns nil (after a diagnostic) for an unusable name.
  private static func parseName(
    _ line: SourceLine, end: Int, file: String, diagnostics: inout [Diagnostic]
  ) -> Range<Int>? {
    var nameEnd = end
    while nameEnd > line.contentStart {
      if Bytes.isBlank(line.bytes[nameEnd - 1]) {
        nameEnd -= 1
      } else if nameEnd - 2 >= line.contentStart && line.bytes[nameEnd - 2] == 0xC2 && line.bytes[nameEnd - 1] == 0xA0 {
        nameEnd -= 2
      } else {
        break
      }
    }
    guard nameEnd > line.contentStart else {
      diagnostics.append(
        Diagnostic(
          .missingName, file: file,
          range: line.range(line.contentStart..<(line.contentStart + 1))))
      return nil
    }
    let bytes = line.bytes[line.contentStart..<nameEnd]
    if let bad = bytes.withUnsafeBufferPointer({ $0.firstIndex { $0 == 0x2C || $0 == 0x3B } }).map({ $0 + bytes.startIndex }) {
      let character = line.bytes[bad] == 0x2C ? "," : ";"
      diagnostics.append(
        Diagnostic(
          .nameContains(character), file: file,
          range: line.range(bad..<(bad + 1)),
          notes: [Diagnostic.Note("the log separates habits with ',' and options with ';'")]))
      return nil
    }
    if let countStart = trailingCountStart(bytes) {
      diagnostics.append(
        Diagnostic(
          .nameEndsWithCount(String(decoding: bytes[countStart...], as: UTF8.self)),
          file: file,
 range: line.range(countStart..<nameEnd),
          notes: [Diagnostic.Note("in the log, 'NAME xN' means N completions; rename the habit")]))
      return nil
    }
    return line.contentStart..<nameEnd
  }

  /// The index of a trailing " xN" in a name (a count in the log's syntax), if any.
  private static func trailingCountStart(_ bytes: FileBytes) -> Int? {
    var index = bytes.endIndex
    while index > bytes.startIndex && Bytes.isDigit(bytes[index - 1]) { index -= 1 }
    guard index < bytes.endIndex, index - 2 >= bytes.startIndex,
      bytes[index - 1] == 0x78 || bytes[index - 1] == 0x58, Bytes.isBlank(bytes[index - 2])
    else { return nil }
    return index - 1
  }

  /// The text of `range` of the line without blanks around it.
  private static func trimmedText(_ line: SourceLine, _ range: Range<Int>) -> String {
    let base = line.bytes.startIndex
    return line.bytes.withUnsafeBufferPointer { bytes in
      var (lower, upper) = (range.lowerBound - base, range.upperBound - base)
      while lower < upper && Bytes.isBlank(bytes[lower]) { lower += 1 }
      while upper > lower && Bytes.isBlank(bytes[upper - 1]) { upper -= 1 }
      return SourceLine.string(UnsafeBufferPointer(rebasing: bytes[lower..<upper]))
    }
  }

  private static func endOf(_ range: SourceRange) -> SourceRange {
    SourceRange(start: range.end, end: range.end)
  }
}
