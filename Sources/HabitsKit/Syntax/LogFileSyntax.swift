/// What the log parser found: one value per dated line, with locations.
///
/// The names of all lines are kept in two arrays, `entries` and `names`, and each line holds a
/// range of one of them: a decade of log is then three arrays of plain values, not an array
/// per line, so lines cost no allocation and copy without reference counting.
package struct LogFileSyntax: Sendable {
  /// The dated lines, in file order.
  package var lines: [LogLineSyntax] = []
  /// The completions of every completion line, in file order (`Kind.completions` ranges).
  package var entries: [LogEntrySyntax] = []
  /// The names after `vacation`, `skip` and `resume`, in file order (their lines' ranges).
  package var names: [NameSyntax] = []
  /// Every problem found while parsing, but those of `directiveProblems`.
  package var diagnostics: [Diagnostic] = []
  /// The problems of each line whose directive reading failed but that reads as completions
  /// too (`Kind.unreadDirective`): they stand unless the line names only habits.
  package var directiveProblems: [[Diagnostic]] = []
  /// Each distinct spelling of a name, as written, numbered by `NameSyntax.spelling`: a name
  /// logged ten thousand times is one `String`.
  package var spellings: [String] = []

  /// The text of `name` as written.
  package func text(of name: NameSyntax) -> String { spellings[name.spelling] }
}

/// One dated line of the log, as written: what it says does not depend on the habits file.
///
/// Its place is the line number and the columns of its content; the date and a vacation's
/// `until` date, ten bytes each at the content's two ends, are found from them.
package struct LogLineSyntax: Sendable {
  /// What a log line says.
  package enum Kind: Sendable {
    /// Habits done that day: `2026-11-20 Gym, Pushups x2` (a range of `entries`).
    case completions(Range<Int>)
    /// A vacation from the line's date: for the named habits (a range of `names`; all habits
    /// when empty), until a date (inclusive) or open-ended.
    case vacation(names: Range<Int>, until: Day?)
    /// One day off for the named habits (a range of `names`).
    case skip(Range<Int>)
    /// Ends open-ended vacations of the named habits (a range of `names`; all when empty) the
    /// day before.
    case resume(Range<Int>)
    /// Points spent on a reward: `2026-11-20 redeem Movie night x2` (entry `n` of `entries`:
    /// the reward's name and the count).
    case redeem(Int)
    /// A line that starts with `vacation`, `skip` or `resume` but does not read as one, while
    /// it reads as completions (`alternative`): its problems as a directive are
    /// `LogFileSyntax.directiveProblems[n]`, which stand unless all it names are habits.
    case unreadDirective(Int)
  }

  /// The line's date.
  package var day: Day
  /// What the line says.
  package var kind: Kind
  /// For a line starting with `vacation`, `skip` or `resume`: the line read as completions (a
  /// range of `entries`), when it reads so cleanly. The resolver takes this reading when every
  /// name in it is a habit, so a habit may be called "Skip rope".
  package var alternative: Range<Int>?
  private var line: Int32
  private var contentStart: Int32
  private var contentEnd: Int32

  /// Creates a line dated `day` whose content (from the date to before any comment) spans
  /// `contentColumns` of line `line`.
  package init(day: Day, kind: Kind, alternative: Range<Int>? = nil, line: Int, contentColumns: Range<Int>) {
    self.day = day
    self.kind = kind
    self.alternative = alternative
    self.line = Int32(clamping: line)
    contentStart = Int32(clamping: contentColumns.lowerBound)
    contentEnd = Int32(clamping: contentColumns.upperBound)
  }

  /// The line number.
  package var number: Int { Int(line) }

  /// What the line says, once it is known which spellings name habits: the completions of
  /// `alternative` when every name in them does, else `kind`.
  package func meaning(entries: [LogEntrySyntax], namesHabit: (Int) -> Bool) -> Kind {
    guard let alternative else { return kind }
    for entry in entries[alternative] where !namesHabit(entry.name.spelling) { return kind }
    return .completions(alternative)
  }

  /// Where the date is: the content's first ten bytes.
  package var dateRange: SourceRange {
    SourceRange(line: Int(line), columns: Int(contentStart)..<(Int(contentStart) + 10))
  }

  /// The line's content (without comment), for "same line twice" checks and notes.
  package var lineRange: SourceRange {
    SourceRange(line: Int(line), columns: Int(contentStart)..<Int(contentEnd))
  }

  /// Where a vacation's `until` date is (the content's last ten bytes), if it has one.
  package var untilRange: SourceRange? {
    guard case .vacation(_, .some) = kind else { return nil }
    return SourceRange(line: Int(line), columns: (Int(contentEnd) - 10)..<Int(contentEnd))
  }
}

