/// A habit named more than once on one completion line (`2026-11-20 Gym, Gym`): the entries
/// all count, as the same habit twice on one day always does, but on one line that is more
/// often a slip than a second session, and `Gym x2` says it once (`repeated-habit`).
///
/// Only a line of two entries or more is looked at, and it is first stamped habit by habit
/// (`LogCounting.lineOfHabit`): the work of a finding is done for the rare line that has one.
extension LogCounting {
  /// One entry of a repeated habit, as it counts.
  private struct Mention {
    /// Its position among the reader's entries.
    var position: Int
    /// The entry as it counts (a whole item that names a habit, a tracked habit's value).
    var entry: LogEntrySyntax
    /// For a count (`Gym`, `Gym x2`), how many times; nil for an amount or a tracked habit's
    /// value.
    var times: Int?
  }

  /// Warns, at its second entry, about each habit that the completions `range` of `line`
  /// name more than once. Called for lines of two entries or more, after they were counted:
  /// every spelling on the line has been looked up (`LogNames.target` answers from its table).
  @inline(never)
  mutating func reportRepeatedHabits(
    _ range: Range<Int>, of line: LogLineSyntax, reader: inout LogReader, names: inout LogNames,
    diagnostics: inout BoundedDiagnostics
  ) {
    let number = UInt32(truncatingIfNeeded: line.number)
    if lineOfHabit.isEmpty { lineOfHabit = Array(repeating: 0, count: names.habits.count) }
    var repeats = false
    for position in range {
      guard let (habit, _) = mention(at: position, reader: &reader, names: &names) else { continue }
      if lineOfHabit[habit] == number { repeats = true } else { lineOfHabit[habit] = number }
    }
    guard repeats else { return }
    // The habits named again, in the order of their second entry, each with its entries.
    var order: [Int] = []
    var byHabit: [Int: [Mention]] = [:]
    for position in range {
      guard let (habit, mention) = mention(at: position, reader: &reader, names: &names) else { continue }
      byHabit[habit, default: []].append(mention)
      if byHabit[habit]!.count == 2 { order.append(habit) }
    }
    for habit in order {
      let diagnostic = repeatedHabit(names.habits[habit], byHabit[habit]!, range: range, reader: reader)
      diagnostics.add(.repeatedHabit) { diagnostic }
    }
  }

  /// The habit that entry number `position` of the reader counts for, and how; nil for an
  /// entry that counts for none (reported when it was counted).
  private mutating func mention(at position: Int, reader: inout LogReader, names: inout LogNames) -> (Int, Mention)? {
    let written = reader.entries[position]
    // Nearly every entry of a grouped line names a habit whole, with no amount: answered from
    // the names' table, as every spelling on the line was looked up when it was counted.
    if !written.isAmount, case .habit(let index) = names.target(of: written.name.spelling, parser: reader.grammar) {
      switch names.habits[index].unit {
      case nil: return (index, Mention(position: position, entry: written, times: written.count))
      case "":
        // A tracked habit logged in bare numbers counts a plain entry in thousandths.
        let entry = LogEntrySyntax(name: written.name, count: written.count * Amount.scale, countRange: written.countRange)
        return (index, Mention(position: position, entry: entry, times: written.count))
      default: break
      }
    }
    // An amount, a tracked habit's value, a whole item naming a habit (`Drink 8 glasses`).
    guard
      case .counted(let index, let entry) = resolve(written, parser: reader.grammar, names: &names, diagnostics: &unreported)
    else { return nil }
    return (index, Mention(position: position, entry: entry, times: names.habits[index].unit == nil ? entry.count : nil))
  }

  /// The finding for `habit`, whose entries among the line's completions `range` are `mentions`.
  private func repeatedHabit(
    _ habit: Habit, _ mentions: [Mention], range: Range<Int>, reader: LogReader
  ) -> Diagnostic {
    let total = mentions.reduce(0) { $0 + $1.entry.count }
    // A tracked habit's bare entries count in thousandths, as its values do.
    let totalText = habit.unit.map { Amount.text(total, unit: $0) } ?? "\(total)"
    var notes = [Diagnostic.Note("first named here", file: file, range: itemRange(mentions[0].entry))]
    let fix = combinedEntry(habit, mentions, range: range, reader: reader)
    if let fix {
      notes.append(Diagnostic.Note("log it once: '\(fix.item)'"))
    } else if case .tracked = habit.schedule {
      notes.append(
        Diagnostic.Note("the values of a tracked habit add up, which two readings of one day seldom mean: keep the one meant"))
    }
    return Diagnostic(
      .repeatedHabit(habit.name, times: mentions.count, total: totalText), file: file,
      range: itemRange(mentions[1].entry), notes: notes,
      fix: fix.map { DiagnosticFix(title: "Log it once: '\($0.item)'", range: $0.range, replacement: $0.replacement) })
  }

  /// The line's text from `habit`'s first entry to its last, with the first entry made the
  /// sum of them all and the others left out: `Gym x2` for `Gym, Gym`, `Run 7.5 km` for `Run
  /// 5 km, Run 2.5 km`, the entries between kept as written. Nil where the sum is no plain
  /// reading of the entries (a tracked habit's values: two readings of a weight do not add up
  /// to one), or past what one entry can say.
  private func combinedEntry(
    _ habit: Habit, _ mentions: [Mention], range: Range<Int>, reader: LogReader
  ) -> (item: String, range: SourceRange, replacement: String)? {
    let first = mentions[0].entry
    let name = text(first.name.range, reader: reader)
    let item: String
    if mentions.allSatisfy({ $0.times != nil }) {
      let times = mentions.reduce(0) { $0 + ($1.times ?? 0) }
      guard times <= HabitWords.maximumCount else { return nil }
      item = name + " x\(times)"
    } else if let unit = first.unit, habit.unit?.isEmpty == false, mentions.allSatisfy({ $0.times == nil }) {
      let total = mentions.reduce(0) { $0 + $1.entry.count }
      if case .tracked = habit.schedule { return nil }
      guard total <= Amount.maximum * Amount.scale else { return nil }
      item = name + " " + Amount.text(total) + " " + reader.text(of: unit)
    } else {
      return nil
    }
    let later = Set(mentions.dropFirst().map(\.position))
    let span = SourceRange(start: itemRange(first).start, end: itemRange(mentions[mentions.count - 1].entry).end)
    var parts: [String] = []
    for position in range where !later.contains(position) {
      let written = itemRange(reader.entries[position])
      guard written.start >= span.start && written.end <= span.end else { continue }
      parts.append(position == mentions[0].position ? item : text(written, reader: reader))
    }
    return (item, span, parts.joined(separator: ", "))
  }

  /// The whole item of `entry`: its name, and its count or amount.
  private func itemRange(_ entry: LogEntrySyntax) -> SourceRange {
    SourceRange(start: entry.name.range.start, end: entry.countRange?.end ?? entry.name.range.end)
  }

  /// The text at `range`, on the line the reader read last, as written.
  private func text(_ range: SourceRange, reader: LogReader) -> String {
    let start = reader.lineStart + range.start.column - 1
    let end = reader.lineStart + range.end.column - 1
    return String(decoding: reader.file.bytes[start..<end], as: UTF8.self)
  }
}
