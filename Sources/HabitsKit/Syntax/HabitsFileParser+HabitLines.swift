/// A habit line, `NAME: SCHEDULE; OPTION; ...`, read in one pass through its pointer: the
/// clauses the readers from the bytes know (`HabitsFileParser+CommonSchedules`,
/// `+CommonOptions`) are read there, and only the others take the general path of tokens and
/// parsers, through the line's `SourceLine`, made once for the line when one needs it.
extension HabitsFileParser {
  /// `habit = name ":" schedule { ";" option }`, with what the lines before left in `scratch`.
  /// Returns whether the line has a `from` option (a change of a habit declared before).
  /// `nameHasSeparators` is false when no ',' or ';' comes before the colon; `repeatsName` is
  /// true when the line starts with the last declaration's name right before its colon
  /// (`LineScratch.colonAfterLastName`).
  static func parseHabit(
    _ line: HabitsFileLine, colon: Int, nameHasSeparators: Bool, repeatsName: Bool, file: borrowing SourceFile,
    scratch: inout LineScratch, into syntax: inout HabitsFileSyntax
  ) -> Bool {
    // No schedule has a colon: a second one before the options means one in the name
    // ("Ratio 3:1: every day"), which the first colon would cut short. One search finds the
    // schedule's end, or a colon before it.
    let stop = line.firstIndex(of: 0x3B, or: 0x3A, in: (colon + 1)..<line.contentEnd)
    let scheduleEnd = stop ?? line.contentEnd
    if let index = stop, line[index] == 0x3A {
      syntax.diagnostics.append(secondColon(line.source(in: file), colon: colon + line.offset, second: index + line.offset, file: file.path))
      return false
    }
    // A name that ends in a letter or a digit right before its colon, without ',' or ';'
    // (nearly every name), is the content up to the colon: no blank to trim, and a count
    // (`x2`) to refuse only before a digit.
    let name: Range<Int>?
    if repeatsName {
      // The bytes of a name read before, so a name as it was.
      name = line.contentStart..<colon
    } else if !nameHasSeparators && colon > line.contentStart
      && ((line[colon &- 1] | 0x20) &- 0x61 < 26
        || line[colon &- 1] &- 0x30 < 10 && trailingCountStart(line, line.contentStart..<colon) == nil)
    {
      name = line.contentStart..<colon
    } else {
      name = parseName(line, end: colon, hasSeparators: nameHasSeparators, file: file.path, diagnostics: &syntax.diagnostics)
    }
    // The line's `SourceLine`, for the general path: made at most once, and only for a
    // clause the readers from the bytes do not read.
    var source: SourceLine?
    let scheduleClause = (colon + 1)..<scheduleEnd
    let schedule: Schedule?
    let scheduleRange: SourceRange
    // The schedule's words, without the blanks around them: its text as written.
    let scheduleText: Range<Int>
    if let common = commonSchedule(line, scheduleClause) {
      (schedule, scheduleRange, scheduleText) = (common.schedule.schedule, line.range(common.clause), common.clause)
    } else {
      (schedule, scheduleRange) = parseSchedule(
        line.source(in: file, made: &source), shifted(scheduleClause, by: line.offset), file: file.path, tokens: &scratch.tokens,
        diagnostics: &syntax.diagnostics)
      scheduleText = line.trimmed(scheduleClause)
    }
    var options: [OptionSyntax] = []
    var from: FromClause?
    // A unit alone is an option only after a schedule that records values (`tracked; kg`).
    let takesUnit: Bool
    if case .tracked? = schedule { takesUnit = true } else { takesUnit = false }
    var separator = scheduleEnd
    while separator < line.contentEnd {
      let clauseEnd = line.firstIndex(of: 0x3B, or: 0x3B, in: (separator + 1)..<line.contentEnd) ?? line.contentEnd
      let clause = (separator + 1)..<clauseEnd
      separator = clauseEnd
      // A change line's `from DATE`, read at once (`commonOption` reads it the same).
      if from == nil {
        let words = line.trimmed(clause)
        if let day = fromDate(line, words) {
          from = FromClause(day: day, range: line.range(words))
          continue
        }
      }
      if let common = commonOption(line, clause) {
        if case .from(let day) = common.option, from == nil {
          from = FromClause(day: day, range: line.range(common.clause))
          continue
        }
        if options.isEmpty { options.reserveCapacity(4) }
        options.append(OptionSyntax(option: common.option.option, range: line.range(common.clause)))
        continue
      }
      guard
        let parsed = parseOption(
          line.source(in: file, made: &source), shifted(clause, by: line.offset), file: file.path, takesUnit: takesUnit,
          tokens: &scratch.tokens, diagnostics: &syntax.diagnostics)
      else { continue }
      if case .from(let day) = parsed.option, from == nil {
        from = FromClause(day: day, range: parsed.range)
        continue
      }
      // Room for a line's usual options at once, rather than growing from one.
      if options.isEmpty { options.reserveCapacity(4) }
      options.append(parsed)
    }
    let changes = from != nil
    guard let name else { return changes }
    // A habit's change lines follow each other: a name the line before had too shares its string.
    let text =
      (repeatsName || scratch.sameName(name, on: line)) && !syntax.declarations.isEmpty
      ? syntax.declarations[syntax.declarations.count - 1].name : nameText(line, name)
    scratch.lastName = shifted(name, by: line.offset)
    syntax.declarations.append(
      HabitDeclaration(
        name: text, nameRange: line.range(name), schedule: schedule, scheduleRange: scheduleRange,
        from: from, listedOptions: consume options, lineRange: line.range(line.contentStart..<line.contentEnd),
        scheduleText: line.text(scheduleText)))
    return changes
  }

