/// The semantic token types the server colours with: standard LSP types only, so every
/// editor's theme already has a colour for each. Their order is the legend's: a token's type
/// is sent as its index.
package enum SemanticTokenType: Int, CaseIterable, Sendable {
  /// A habit's name, where it is declared and where the log names it.
  case function
  /// A date (`2026-11-20`): a literal value, coloured apart from plain numbers.
  case string
  /// A number: a count (`x2`), an amount (`5.2`), an ordinal (`2nd`), a goal (`3`).
  case number
  /// An amount's unit (`km`).
  case type
  /// A schedule word (`every`, `days`, `a`, `week`) and the log's `vacation`, `skip`,
  /// `resume` and `until`.
  case keyword
  /// A weekday or month name (`Mon`, `January`).
  case enumMember
  /// An option's words (`since`, `no backlog`, `grace`).
  case property
  /// A setting line's words (`week starts on`) and a directive comment (`# habits: ...`):
  /// instructions for the whole file.
  case macro
  /// A comment, and (with `documentation`) a log entry's note.
  case comment
  /// Punctuation that separates: the name's `:`, the options' `;`, the lists' `,`, a
  /// heading's brackets.
  case `operator`
  /// A group's name in its heading (`[Health]`).
  case namespace
  /// A habit's tag (`; tags outdoor, morning`).
  case decorator

  /// The name the legend gives.
  package var name: String { "\(self)" }
}

/// The semantic token modifiers, each a bit (its raw value's power of two) in a token's
/// modifier set.
package enum SemanticTokenModifier: Int, CaseIterable, Sendable {
  /// A habit's name where the habits file declares it.
  case declaration
  /// A log entry's note: the comment after a dated line (conventions item 29).
  case documentation

  /// The name the legend gives.
  package var name: String { "\(self)" }
  /// The modifier's bit.
  package var bit: Int { 1 << rawValue }
}

/// The legend the server announces in `semanticTokensProvider`.
enum SemanticTokenLegend {
  /// The legend as JSON.
  static var json: JSON {
    .obj([
      "tokenTypes": .array(SemanticTokenType.allCases.map { .string($0.name) }),
      "tokenModifiers": .array(SemanticTokenModifier.allCases.map { .string($0.name) }),
    ])
  }
}
