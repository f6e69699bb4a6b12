/// The date options a habit's change lines are made of, read straight from the line's bytes.
extension HabitsFileParser {
  /// The option of `clause` (absolute indices of `line`, between two ';' or a ';' and the end)
  /// when it is exactly the lower-case keyword `from` or `since`, blanks, and a date that
  /// exists (`from 2017-01-22`): read without tokens or an `OptionParser`, which cost about
  /// 1,000 instructions for the clause every change line of a habit ends with.
  ///
  /// Its contract: when it returns an option, the general path (the clause's tokens through
  /// `OptionParser.parse`) returns the same option, over the same range (the first token's
  /// start to the last one's end), with no diagnostic. Anything else (another spelling or case,
  /// a no-break space, another word, a date of the wrong shape or that does not exist) is nil,
  /// and the clause takes the general path, which reports it.
  static func dateOption(_ line: SourceLine, _ clause: Range<Int>) -> OptionSyntax? {
    let base = line.bytes.startIndex
    return line.bytes.withUnsafeBufferPointer { bytes -> OptionSyntax? in
      var (start, end) = (clause.lowerBound - base, clause.upperBound - base)
      while start < end && Bytes.isBlank(bytes[start]) { start += 1 }
      while end > start && Bytes.isBlank(bytes[end - 1]) { end -= 1 }
      // The shortest is `from` and a blank before the date's ten bytes.
      guard end - start >= 15, Bytes.isBlank(bytes[end - 11]) else { return nil }
      var keywordEnd = end - 11
      while keywordEnd > start && Bytes.isBlank(bytes[keywordEnd - 1]) { keywordEnd -= 1 }
      let keyword = UnsafeBufferPointer(rebasing: bytes[start..<keywordEnd])
      let isFrom = keyword.elementsEqual("from".utf8)
      guard isFrom || keyword.elementsEqual("since".utf8),
        case .some(.some(let day)) = Bytes.isoDate(UnsafeBufferPointer(rebasing: bytes[(end - 10)..<end]))
      else { return nil }
      return OptionSyntax(
        option: isFrom ? .from(day) : .since(day), range: SourceRange(line: line.number, columns: (start + 1)..<(end + 1)))
    }
  }
}