  /// A line that repeats the last declaration's name right before its colon at `colon`
  /// (`LineScratch.colonAfterLastName`), read whole when it is a change of that habit whose
  /// clauses the readers from the bytes read: `NAME: SCHEDULE; from DATE`, with other options
  /// before or after the `from` (`commonSchedule`, `fromDate`, `commonOption`). Appends the
  /// declaration `parseHabit` makes of such a line, which has no finding (its options kept as
  /// plain values, `PlainOptions`, which list as `parseHabit`'s), and returns true
  /// (the line is a change); nil for any other line, with nothing appended, for `parseHabit`.
  ///
  /// Nearly every line of a habit's changes is one: read apart from `parseHabit`, which keeps
  /// the general path's line and the unit rule ready for any clause, it costs about half.
  static func readChangeLine(
    _ line: HabitsFileLine, colon: Int, scratch: inout LineScratch, into syntax: inout HabitsFileSyntax
  ) -> Bool? {
    guard !syntax.declarations.isEmpty,
      let separator = line.firstIndex(of: 0x3B, or: 0x3A, in: (colon &+ 1)..<line.contentEnd), line[separator] == 0x3B
    else { return nil }
    // The options as `parseHabit` reads them, in order: the first `from` the line's field,
    // every other option kept as a plain value, in the declaration too (`PlainOptions`).
    var from: FromClause?
    var options = PlainOptions()
    var start = separator &+ 1
    while true {
      let end = line.firstIndex(of: 0x3B, or: 0x3B, in: start..<line.contentEnd) ?? line.contentEnd
      let words = line.trimmed(start..<end)
      if from == nil, let day = fromDate(line, words) {
        from = FromClause(day: day, range: line.range(words))
      } else if let common = commonOption(line, words) {
        if case .from(let day) = common.option, from == nil {
          from = FromClause(day: day, range: line.range(common.clause))
        } else {
          guard options.keep(common.option, common.clause) else { return nil }
        }
      } else {
        return nil
      }
      guard end < line.contentEnd else { break }
      start = end &+ 1
    }
    guard let from else { return nil }
    guard let (schedule, clause) = commonSchedule(line, (colon &+ 1)..<separator) else { return nil }
    let name = line.contentStart..<colon
    scratch.lastName = shifted(name, by: line.offset)
    syntax.declarations.append(
      HabitDeclaration(
        name: syntax.declarations[syntax.declarations.count - 1].name, nameRange: line.range(name),
        schedule: schedule.schedule, scheduleRange: line.range(clause),
        from: from, plainOptions: options, lineRange: line.range(line.contentStart..<line.contentEnd),
        scheduleText: line.text(clause)))
    return true
  }

  /// The name at `range` (indices of `line`) as the habit is called: a tab in it is a space.
  /// (Printed raw, a tab pushes what follows to the terminal's next tab stop, out of the
  /// board's columns; the name's key, which ignores runs of blanks, is the same.)
  private static func nameText(_ line: HabitsFileLine, _ range: Range<Int>) -> String {
    let text = line.text(range)
    guard line.firstIndex(of: 0x09, or: 0x09, in: range) != nil else { return text }
    return String(text.map { $0 == "\t" ? " " : $0 })
  }

  /// `range` of a line's indices as the file's (the line starts at `offset`).
  @inline(__always)
  private static func shifted(_ range: Range<Int>, by offset: Int) -> Range<Int> {
    (range.lowerBound + offset)..<(range.upperBound + offset)
  }

