/// The recovered habits file: for each line of the current file, the versions that judged its
/// days when they were lived, written as the line itself (the version in force on its first
/// day) and one change line per later version, dated by the day it took effect.
///
/// A line's days run from its start (the habit's `since` for a first line, its `from` for a
/// change line) to the day before the next line's `from` (or the habit's `until`). An edit
/// made inside them becomes `NAME: SCHEDULE; OPTIONS; from DAY` right after the line; an
/// edit made on or before its first day is the line's own content; one made after its last
/// day (in the file as it was then) changed only days already lived: a correction of the
/// version it replaced, kept as it is (so the file `habits changes` printed, once committed,
/// has nothing more to recover).
/// Every other line, comment, blank and line ending is kept byte for byte.
struct RecoveredFile {
  let file: SourceFile
  /// New content for lines by number, and where on the line the content it replaces is
  /// (1-based byte columns: the blanks before it and the comment after it stay).
  private(set) var replacements: [Int: (content: String, columns: Range<Int>)] = [:]
  /// Lines to add after lines by number, in order.
  private(set) var insertions: [Int: [String]] = [:]

  init(file: SourceFile) {
    self.file = file
  }

  /// What one line of the current file becomes: the version that judges its first days, then
  /// each later version from the day it took effect, with the edit that made each (none for
  /// the version the line was added with).
  private struct LinePlan {
    var line: LineSnapshot
    var spans: [(from: Day?, version: LineSnapshot, edit: Int?)]
  }

  /// Plans the lines of `habit` (`lives` holds each line's life, in the same order) and sets
  /// the outcome of each edit of those lives. Returns the lines given back their first
  /// version (their numbers and new content).
  mutating func plan(_ habit: HabitSnapshot, lives: [LineLife?], edits: inout [LineEdit]) -> [(line: Int, text: String)] {
    let lines = habit.lines
    let first = lines[0]
    var plans: [LinePlan] = []
    for (index, line) in lines.enumerated() {
      guard let life = lives[index], !life.versions.isEmpty else { continue }
      let start = line.rule.since
      let end = index + 1 < lines.count ? lines[index + 1].rule.since : first.rule.until.map { $0 + 1 }
      plans.append(Self.plan(line, life: life, start: start, end: end, lines: lines, edits: &edits))
    }
    var blocked: String?
    if let other = lives.compactMap({ $0 }).flatMap(\.versions).first(where: { !$0.line.sameUnit(as: first) }) {
      blocked =
        "the habit's unit changed ('\(other.line.rule.unit ?? "none")', now '\(first.rule.unit ?? "none")'), "
        + "and a habit keeps one unit on all its lines"
    } else if let occurrences = first.rule.occurrences, plans.contains(where: { $0.spans.count > 1 }) {
      blocked =
        "the habit ends after \(occurrences) occurrences, and a habit with change lines cannot "
        + "(write its end as 'until DATE' first)"
    }
    if let blocked {
      for version in lives.compactMap({ $0 }).flatMap(\.versions) {
        if let edit = version.edit { edits[edit].outcome = .notRewritten(blocked) }
      }
      return []
    }
    var restored: [(line: Int, text: String)] = []
    for plan in plans {
      let line = plan.line
      let written = plan.spans.dropFirst().map { $0.version.written(name: line.name, then: ["from \($0.from!)"]) }
      for (span, text) in zip(plan.spans.dropFirst(), written) { edits[span.edit!].outcome = .fromLine(text) }
      let opening = plan.spans[0].version
      if !opening.sameRule(as: line) {
        let content = opening.written(name: line.name, then: line.datedClauses)
        replacements[line.lineNumber] = (content, line.contentColumns)
        restored.append((line.lineNumber, content))
      }
      if !written.isEmpty { insertions[line.lineNumber] = written }
    }
    return restored
  }

  /// The plan of one line with days from `start` to the day before `end` (nil: unbounded),
  /// setting the outcome of each of its edits but those that become change lines (which
  /// `plan` words).
  ///
  /// Each edit, in order: one followed by another the same day gives way to it; one on or
  /// before the line's first day is what the line starts with; one made when the line's days
  /// had already ended (in the file as it was then) changed only days already lived, and
  /// replaces the version it replaced (a correction); one inside the line's days starts a span
  /// there (unless it puts back the schedule in force); one on or after `end`, the line's
  /// end now, is left to the line that judges that day now (added later, or by a run of
  /// `habits changes`).
  private static func plan(
    _ line: LineSnapshot, life: LineLife, start: Day?, end: Day?, lines: [LineSnapshot], edits: inout [LineEdit]
  ) -> LinePlan {
    let versions = life.versions
    var spans: [(from: Day?, version: LineSnapshot, edit: Int?)] = [(nil, versions[0].line, nil)]
    for index in versions.indices.dropFirst() {
      let version = versions[index]
      let edit = version.edit!
      if index + 1 < versions.count && versions[index + 1].effective == version.effective {
        edits[edit].outcome = .sameDay
      } else if let start, version.effective <= start {
        for span in spans { if let earlier = span.edit { edits[earlier].outcome = .atLineStart } }
        spans = [(nil, version.line, nil)]
        edits[edit].outcome = .atLineStart
      } else if let endThen = version.endThen, version.effective >= endThen {
        spans[spans.count - 1].version = version.line
        edits[edit].outcome = .correction(endThen)
      } else if let end, version.effective >= end {
        // The line in force on that day now: the last to start on or before it.
        let now = lines.last { $0.key != .first && $0.rule.since.map { $0 <= version.effective } == true }
        if let now, now.rule.since == version.effective && now.sameRule(as: version.line) {
          edits[edit].outcome = .alreadyKept(line: now.lineNumber)
        } else {
          edits[edit].outcome = .overtaken(line: now?.lineNumber ?? line.lineNumber)
        }
      } else if version.line.sameRule(as: spans[spans.count - 1].version) {
        edits[edit].outcome = .noChange
      } else {
        spans.append((version.effective, version.line, edit))
      }
    }
    // A correction may leave two spans in a row alike: the later one adds nothing.
    var merged = [spans[0]]
    for span in spans.dropFirst() {
      if span.version.sameRule(as: merged[merged.count - 1].version) {
        if let edit = span.edit { edits[edit].outcome = .undone }
      } else {
        merged.append(span)
      }
    }
    return LinePlan(line: line, spans: merged)
  }

  /// The new file's bytes: every line as it is, but for the lines planned.
  func assemble() -> [UInt8] {
    let bytes = file.bytes
    let lines = file.lines
    guard lines.count > 0, !replacements.isEmpty || !insertions.isEmpty else { return Array(bytes) }
    let ending = Array(file.lineEnding.rawValue.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + insertions.count * 64)
    result += bytes[bytes.startIndex..<lines.bounds(1).start]
    for number in 1...lines.count {
      let (start, end) = lines.bounds(number)
      let next = number < lines.count ? lines.bounds(number + 1).start : bytes.endIndex
      let terminator = bytes[end..<next]
      if let (content, columns) = replacements[number] {
        result += bytes[start..<(start + columns.lowerBound - 1)]
        result += content.utf8
        result += bytes[(start + columns.upperBound - 1)..<end]
      } else {
        result += bytes[start..<end]
      }
      let added = insertions[number] ?? []
      let between = terminator.isEmpty ? ending : Array(terminator)
      for text in added {
        result += between
        result += text.utf8
      }
      result += terminator
    }
    return result
  }
}
