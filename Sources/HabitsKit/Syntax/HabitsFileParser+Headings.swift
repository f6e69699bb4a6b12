/// The lines of the habits file that organise it rather than declare habits: `[Group]`
/// headings and the `day ends at HH:MM` setting.
///
/// A heading is a line of its own, `[` NAME `]`, and nothing else: a line that starts with `[`
/// but is not one is an error, never a habit and never a heading, so a typo in a habit line
/// (`[Gym: Mon`) cannot silently open a group, nor a heading with a typo silently declare a
/// habit. A heading's name has no `:`, so no habit line is ever read as one.
extension HabitsFileParser {
  /// The group the habits below a heading belong to, as `parse` follows the headings.
  struct GroupState {
    /// The current group (its first heading's spelling), nil before the first heading and
    /// under a heading with an error.
    var group: String?
    /// The line of the current heading, 0 before the first.
    var line = 0
    /// Whether the current heading is `[Rewards]`: the lines under it are rewards.
    var rewards = false
  }

  /// `heading = "[" group-name "]"`: the line, which starts with `[`, read as a heading (its
  /// group appended to `syntax.headings`) or reported; either way it ends the group before it.
  static func parseHeading(
    _ line: SourceLine, file: String, state: inout GroupState, into syntax: inout HabitsFileSyntax
  ) {
    state = GroupState(group: nil, line: line.number)
    let content = line.content
    let open = line.contentStart
    func report(_ message: DiagnosticMessage, _ range: Range<Int>, notes: [String] = [], fix: DiagnosticFix? = nil) {
      syntax.diagnostics.append(
        Diagnostic(message, file: file, range: line.range(range), notes: notes.map { Diagnostic.Note($0) }, fix: fix))
    }
    guard let close = content.firstIndex(of: 0x5D) else {
      if content.contains(0x3A) {
        // `[Gym: Mon`: a habit line, it seems, not a heading.
        report(
          .nameStartsWithBracket, open..<(open + 1),
          notes: ["'[' starts a group heading, '[Health]', on a line of its own; rename the habit"])
      } else {
        report(.unclosedHeading, line.contentEnd..<line.contentEnd, notes: ["a group heading is '[NAME]' on a line of its own"])
      }
      return
    }
    if close + 1 < line.contentEnd {
      let rest = trimmed(line, (close + 1)..<line.contentEnd)
      if content[(close + 1)...].contains(0x3A) {
        let name = String(decoding: line.bytes[rest], as: UTF8.self)
        let heading = String(decoding: line.bytes[open...close], as: UTF8.self)
        report(
          .nameStartsWithBracket, open..<(open + 1),
          notes: [
            "to put a habit in a group, write the heading \(heading) on a line of its own above it: '\(name)'"
          ])
      } else {
        report(.afterHeading(String(decoding: line.bytes[rest], as: UTF8.self)), rest, notes: ["a group heading is '[NAME]' on a line of its own"])
      }
      return
    }
    let inner = trimmed(line, (open + 1)..<close)
    guard !inner.isEmpty else {
      report(.missingGroupName, open..<(close + 1))
      return
    }
    for (byte, character) in [(UInt8(0x3A), ":"), (0x5B, "["), (0x3B, ";")] {
      if let bad = line.bytes[inner].firstIndex(of: byte) {
        report(.groupNameContains(character), bad..<(bad + 1))
        return
      }
    }
    let name = String(decoding: line.bytes[inner], as: UTF8.self)
    let key = Habit.key(for: name)
    // `[Rewards]` (any case and spacing): the rewards, not a group of habits.
    if key == "rewards" {
      state.rewards = true
      syntax.rewardHeadings.append(line.range(line.contentStart..<line.contentEnd))
      return
    }
    // Headings that match ignoring case and spacing are one group, spelt as first written.
    let group = syntax.headings.first { Habit.key(for: $0.group) == key }?.group ?? name
    syntax.headings.append(GroupHeading(name: name, group: group, range: line.range(line.contentStart..<line.contentEnd)))
    state.group = group
  }

