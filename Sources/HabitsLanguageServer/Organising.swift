import HabitsKit

/// What the language server knows of the lines that organise the habits file: group headings
/// fold, tags complete from the ones the file has, and a log entry's note shows on hover.
extension LanguageServer {
  /// `textDocument/foldingRange`: in the habits file, each group from its heading to its last
  /// line before the next heading (blank lines at its end left out).
  mutating func foldingRanges(_ params: JSON) -> JSON {
    guard let path = path(params["textDocument"]?["uri"]) else { return .array([]) }
    let project = project(for: path)
    guard path == project.habitsPath, let document = document(path, in: project) else { return .array([]) }
    let syntax = HabitsFileParser.parse(SourceFile(path: path, bytes: document.bytes))
    var ranges: [JSON] = []
    for (index, heading) in syntax.headings.enumerated() {
      let first = heading.range.start.line - 1
      var last = index + 1 < syntax.headings.count ? syntax.headings[index + 1].range.start.line - 2 : document.lineCount - 1
      while last > first && document.lineBytes(last).allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { last -= 1 }
      guard last > first else { continue }
      ranges.append(.obj(["startLine": .int(first), "endLine": .int(last), "kind": .string("region")]))
    }
    // Headings that are wrong (not in `headings`) fold nothing; the diagnostics say why.
    return .array(ranges)
  }

  /// The tags to offer in a `tags` option whose clause so far is `clause`: the file's tags not
  /// already on the line, nil when the clause is no `tags` option.
  static func tagCompletions(clause: String, project: Project) -> [String]? {
    let words = clause.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
    guard let first = words.first, ["tags", "tag", "tagged"].contains(first.lowercased()) else { return nil }
    // The tags before the word being typed are on the line already; the word itself is read
    // as a tag of the line too, and is no tag to offer.
    let present = Set(words.dropFirst().map { Habit.key(for: String($0)) })
    return project.result.journal.tags.filter { !present.contains(Habit.key(for: $0)) }
  }

  /// The group names to offer on a heading line being typed (`[He`), in file order.
  static func groupCompletions(project: Project) -> [String] {
    project.result.journal.groups
  }

  /// The habit's group, tags and time for its hover, one line each where it has them.
  static func organisingLines(_ habit: Habit, time: TimeOfDay?) -> [String] {
    var lines: [String] = []
    if let group = habit.group { lines.append("Group: \(group)") }
    if !habit.tags.isEmpty { lines.append("Tags: " + habit.tags.joined(separator: ", ")) }
    if let time { lines.append("At: \(time)") }
    return lines
  }
}
