import HabitsKit

extension Invariants {
  /// `habits fmt` on `file` as `kind`, loaded beside `other` (the pair's other file, if any):
  /// formatting twice changes nothing more, only blanks change within a line, no line comes
  /// or goes but blank ones at the end, and the pair means the same: the diagnostics' codes by
  /// line, the habits and each habit's entries.
  mutating func checkFormatting(_ file: SourceFile, as kind: FormatFileKind, beside other: SourceFile?) {
    let once = FileFormatter.format(file, as: kind)
    let twice = FileFormatter.format(SourceFile(path: file.path, bytes: once.bytes), as: kind)
    if twice.bytes != once.bytes { fail("formatting \(file.path) twice changed it again") }
    let (before, after) = (Self.lineWords(file.bytes), Self.lineWords(FileBytes(once.bytes)))
    if after.count > before.count || after != Array(before.prefix(after.count)) {
      fail("formatting \(file.path) changed more than blanks")
    }
    if before.dropFirst(after.count).contains(where: { !$0.isEmpty }) { fail("formatting \(file.path) dropped a line") }
    let formatted = SourceFile(path: file.path, bytes: once.bytes)
    if Self.meaning(file, as: kind, beside: other) != Self.meaning(formatted, as: kind, beside: other) {
      fail("formatting \(file.path) changed what the files mean")
    }
  }

  /// Each line's bytes but its blanks (and its terminator), lines split as the parsers split
  /// them; also read by `FormatPropertyTests`.
  static func lineWords(_ bytes: FileBytes) -> [[UInt8]] {
    let file = SourceFile(path: "", bytes: bytes)
    var cursor = LineCursor(file)
    var lines: [[UInt8]] = []
    while let (start, end) = cursor.next() {
      var words: [UInt8] = []
      var index = start
      while index < end {
        let w = Bytes.whitespaceLength(bytes, at: index)
        if w > 0 {
          index += w
        } else {
          words.append(bytes[index])
          index += 1
        }
      }
      lines.append(words)
    }
    return lines
  }

  /// What a pair of files means, places reduced to lines: the diagnostics' codes, the
  /// habits' names, schedules and option values, and each habit's log.
  private static func meaning(_ file: SourceFile, as kind: FormatFileKind, beside other: SourceFile?) -> [String] {
    let habits = kind == .habits ? file : other ?? SourceFile(path: "habits.txt", bytes: [])
    let log = kind == .log ? file : other
    let result = Loader.load(habitsFile: habits, logFile: log, today: FuzzInput.defaultToday)
    var lines = result.diagnostics.map { "\($0.file):\($0.range.start.line) \($0.code.rawValue) \($0.severity)" }
    for habit in result.journal.loaded {
      let h = habit.habit
      lines.append(
        "\(h.name) \(h.schedule) \(h.goal) \(String(describing: h.unit)) \(String(describing: h.since)) "
          + "\(String(describing: h.until)) \(h.tags) \(String(describing: h.group)) \(h.changes.count) "
          + "\(habit.log.completions) \(habit.log.vacations)")
    }
    if let log { lines += EntryNotes.notes(log).map { "\($0.line) \($0.text)" } }
    return lines
  }
}
