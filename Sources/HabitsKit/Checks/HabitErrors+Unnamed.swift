extension HabitWithErrors {
  /// The habit lines whose name has an error (`Run x2: daily`, `: every day`, `[Gym: Mon`):
  /// the parser declares no habit for them, yet the user wrote one, and the board lists it as
  /// having errors under its name as written (the text before the colon; the line itself
  /// when that is empty), rather than leaving it out. Lines under `[Rewards]` are rewards.
  static func unnamed(
    in syntax: HabitsFileSyntax, file: SourceFile, errors: [Diagnostic], declared: Set<Int>
  ) -> [HabitWithErrors] {
    var found: [HabitWithErrors] = []
    var indexByKey: [String: Int] = [:]
    let lines = file.lines
    for error in errors where error.code == .invalidName || error.code == .emptyName {
      let number = error.range.start.line
      guard !declared.contains(number), found.last?.line != number, found.last?.errorLines.last != number else { continue }
      let text = lines.text(number)
      let content = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
      guard let colon = content.firstIndex(of: ":") else { continue }
      let written = content[..<colon].trimmingBlanks
      let name = written.isEmpty ? content.trimmingBlanks : written
      guard case .group(let group) = place(ofLine: number, text: text, syntax: syntax, lines: lines) else { continue }
      let codes = errors.filter { $0.range.start.line == number }.map(\.code).reduce(into: [DiagnosticCode]()) {
        if !$0.contains($1) { $0.append($1) }
      }
      let key = Habit.key(for: name)
      if let index = indexByKey[key] {
        found[index].errorLines.append(number)
        for code in codes where !found[index].codes.contains(code) { found[index].codes.append(code) }
      } else {
        indexByKey[key] = found.count
        found.append(HabitWithErrors(name: name, line: number, errorLines: [number], codes: codes, group: group))
      }
    }
    return found
  }

  /// Where a line is: under a group (nil before any heading, or under a line starting with
  /// `[` that is no heading, which ends the group before it), or among the rewards.
  private enum Place {
    case group(String?)
    case rewards
  }

  /// Where line `number` (whose text is `text`) is, as the parser follows headings: under the
  /// heading last before it.
  private static func place(ofLine number: Int, text: String, syntax: HabitsFileSyntax, lines: LineIndex) -> Place {
    if text.trimmingBlanks.hasPrefix("[") { return .group(nil) }
    var line = number - 1
    while line >= 1 {
      if lines.text(line).trimmingBlanks.hasPrefix("[") {
        if syntax.rewardHeadings.contains(where: { $0.start.line == line }) { return .rewards }
        return .group(syntax.headings.first { $0.range.start.line == line }?.group)
      }
      line -= 1
    }
    return .group(nil)
  }
}

extension StringProtocol {
  /// The text without blanks (spaces, tabs) at either end.
  fileprivate var trimmingBlanks: String {
    let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\u{A0}" || $0 == "\r" }
    guard let first = firstIndex(where: { !blank($0) }), let last = lastIndex(where: { !blank($0) }) else { return "" }
    return String(self[first...last])
  }
}
