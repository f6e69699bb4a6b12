/// What one line of a file is, for the formatter: each kind is a row of `shape`, the table of
/// how its code part is laid out. A new kind of line is a case here, its row, and where the
/// classifier (`FormatClassifier`) finds it.
package enum FormatLineKind: Sendable, Equatable {
  /// Nothing but whitespace.
  case blank
  /// A comment alone on its line.
  case comment
  /// `[Health]`, `[Rewards]`.
  case heading
  /// `NAME: SCHEDULE; OPTION; ...`, a habit's first line or a `from DATE` change line.
  case habit
  /// `NAME: N points` under `[Rewards]`.
  case reward
  /// `week starts on Sunday`, `week start: Sunday`.
  case weekStart
  /// `day ends at 04:00`.
  case dayEnd
  /// `allow CODE, CODE`: findings allowed in the whole file.
  case allow
  /// `YYYY-MM-DD ENTRIES`: completions, amounts, values, or `vacation`, `skip`, `resume`, `redeem`.
  case logLine
  /// A line the formatter leaves as it is: one with a parse error, or one it does not know.
  case asWritten

  /// The layout of this kind's code part (`LineShape`); nil for kinds whose code is kept as
  /// written or that have none.
  package var shape: LineShape? {
    switch self {
    case .blank, .comment, .asWritten: nil
    case .heading: LineShape(bracketed: true)
    case .habit: LineShape(colonEndsName: true, keepsNameBlanks: true, semicolons: true, commas: true, collapsesBlanks: true)
    case .reward: LineShape(colonEndsName: true, keepsNameBlanks: true, semicolons: true, commas: true, collapsesBlanks: true)
    case .weekStart: LineShape(colonEndsName: true, collapsesBlanks: true)
    // The colon of `04:00` is a time's, not a separator.
    case .dayEnd: LineShape(collapsesBlanks: true)
    case .allow: LineShape(commas: true, collapsesBlanks: true)
    // Names in the log keep their blanks: a name is written as the user spelt it.
    case .logLine: LineShape(commas: true, dateFirst: true)
    }
  }
}

/// How a kind of line's code part is laid out: which punctuation separates its parts, and
/// what happens to the blanks between words. Only blanks change; every other byte is kept.
package struct LineShape: Sendable, Equatable {
  /// A schedule's words, as reports write them (`Habit.scheduleText`): as `habits fmt` lays
  /// them out on the habit's line.
  package static let scheduleWords = LineShape(commas: true, collapsesBlanks: true)

  /// The first `:` ends a name or a setting's keyword: no blank before it, one after.
  var colonEndsName = false
  /// The blanks inside the name before that colon are kept as written (a habit's name is
  /// shown as spelt); otherwise they collapse like the rest.
  var keepsNameBlanks = false
  /// `;` separates clauses (after the name): no blank before it, one after.
  var semicolons = false
  /// `,` separates items (after the name): no blank before it, one after.
  var commas = false
  /// Runs of blanks between two words (after the name) become one space.
  var collapsesBlanks = false
  /// The line starts with a `YYYY-MM-DD` date, followed by one space.
  var dateFirst = false
  /// `[ NAME ]` is written `[NAME]`, the name's inner blanks kept.
  var bracketed = false
}
