extension LineShape {
  /// A separator the shape knows, found in a code part.
  private enum Part: Equatable {
    case none
    case word
    /// The first word of a line whose shape is `dateFirst`.
    case date
    case separator(UInt8)
  }

  /// The canonical layout of `code`, a line's code part without leading or trailing blanks
  /// and without its comment: blanks change around the separators and between words as the
  /// shape says; every other byte is kept, in order. Blanks are spaces, tabs and no-break
  /// spaces, as the parsers read them.
  package func layout(_ code: ArraySlice<UInt8>) -> [UInt8] {
    var out: [UInt8] = []
    code.withUnsafeBufferPointer { layout($0, 0..<$0.count, into: &out) }
    return out
  }

  /// `layout` of the bytes `range` of `bytes`, appended to `out`.
  func layout(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, into out: inout [UInt8]) {
    let code = Slice(base: bytes, bounds: range)
    if bracketed {
      bracketedLayout(code, into: &out)
      return
    }
    var index = code.startIndex
    var inName = colonEndsName
    var previous = Part.none
    while index < code.endIndex {
      let gapStart = index
      while index < code.endIndex, case let w = LineShape.blankLength(code, at: index), w > 0 { index += w }
      let gap = code[gapStart..<index]
      guard index < code.endIndex else { break }
      let byte = code[index]
      let separates =
        (byte == 0x3A && inName && colonEndsName) || (!inName && ((byte == 0x3B && semicolons) || (byte == 0x2C && commas)))
      let next: Part = separates ? .separator(byte) : (previous == .none && dateFirst ? .date : .word)
      switch (previous, next) {
      case (.none, _): break
      // A list that starts a clause (`Gym: , Mon`) keeps the clause's space.
      case (.separator(let before), .separator(0x2C)) where before != 0x2C: out.append(0x20)
      case (_, .separator): break
      case (.separator, _), (.date, _): out.append(0x20)
      default:
        if inName && keepsNameBlanks || !collapsesBlanks {
          out.append(contentsOf: UnsafeBufferPointer(rebasing: gap))
        } else {
          out.append(0x20)
        }
      }
      if separates {
        out.append(byte)
        index += 1
        if byte == 0x3A { inName = false }
      } else {
        // The word is copied whole: a byte at a time cost a uniqueness check each.
        let wordStart = index
        while index < code.endIndex && LineShape.blankLength(code, at: index) == 0 {
          let b = code[index]
          if (b == 0x3A && inName && colonEndsName) || (!inName && ((b == 0x3B && semicolons) || (b == 0x2C && commas))) {
            break
          }
          index += 1
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: code[wordStart..<index]))
      }
      previous = next
    }
  }

  /// `[ NAME ]` as `[NAME]`; anything else as written.
  private func bracketedLayout(_ code: Slice<UnsafeBufferPointer<UInt8>>, into out: inout [UInt8]) {
    guard code.count >= 2, code.first == 0x5B, code.last == 0x5D else {
      out += code
      return
    }
    var (start, end) = (code.startIndex + 1, code.endIndex - 1)
    while start < end, case let w = LineShape.blankLength(code, at: start), w > 0 { start += w }
    while end > start, LineShape.blankLength(before: end, in: code, from: start) > 0 {
      end -= LineShape.blankLength(before: end, in: code, from: start)
    }
    out.append(0x5B)
    out += code[start..<end]
    out.append(0x5D)
  }

  /// The length of the blank (space, tab or no-break space) at `index`, or 0.
  @inline(__always)
  static func blankLength(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, at index: Int) -> Int {
    let byte = bytes[index]
    if byte == 0x20 || byte == 0x09 { return 1 }
    return byte == 0xC2 && index + 1 < bytes.endIndex && bytes[index + 1] == 0xA0 ? 2 : 0
  }

  /// The length of the blank ending just before `end` (not reaching before `start`), or 0.
  @inline(__always)
  static func blankLength(before end: Int, in bytes: Slice<UnsafeBufferPointer<UInt8>>, from start: Int) -> Int {
    guard end > start else { return 0 }
    let byte = bytes[end - 1]
    if byte == 0x20 || byte == 0x09 { return 1 }
    return byte == 0xA0 && end - 2 >= start && bytes[end - 2] == 0xC2 ? 2 : 0
  }
}