  /// The schedule of `clause` (absolute indices of `line`) and its range through the general
  /// path: its tokens (in `tokens`, the file's token buffer) read by `ScheduleParser`; nil,
  /// after a diagnostic, when it has an error or no words.
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
    if !parsed.diagnostics.isEmpty { diagnostics += explained(parsed.diagnostics, tokens, line: line, file: file) }
    return (parsed.schedule, range)
  }

  /// The option of `clause` (absolute indices of `line`) through the general path: its tokens
  /// read by `OptionParser`; nil for a clause without words, or after a diagnostic.
  private static func parseOption(
    _ line: SourceLine, _ clause: Range<Int>, file: String, takesUnit: Bool, tokens: inout [Token],
    diagnostics: inout [Diagnostic]
  ) -> OptionSyntax? {
    Tokenizer.clause(line, clause, into: &tokens)
    guard let first = tokens.first, let last = tokens.last else { return nil }
    let range = SourceRange(start: first.range.start, end: last.range.end)
    let parsed = OptionParser.parse(tokens, line: line, file: file, endRange: endOf(range), takesUnit: takesUnit)
    if !parsed.diagnostics.isEmpty { diagnostics += explained(parsed.diagnostics, tokens, line: line, file: file) }
    return parsed.option.map { OptionSyntax(option: $0, range: range) }
  }

  /// The findings of a clause's parser, or, when the clause has a number too large to read
  /// (more than 18 digits) and none of them says a number is out of range, that: to the
  /// parser such a number is no number at all ("expected a number, found '999…'").
  private static func explained(_ found: [Diagnostic], _ tokens: [Token], line: SourceLine, file: String) -> [Diagnostic] {
    let reader = TokenReader(line: line.bytes)
    guard !found.contains(where: { $0.code == .numberOutOfRange }),
      let token = tokens.first(where: { reader.isOverlongNumber($0) })
    else { return found }
    return [Diagnostic(.numberTooLarge(reader.text(token)), file: file, range: token.range)]
  }

  /// The error for a second colon before a habit line's first ';' (absolute indices of
  /// `line`): a time of day written in the schedule when it reads as one, a colon in the name
  /// otherwise.
  private static func secondColon(_ line: SourceLine, colon: Int, second index: Int, file: String) -> Diagnostic {
    // `day ends at: 04:00`: the setting, with a colon too many.
    if let setting = SettingLookalikes.dayEndWithColon(line, colon: colon, file: file) { return setting }
    // `Gym: Mon at 07:30`: a time of day in the schedule, not a colon in the name (only
    // when the first colon ends a name, as `Gym:` does; `Ratio 3:1: ...` has one inside).
    if colon + 1 < line.contentEnd, Bytes.isBlank(line.bytes[colon + 1]),
      Bytes.isDigit(line.bytes[index - 1]), index + 1 < line.contentEnd, Bytes.isDigit(line.bytes[index + 1]),
      let misplaced = misplacedTime(line, colon: index, file: file)
    {
      return misplaced
    }
    return Diagnostic(
      .nameContains(":"), file: file, range: line.range(colon..<(colon + 1)),
      notes: [Diagnostic.Note("the first ':' ends the name; rename the habit")])
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
  /// The ',' and ';' are sought only when `hasSeparators` (some comes before `end`).
  private static func parseName(
    _ line: HabitsFileLine, end: Int, hasSeparators: Bool, file: String, diagnostics: inout [Diagnostic]
  ) -> Range<Int>? {
    var nameEnd = end
    while nameEnd > line.contentStart {
      if Bytes.isBlank(line[nameEnd - 1]) {
        nameEnd -= 1
      } else if nameEnd - 2 >= line.contentStart && line[nameEnd - 2] == 0xC2 && line[nameEnd - 1] == 0xA0 {
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
    if hasSeparators, let bad = line.firstIndex(of: 0x2C, or: 0x3B, in: line.contentStart..<nameEnd) {
      let character = line[bad] == 0x2C ? "," : ";"
      diagnostics.append(
        Diagnostic(
          .nameContains(character), file: file,
          range: line.range(bad..<(bad + 1)),
          notes: [Diagnostic.Note("the log separates habits with ',' and options with ';'")]))
      return nil
    }
    if let countStart = trailingCountStart(line, line.contentStart..<nameEnd) {
      diagnostics.append(
        Diagnostic(
          .nameEndsWithCount(line.text(countStart..<nameEnd)),
          file: file,
          range: line.range(countStart..<nameEnd),
          notes: [Diagnostic.Note("in the log, 'NAME xN' means N completions; rename the habit")]))
      return nil
    }
    return line.contentStart..<nameEnd
  }

  /// The index of a trailing " xN" in the name at `name`, if any (a count in the log's syntax).
  @inline(__always)
  private static func trailingCountStart(_ line: HabitsFileLine, _ name: Range<Int>) -> Int? {
    var index = name.upperBound
    while index > name.lowerBound && Bytes.isDigit(line[index - 1]) { index -= 1 }
    guard index < name.upperBound, index - 2 >= name.lowerBound,
      line[index - 1] == 0x78 || line[index - 1] == 0x58, Bytes.isBlank(line[index - 2])
    else { return nil }
    return index - 1
  }
}