  /// `range` of the line without the whitespace around it (no-break spaces among it).
  static func trimmed(_ line: SourceLine, _ range: Range<Int>) -> Range<Int> {
    var (lower, upper) = (range.lowerBound, range.upperBound)
    while lower < upper, case let w = Bytes.whitespaceLength(line.bytes, at: lower), w > 0 { lower += w }
    while upper > lower {
      if Bytes.isBlank(line.bytes[upper - 1]) {
        upper -= 1
      } else if upper - 2 >= lower && line.bytes[upper - 2] == 0xC2 && line.bytes[upper - 1] == 0xA0 {
        upper -= 2
      } else {
        break
      }
    }
    return lower..<upper
  }

  /// `setting = "day" ( "ends" | "end" ) "at" time`: the time the line sets the day's end to
  /// (nil after an error), and the line's range; nil when the line is no such setting. A
  /// colon other than the time's makes the line a habit ("Day ends at work: Mon").
  static func parseDayEnd(
    _ line: SourceLine, file: String, diagnostics: inout [Diagnostic]
  ) -> (time: TimeOfDay?, range: SourceRange)? {
    let tokens = Tokenizer.clause(line, line.contentStart..<line.contentEnd)
    guard tokens.count >= 3, tokens[0].isWord("day"), tokens[1].isWord("ends") || tokens[1].isWord("end"),
      tokens[2].isWord("at")
    else { return nil }
    let range = line.range(line.contentStart..<line.contentEnd)
    var cursor = TokenCursor(
      tokens: Array(tokens[3...]), line: line.bytes, file: file,
      endRange: SourceRange(line: line.number, columns: range.end.column..<range.end.column))
    // A colon in a word other than the time, or ending it, belongs to a habit's name.
    for (offset, token) in tokens.enumerated() where cursor.bytes(token).contains(0x3A) {
      if offset != 3 || cursor.bytes(token).last == 0x3A { return nil }
    }
    guard let time = TimeSyntax.time(after: "'day ends at'", cursor: &cursor) else {
      diagnostics += cursor.diagnostics
      return (nil, range)
    }
    if let extra = cursor.peek {
      let _: TimeOfDay? = cursor.fail(.unexpected(cursor.text(extra), after: "the time"))
      diagnostics += cursor.diagnostics
      return (nil, range)
    }
    guard time.minutes >= 1 && time.minutes <= 720 else {
      let notes =
        time.minutes == 0
        ? ["a day ends at midnight unless the file says otherwise: delete the line"]
        : ["the boundary moves the small hours to the day before: from 00:01 to 12:00"]
      diagnostics.append(
        Diagnostic(.dayEndOutOfRange(time), file: file, range: tokens[3].range, notes: notes.map { Diagnostic.Note($0) }))
      return (nil, range)
    }
    return (time, range)
  }

  /// The time the file's day ends at (its first `day ends at` line), without parsing the rest
  /// of the file: the clock's today depends on it before the files are loaded. Nil when the
  /// file sets none, or its first such line has an error.
  package static func dayEnd(in file: SourceFile) -> TimeOfDay? {
    var lines = LineCursor(file)
    var ignored: [Diagnostic] = []
    while let (start, end) = lines.next() {
      // Only a line starting with 'd' or 'D' (after blanks) can be the setting.
      var first = start
      while first < end && Bytes.isBlank(file.bytes[first]) { first += 1 }
      guard first < end, file.bytes[first] | 0x20 == 0x64 else { continue }
      guard let line = SourceLine.scan(file, line: lines.number, bounds: (start, end), diagnostics: &ignored),
        let setting = parseDayEnd(line, file: file.path, diagnostics: &ignored)
      else { continue }
      return setting.time
    }
    return nil
  }
}
