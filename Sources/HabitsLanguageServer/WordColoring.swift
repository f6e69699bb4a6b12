import HabitsKit

/// The colour of each word of a schedule, option or setting clause: the clause is split by
/// the parser's own tokenizer (`Tokenizer.clause`), and each word is looked up in the
/// parser's vocabulary, so a word is coloured as the parser reads it.
struct WordColoring {
  /// The line the clause is on.
  var line: SourceLine
  /// The unit of the habit the line declares, lower-cased, if any.
  var unit: String?

  /// The tokens of the words in `columns` of the line, `fallback` for the words that are
  /// no name, number, date or unit, appended to `tokens`.
  func color(columns: Range<Int>, default fallback: SemanticTokenType, into tokens: inout [RawToken]) {
    let base = line.bytes.startIndex - 1
    let words = Tokenizer.clause(line, (base + columns.lowerBound)..<(base + columns.upperBound))
    for word in words {
      let start = word.range.start.column
      let end = word.range.end.column
      let type: SemanticTokenType
      switch word.kind {
      case .comma: type = .operator
      case .word: type = self.type(of: word, text: line.bytes[(base + start)..<(base + end)], default: fallback)
      }
      tokens.append(RawToken(line: line.number, start: start, end: end, type: type, modifiers: 0))
    }
  }

  /// What a word is: a weekday or month name (a range of weekdays too), a date, a number (an
  /// ordinal, a count `5x`, `x5`, an amount `0.5`, a time `07:30`), the habit's unit, or a
  /// word of the clause.
  func type(of word: Token, text: FileBytes, default fallback: SemanticTokenType) -> SemanticTokenType {
    if Vocabulary.weekdays[word.key] != nil || Vocabulary.months[word.key] != nil { return .enumMember }
    if let dash = text.firstIndex(of: 0x2D), dash > text.startIndex, dash < text.endIndex - 1,
      Bytes.isoDate(text) == nil
    {
      let first = String(decoding: text[text.startIndex..<dash], as: UTF8.self).lowercased()
      let last = String(decoding: text[(dash + 1)..<text.endIndex], as: UTF8.self).lowercased()
      if Vocabulary.weekdays[first] != nil && Vocabulary.weekdays[last] != nil { return .enumMember }
    }
    if Bytes.isoDate(text) != nil { return .string }
    if Vocabulary.numericOrdinal(word.key) != nil { return .number }
    // A number, an amount, a time of day (`07:30`), or a count written `5x` or `x5`.
    var digits = text[...]
    if digits.first == 0x78 || digits.first == 0x58 {
      digits = digits.dropFirst()
    } else if digits.last == 0x78 || digits.last == 0x58 {
      digits = digits.dropLast()
    }
    if !digits.isEmpty && digits.allSatisfy({ Bytes.isDigit($0) || $0 == 0x2E || $0 == 0x3A }) && digits.contains(where: Bytes.isDigit) {
      return .number
    }
    if let unit, String(decoding: text, as: UTF8.self).lowercased() == unit { return .type }
    return fallback
  }
}
