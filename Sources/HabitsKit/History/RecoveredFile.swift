/// The recovered habits file: for each line of the current file, the versions that judged its
/// days when they were lived, written as the line itself (the version in force on its first
/// day) and one change line per later version, dated by the day it took effect.
///
/// A line's days run from its start (the habit's `since` for a first line, its `from` for a
/// change line) to the day before the next line's `from` (or the habit's `until`). An edit
/// made inside them becomes `NAME: SCHEDULE; OPTIONS; from DAY` right after the line; an
/// edit made on or before its first day is the line's own content; one made after its last
/// day changed only days already lived, and is left out. Every other line, comment, blank and
/// line ending is kept byte for byte.
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

  /// What one line of the current file becomes: the version in force on its first day, and
  /// the later versions to add as change lines.
  private struct LinePlan {
    var line: LineSnapshot
    var inForce: LineLife.Version
    var later: [LineLife.Version]
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
    } else if let occurrences = first.rule.occurrences, plans.contains(where: { !$0.later.isEmpty }) {
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
      if !plan.inForce.line.sameRule(as: line) {
        let content = plan.inForce.line.written(name: line.name, then: line.datedClauses)
        replacements[line.lineNumber] = (content, line.contentColumns)
        restored.append((line.lineNumber, content))
      }
      if !plan.later.isEmpty {
        insertions[line.lineNumber] = plan.later.map { $0.line.written(name: line.name, then: ["from \($0.effective)"]) }
      }
    }
    return restored
  }

  /// The plan of one line with days from `start` to the day before `end` (nil: unbounded),
  /// setting the outcome of each of its edits.
  private static func plan(
    _ line: LineSnapshot, life: LineLife, start: Day?, end: Day?, lines: [LineSnapshot], edits: inout [LineEdit]
  ) -> LinePlan {
    let versions = life.versions
    var inForce = versions[0]
    var later: [LineLife.Version] = []
    for index in versions.indices.dropFirst() {
      let version = versions[index]
      let edit = version.edit!
      if index + 1 < versions.count && versions[index + 1].effective == version.effective {
        edits[edit].outcome = .sameDay
      } else if let start, version.effective <= start {
        inForce = version
        edits[edit].outcome = .atLineStart
      } else if let end, version.effective >= end {
        let keeper = lines.first { $0.key == .change(version.effective) && $0.sameRule(as: version.line) }
        edits[edit].outcome = keeper.map { .alreadyKept(line: $0.lineNumber) } ?? .afterLineEnded(end)
      } else if version.line.sameRule(as: (later.last ?? inForce).line) {
        edits[edit].outcome = .noChange
      } else {
        later.append(version)
        edits[edit].outcome = .fromLine(version.line.written(name: line.name, then: ["from \(version.effective)"]))
      }
    }
    return LinePlan(line: line, inForce: inForce, later: later)
  }

  /// The new file's bytes: every line as it is, but for the lines planned.
  func assemble() -> [UInt8] {
    let bytes = file.bytes
    let lines = LineIndex(file)
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
