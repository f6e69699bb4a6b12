import HabitsKit

/// What a line of either file is, as the library's parsers read it. A comment, whole-line or
/// trailing, is read as a line of its own kind beside the line's content.
package enum LineKind: Int, CaseIterable, Sendable {
  /// A comment (`# ...`), on a line of its own or after a habits-file line's content.
  case comment
  /// The comment after a dated log line: the note of its entries (conventions item 29).
  case note
  /// A comment whose text starts with `habits:` (`# habits: allow CODE`): a directive to
  /// `habits`, never a note.
  case directive
  /// A setting of the habits file (`week starts on Sunday`, `day ends at 04:00`).
  case setting
  /// A group heading (`[Health]`): the habits below it, up to the next, are its group.
  case heading
  /// A habit's first line (`Gym: Mon, Wed, Fri; since 2026-01-05`).
  case habit
  /// A later line of a habit (`Gym: Tue, Thu; from 2026-11-09`).
  case change
  /// Completions in the log (`2026-11-20 Gym, Pushups x2, Run 5 km`).
  case completions
  /// A vacation (`2026-12-20 vacation Gym until 2026-12-27`).
  case vacation
  /// A skip (`2026-12-24 skip Gym`).
  case skip
  /// A resume (`2027-02-10 resume`).
  case resume
  /// Points spent on a reward (`2026-11-20 redeem Movie night x2`).
  case redeem
  /// A reward under `[Rewards]` (`Movie night: 50 points`).
  case reward
  /// A line that starts with `vacation`, `skip` or `resume` but reads as neither a directive
  /// nor completions of habits: only its date was read.
  case unreadDirective
}

/// A part of a line, with the place the parser found it at.
package enum LinePart: Int, CaseIterable, Sendable {
  case comment
  /// A setting's words.
  case setting
  /// A habit's name, in either file.
  case name
  /// The `:` after a habit's name.
  case colon
  /// A habit's schedule clause.
  case schedule
  /// A `;` before an option.
  case semicolon
  /// An option's clause.
  case option
  /// A log line's date.
  case date
  /// A log line's keyword (`vacation`, `skip`, `resume`).
  case keyword
  /// A `,` between names.
  case comma
  /// A count (`x2`).
  case count
  /// An amount and its unit (`5.2 km`).
  case amount
  /// A vacation's `until`.
  case untilKeyword
  /// A vacation's last day.
  case untilDate
  /// A heading's `[` or `]`.
  case bracket
  /// A heading's group name.
  case group
  /// The tags of a `tags` option (after its keyword).
  case tags
  /// A reward's price (`50 points`).
  case price
}

/// How a part of a line is coloured.
package enum Coloring: Sendable, Equatable {
  /// One token of a type, with modifiers (a set of `SemanticTokenModifier` bits).
  case token(SemanticTokenType, modifiers: Int = 0)
  /// Each word of the clause as it reads (`WordColoring`): a weekday or month name, a number,
  /// a date, a unit, else the default.
  case words(default: SemanticTokenType)
  /// A number then its unit (`5.2 km`, `5.2km`).
  case amount
}

/// One part of a line read, and where it is.
package struct LinePiece: Sendable, Equatable {
  /// The part.
  package var part: LinePart
  /// Where it is (one line).
  package var range: SourceRange
}

