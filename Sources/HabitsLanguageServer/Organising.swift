import HabitsKit

/// What the language server knows of the lines that organise the habits file: tags complete
/// from the ones the file has, and a log entry's note shows on hover (groups fold with the
/// other folds, `FoldingRanges`).
extension LanguageServer {
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
