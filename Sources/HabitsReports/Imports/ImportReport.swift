/// What an import says of its work: how much it carried, and each thing it did not carry
/// exactly, with where the export says it.
package struct ImportReport: Sendable {
  /// The kinds of things not carried exactly, in the order the report lists them.
  package enum Kind: String, Sendable, CaseIterable {
    case approximated = "approximated frequency"
    case archived = "archived habit"
    case renamed = "renamed"
    case noEntry = "no entry"
    case notInHabitsFile = "not in the habits file"
    case inferred = "inferred by Loop"
    case duplicateDay = "duplicate day"
    case outOfOrder = "dates out of order"
    case noteWithoutCompletion = "note on a day without a completion"
    case lineBreak = "line break in a note"
    case amountInNote = "amount kept in the note"
    case valueDropped = "value not carried"
    case unit = "unit"
    case dropped = "dropped"
    case skippedLine = "line skipped"
    case colour = "colour"
    case tags = "tags"
    case finding = "habits check"
  }

  /// One thing not carried exactly.
  package struct Line: Sendable, Equatable {
    /// What kind of thing.
    package var kind: Kind
    /// Where the export says it.
    package var location: ImportLocation
    /// What was done with it.
    package var message: String
  }

  /// What was carried: habits, entries written, skips, notes on entries.
  package struct Counts: Sendable, Equatable {
    package var habits = 0
    package var entries = 0
    package var skips = 0
    package var notes = 0
  }

  /// The lines, in the order they were found.
  package private(set) var lines: [Line] = []
  /// How many of a kind the report lists one by one; the rest are counted.
  package static let listedPerKind = 20

  /// An empty report.
  package init() {}

  /// Adds a line.
  package mutating func add(_ kind: Kind, _ location: ImportLocation, _ message: String) {
    lines.append(Line(kind: kind, location: location, message: message))
  }

  /// The report's text: a summary line, then the lines by kind, the first 20 of each kind
  /// listed and the rest counted.
  package func text(tool: String, counts: Counts) -> String {
    func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
    var text = "Imported from \(tool): \(plural(counts.habits, "habit")), \(plural(counts.entries, "entry").replacingEntry), "
    text += "\(plural(counts.skips, "skip")), \(plural(counts.notes, "note")).\n"
    if lines.isEmpty {
      text += "Everything was carried exactly.\n"
      return text
    }
    text += "Not carried exactly (\(lines.count)):\n"
    for kind in Kind.allCases {
      let ofKind = lines.filter { $0.kind == kind }
      for line in ofKind.prefix(ImportReport.listedPerKind) {
        text += "  \(line.location): \(kind.rawValue): \(line.message)\n"
      }
      if ofKind.count > ImportReport.listedPerKind {
        text += "  ... and \(ofKind.count - ImportReport.listedPerKind) more of the kind '\(kind.rawValue)'\n"
      }
    }
    return text
  }
}

extension String {
  /// "1 entry" stays; "2 entrys" becomes "2 entries".
  fileprivate var replacingEntry: String {
    hasSuffix("entrys") ? String(dropLast(6)) + "entries" : self
  }
}