/// The colours of every line kind: one row a kind, saying how each part of it is coloured.
/// A new line kind is one row here (and its reading into parts); a part a reading gives that
/// its row does not name is not coloured, and a test holds every reading to its row.
package enum SemanticTokenTable {
  /// Each kind's parts and their colours.
  package static let rows: [LineKind: [LinePart: Coloring]] = [
    .comment: [.comment: .token(.comment)],
    .note: [.comment: .token(.comment, modifiers: SemanticTokenModifier.documentation.bit)],
    .directive: [.comment: .token(.macro)],
    .setting: [.setting: .words(default: .macro)],
    .heading: [.bracket: .token(.operator), .group: .token(.namespace)],
    .habit: [
      .name: .token(.function, modifiers: SemanticTokenModifier.declaration.bit), .colon: .token(.operator),
      .schedule: .words(default: .keyword), .semicolon: .token(.operator), .option: .words(default: .property),
      .tags: .words(default: .decorator),
    ],
    .change: [
      .name: .token(.function), .colon: .token(.operator), .schedule: .words(default: .keyword),
      .semicolon: .token(.operator), .option: .words(default: .property), .tags: .words(default: .decorator),
    ],
    .completions: [
      .date: .token(.string), .name: .token(.function), .comma: .token(.operator), .count: .token(.number),
      .amount: .amount,
    ],
    .vacation: [
      .date: .token(.string), .keyword: .token(.keyword), .name: .token(.function), .comma: .token(.operator),
      .untilKeyword: .token(.keyword), .untilDate: .token(.string),
    ],
    .skip: [.date: .token(.string), .keyword: .token(.keyword), .name: .token(.function), .comma: .token(.operator)],
    .resume: [.date: .token(.string), .keyword: .token(.keyword), .name: .token(.function), .comma: .token(.operator)],
    .redeem: [.date: .token(.string), .keyword: .token(.keyword), .name: .token(.function), .count: .token(.number)],
    .reward: [
      .name: .token(.function, modifiers: SemanticTokenModifier.declaration.bit), .colon: .token(.operator),
      .price: .amount,
    ],
    .unreadDirective: [.date: .token(.string)],
  ]

  /// `rows` as a matrix by kind and part, looked up for every part of every line (a log has
  /// a hundred thousand): two array reads rather than two dictionary lookups.
  private static let matrix: [[Coloring?]] = LineKind.allCases.map { kind in
    LinePart.allCases.map { rows[kind]?[$0] }
  }

  /// How `part` of a line of kind `kind` is coloured; nil when its row does not say.
  package static func coloring(_ kind: LineKind, _ part: LinePart) -> Coloring? {
    matrix[kind.rawValue][part.rawValue]
  }
}

/// A token before encoding: its line, byte columns (1-based, end exclusive) and colour.
package struct RawToken: Sendable, Equatable {
  /// The 1-based line.
  package var line: Int
  /// The first byte column (1-based).
  package var start: Int
  /// The byte column after the token.
  package var end: Int
  /// The type.
  package var type: SemanticTokenType
  /// The modifier bits.
  package var modifiers: Int

  /// Whether `tokens` (of one line) are in the order of their starts already.
  static func inOrder(_ tokens: ArraySlice<RawToken>) -> Bool {
    var index = tokens.startIndex
    while index + 1 < tokens.endIndex {
      if tokens[index + 1].start < tokens[index].start { return false }
      index += 1
    }
    return true
  }
}

/// The colouring of the pieces of one line, by its kind's row.
struct TokenColoring {
  /// The line's bytes, column 1 first.
  var bytes: FileBytes
  /// The line scanned, for the clauses coloured word by word (the habits file's lines).
  var sourceLine: SourceLine?
  /// The unit of the habit the line declares, lower-cased, if it has one (its word is
  /// coloured a unit).
  var unit: String?

  /// The tokens of `pieces`, read as a line of kind `kind`, appended to `tokens`.
  func color(_ pieces: ArraySlice<LinePiece>, as kind: LineKind, into tokens: inout [RawToken]) {
    for piece in pieces {
      guard let coloring = SemanticTokenTable.coloring(kind, piece.part), piece.range.end.column > piece.range.start.column
      else { continue }
      let line = piece.range.start.line
      let columns = piece.range.start.column..<piece.range.end.column
      switch coloring {
      case .token(let type, let modifiers):
        tokens.append(RawToken(line: line, start: columns.lowerBound, end: columns.upperBound, type: type, modifiers: modifiers))
      case .words(let fallback):
        if let sourceLine {
          WordColoring(line: sourceLine, unit: unit).color(columns: columns, default: fallback, into: &tokens)
        } else {
          tokens.append(RawToken(line: line, start: columns.lowerBound, end: columns.upperBound, type: fallback, modifiers: 0))
        }
      case .amount:
        let base = bytes.startIndex - 1
        var split = columns.lowerBound
        while split < columns.upperBound, case let byte = bytes[base + split], Bytes.isDigit(byte) || byte == 0x2E { split += 1 }
        var unit = split
        while unit < columns.upperBound && Bytes.isBlank(bytes[base + unit]) { unit += 1 }
        if split > columns.lowerBound {
          tokens.append(RawToken(line: line, start: columns.lowerBound, end: split, type: .number, modifiers: 0))
        }
        if unit < columns.upperBound {
          tokens.append(RawToken(line: line, start: unit, end: columns.upperBound, type: .type, modifiers: 0))
        }
      }
    }
  }
}
