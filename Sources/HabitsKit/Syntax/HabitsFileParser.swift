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
    // The walk holds only what a line of a habit takes; the paths of other lines are calls,
    // never inlined, which keeps the walk's code for a change line together.
    while true {
      // Nearly every line ends at an LF and is plain: its end is found and its bytes checked
      // in one pass. Any other goes through the cursor and, unless plain, the full scan, which
      // reports its bytes' problems and reads its comment.
      let line: HabitsFileLine
      let (start, stretchEnd) = lines.stretchWithoutCR()
      if let plain = HabitsFileLine.plain(memory, from: start, before: stretchEnd, number: lines.number &+ 1) {
        lines.advance(to: start &+ plain.count &+ 1)
        if plain.count > SizeLimits.lineBytes { reportLongLine(plain.count, number: plain.number, file: file, into: &syntax) }
        line = plain
      } else {
        guard let other = otherLine(file, memory: memory, lines: &lines, into: &syntax) else { break }
        guard let other else { continue }
        line = other
      }
      guard !line.isBlank else { continue }
      // A heading (`[Health]`) starts with '['; no habit name may; under `[Rewards]` each line
      // is a reward, up to the next heading.
      if line[line.contentStart] == 0x5B || group.rewards {
        parseGroupLine(line, file: file, state: &group, into: &syntax)
        continue
      }
      let (declarations, diagnostics) = (syntax.declarations.count, syntax.diagnostics.count)
      guard let changes = parseLine(line, file: file, scratch: &scratch, into: &syntax) else { continue }
      if group.line > 0 && syntax.declarations.count > declarations {
        place(declarations, under: group, in: &syntax)
      }
      habitLines &+= 1
      if !changes { habits &+= 1 }
      if habits > SizeLimits.habits || habitLines > SizeLimits.habitLines {
        refuse(line, tooMany: habits > SizeLimits.habits, after: (declarations, diagnostics), file: file, into: &syntax)
        break
      }
    }
    finish(&syntax, file: file)
    return syntax
  }

  /// The next line through the cursor when it is not a plain line ending at an LF (ended by a
  /// CR or the file's end, or with bytes the scan reads): nil after the last line, `.some(nil)`
  /// for a line with nothing to read (the scan reported it), the line otherwise.
  @inline(never)
  private static func otherLine(
    _ file: borrowing SourceFile, memory: UnsafeBufferPointer<UInt8>, lines: inout LineCursor,
    into syntax: inout HabitsFileSyntax
  ) -> HabitsFileLine?? {
    guard let bounds = lines.next() else { return nil }
    let number = lines.number
    if bounds.end - bounds.start > SizeLimits.lineBytes {
      reportLongLine(bounds.end - bounds.start, number: number, file: file, into: &syntax)
    }
    if let plain = HabitsFileLine.plain(memory, number: number, bounds: bounds) { return plain }
    guard let scanned = SourceLine.scan(file, line: number, bounds: bounds, diagnostics: &syntax.diagnostics) else {
      return .some(nil)
    }
    if scanned.hasComment, let directive = AllowDirective.inComment(of: scanned, file: file.path, diagnostics: &syntax.diagnostics) {
      syntax.allows.append(directive)
    }
    return HabitsFileLine(scanned, at: memory.baseAddress! + bounds.start)
  }

  /// Reports line `number`, of `count` bytes, as longer than a line may be.
  @inline(never)
  private static func reportLongLine(_ count: Int, number: Int, file: borrowing SourceFile, into syntax: inout HabitsFileSyntax) {
    syntax.diagnostics.append(
      Diagnostic(.lineTooLong(count), file: file.path, range: SourceRange(line: number, columns: 1..<1)))
  }

  /// A heading line, or a line under `[Rewards]` (a reward), read into `syntax`.
  @inline(never)
  private static func parseGroupLine(
    _ line: HabitsFileLine, file: borrowing SourceFile, state group: inout GroupState, into syntax: inout HabitsFileSyntax
  ) {
    if line[line.contentStart] == 0x5B {
      parseHeading(line.source(in: file), file: file.path, state: &group, into: &syntax)
    } else {
      parseReward(line.source(in: file), file: file.path, into: &syntax)
    }
  }

  /// Puts the declaration at `index`, read under a heading, in that heading's group.
  @inline(never)
  private static func place(_ index: Int, under group: GroupState, in syntax: inout HabitsFileSyntax) {
    syntax.declarations[index].group = group.group
    syntax.declarations[index].headingLine = group.line
  }

  /// Takes back what `line` added (its declarations and diagnostics from `counts` on) and
  /// reports it as past the size limits, for too many habits or too many habit lines.
  @inline(never)
  private static func refuse(
    _ line: HabitsFileLine, tooMany habits: Bool, after counts: (declarations: Int, diagnostics: Int),
    file: borrowing SourceFile, into syntax: inout HabitsFileSyntax
  ) {
    syntax.declarations.removeSubrange(counts.declarations...)
    syntax.diagnostics.removeSubrange(counts.diagnostics...)
    syntax.diagnostics.append(
      Diagnostic(
        habits ? .tooManyHabits : .tooManyHabitLines, file: file.path,
        range: line.range(line.contentStart..<line.contentEnd)))
  }

  /// What follows the walk over the lines: the allows' targets, and the settings written as
  /// habits.
  @inline(never)
  private static func finish(_ syntax: inout HabitsFileSyntax, file: borrowing SourceFile) {
    if !syntax.allows.isEmpty { AllowDirective.resolveTargets(&syntax.allows, in: file) }
    SettingLookalikes.report(syntax.declarations, file: file.path, into: &syntax.diagnostics)
  }

  /// `line = setting | habit` (blank and comment lines never get here). Returns, for a habit
  /// line, whether it changes a habit (`from DATE`) rather than declaring one; nil otherwise.
  ///
  /// Each setting is tried only on a line that starts as it does (`allow`, `day`, `week`),
  /// from the bytes: a habit line (`Deep clean: ...`, `Walk: daily`) never makes the
  /// `SourceLine` the settings' readers take. Inlined into the walk: as a call, it retained
  /// and released the file's path and memory for every line. Transparent, as
  /// `HabitsFileLine.plain(_:from:before:number:)` is, since the walk is too large for
  /// `@inline(__always)` to be honoured.
  @_transparent
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
    return parseOtherLine(line, file: file, scratch: &scratch, into: &syntax)
  }

  /// `parseLine` for a line that does not start with the last declaration's name and a colon:
  /// a setting, or a habit line. Apart, and never inlined, so that `parseLine` stays small
  /// enough to be inlined into the walk.
  @inline(never)
  private static func parseOtherLine(
    _ line: HabitsFileLine, file: borrowing SourceFile, scratch: inout LineScratch, into syntax: inout HabitsFileSyntax
  ) -> Bool? {
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
