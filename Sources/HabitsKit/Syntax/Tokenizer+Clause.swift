extension Tokenizer {
  /// The tokens of `bytes[range]` on `line`: the same tokens as `tokens(_:_:)`, made for the
  /// habits-file parser with less work. The bytes are read through a buffer (no bounds-checked
  /// slice, no copy of the line per token for its span), the array is allocated once for up
  /// to eight tokens (growing from empty allocated it three or four times a clause), and each
  /// word's key is packed as its end is sought. On the decade data set's 50 habit lines (117
  /// clauses, 338 tokens) this cost 268K instructions (2,300 a clause) with a `String` text and
  /// key per token, now 102K.
  package static func clause(_ line: SourceLine, _ range: Range<Int>) -> [Token] {
    var tokens: [Token] = []
    clause(line, range, into: &tokens)
    return tokens
  }

  /// The tokens of `bytes[range]` on `line` in `tokens`, which is emptied first and keeps its
  /// room: a parser reuses one array for every clause.
  package static func clause(_ line: SourceLine, _ range: Range<Int>, into tokens: inout [Token]) {
    // One by one: `removeAll(keepingCapacity:)` goes through a generic `replaceSubrange`,
    // about 260 instructions for a clause's three or four tokens.
    while !tokens.isEmpty { tokens.removeLast() }
    let number = line.number
    let base = line.bytes.startIndex
    line.bytes.withUnsafeBufferPointer { bytes in
      /// The span of buffer offsets `lower..<upper`: a column is an offset plus one.
      func span(_ lower: Int, _ upper: Int) -> SourceRange {
        SourceRange(line: number, columns: (lower + 1)..<(upper + 1))
      }
      /// Whether a no-break space (C2 A0) starts at `index`: whitespace, like a blank.
      func isNoBreakSpace(_ index: Int) -> Bool {
        bytes[index] == 0xC2 && index + 1 < bytes.count && bytes[index + 1] == 0xA0
      }
      var index = range.lowerBound - base
      let end = range.upperBound - base
      while index < end {
        let first = bytes[index]
        if Bytes.isBlank(first) {
          index += 1
          continue
        }
        if first == 0xC2 && isNoBreakSpace(index) {
          index += 2
          continue
        }
        if tokens.capacity == 0 { tokens.reserveCapacity(8) }
        if first == 0x2C {
          tokens.append(Token(commaAt: span(index, index + 1)))
          index += 1
          continue
        }
        // The word's end is sought first, then its key packed eight bytes at a time; a byte
        // is looked at twice only when it may start a no-break space.
        let start = index
        while index < end {
          let byte = bytes[index]
          if byte == 0x2C || Bytes.isBlank(byte) || (byte == 0xC2 && isNoBreakSpace(index)) { break }
          index += 1
        }
        let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
        tokens.append(Token(kind: .word, key: Word(packing: word), range: span(start, index)))
      }
    }
  }
}