/// A habit named in a log line, with where the name is.
///
/// Stored in 16 bytes (a decade of log holds a few hundred thousand names): the location is
/// kept as 32-bit line and column numbers, clamped, which only a line past 2 GiB would reach.
package struct NameSyntax: Sendable {
  private var spellingNumber: Int32
  private var line: Int32
  private var startColumn: Int32
  private var endColumn: Int32

  /// Creates a name from its spelling's number and its place on one line.
  package init(spelling: Int, range: SourceRange) {
    spellingNumber = Int32(clamping: spelling)
    line = Int32(clamping: range.start.line)
    startColumn = Int32(clamping: range.start.column)
    endColumn = Int32(clamping: range.end.column)
  }

  /// Creates a name from its spelling's number, its line and its byte columns.
  init(spelling: Int, line: Int, columns: Range<Int>) {
    spellingNumber = Int32(truncatingIfNeeded: spelling)
    self.line = Int32(clamping: line)
    startColumn = Int32(clamping: columns.lowerBound)
    endColumn = Int32(clamping: columns.upperBound)
  }

  /// The same name on line `number` (same columns).
  package func onLine(_ number: Int) -> NameSyntax {
    var name = self
    name.line = Int32(clamping: number)
    return name
  }

  /// The same name on line `number`, `shift` columns to the right.
  func moved(toLine number: Int, shift: Int) -> NameSyntax {
    var name = self
    name.line = Int32(clamping: number)
    name.startColumn &+= Int32(truncatingIfNeeded: shift)
    name.endColumn &+= Int32(truncatingIfNeeded: shift)
    return name
  }

  /// The name as written, trimmed: its number in `LogFileSyntax.spellings`.
  package var spelling: Int { Int(spellingNumber) }
  /// Where it is.
  package var range: SourceRange {
    SourceRange(line: Int(line), columns: Int(startColumn)..<Int(endColumn))
  }
}

/// A completion in a log line: a habit name and an optional `xN` count or amount (`5.2 km`).
package struct LogEntrySyntax: Sendable {
  /// The habit.
  package var name: NameSyntax
  private var storedCount: Int32
  /// The columns of the `xN` or of the amount with its unit, 0..<0 without one (it is on the
  /// name's line).
  private var countStartColumn: Int32
  private var countEndColumn: Int32
  /// For an amount: the unit's spelling (in `LogFileSyntax.spellings`), else -1.
  private var unitSpelling: Int32 = -1
  /// For an amount: the spelling of the whole item, name and amount (`Drink 8 glasses`), for
  /// a habit whose name ends like an amount; else -1.
  private var itemSpelling: Int32 = -1

  /// Creates an entry; `count` is at most 1000000 (the parser refuses more).
  package init(name: NameSyntax, count: Int, countRange: SourceRange?) {
    self.name = name
    storedCount = Int32(clamping: count)
    countStartColumn = Int32(clamping: countRange?.start.column ?? 0)
    countEndColumn = Int32(clamping: countRange?.end.column ?? 0)
  }

  /// Creates an entry with a count (at most 1000000) whose `xN` spans `countColumns` of the
  /// name's line (0..<0 without one).
  init(name: NameSyntax, count: Int, countColumns: Range<Int>) {
    self.name = name
    storedCount = Int32(truncatingIfNeeded: count)
    countStartColumn = Int32(clamping: countColumns.lowerBound)
    countEndColumn = Int32(clamping: countColumns.upperBound)
  }

  /// Creates an amount entry: `thousandths` of the unit spelt `unit`, the amount spanning
  /// `amountColumns`; `item` is the spelling of the whole item.
  init(name: NameSyntax, thousandths: Int, amountColumns: Range<Int>, unit: Int, item: Int) {
    self.init(name: name, count: thousandths, countColumns: amountColumns)
    unitSpelling = Int32(truncatingIfNeeded: unit)
    itemSpelling = Int32(truncatingIfNeeded: item)
  }

  /// For an amount, the spelling number of its unit; nil for a count.
  package var unit: Int? { unitSpelling >= 0 ? Int(unitSpelling) : nil }
  /// For an amount, the spelling number of the whole item (name and amount); nil for a count.
  package var itemName: Int? { itemSpelling >= 0 ? Int(itemSpelling) : nil }
  /// Whether the entry gives an amount in a unit rather than a count.
  package var isAmount: Bool { unitSpelling >= 0 }

  /// The same entry on line `number` (same columns).
  package func onLine(_ number: Int) -> LogEntrySyntax {
    var entry = self
    entry.name = name.onLine(number)
    return entry
  }

  /// The same entry on line `number`, `shift` columns to the right.
  func moved(toLine number: Int, shift: Int) -> LogEntrySyntax {
    var entry = self
    entry.name = name.moved(toLine: number, shift: shift)
    if countEndColumn > 0 {
      entry.countStartColumn &+= Int32(truncatingIfNeeded: shift)
      entry.countEndColumn &+= Int32(truncatingIfNeeded: shift)
    }
    return entry
  }

  /// The count (1 without `xN`); for an amount, its thousandths of the unit.
  package var count: Int { Int(storedCount) }
  /// Where the `xN` or the amount is, if there is one.
  package var countRange: SourceRange? {
    guard countEndColumn > 0 else { return nil }
    return SourceRange(line: name.range.start.line, columns: Int(countStartColumn)..<Int(countEndColumn))
  }
}
