/// How many terminal cells text occupies, for aligning columns and carets.
///
/// Swift has no `wcwidth`. A grapheme cluster is 2 cells when any of its scalars is East Asian
/// Wide or Fullwidth, or when it asks for emoji presentation (U+FE0F), or is a flag (a pair of
/// regional indicators); 0 cells when it is only
/// combining marks, joiners or a control character; otherwise 1. Ambiguous-width characters
/// count as 1, which is why the views avoid them.
package enum DisplayWidth {
  /// The number of cells `text` occupies.
  ///
  /// A string and a substring have overloads of their own: the reports call these from another
  /// module, where a generic function is not specialised and its every step goes through
  /// witness tables.
  package static func of(_ text: String) -> Int { cells(text) }

  /// The number of cells `text` occupies.
  package static func of(_ text: Substring) -> Int { cells(text) }

  /// The number of cells `text` occupies.
  private static func cells<S: StringProtocol>(_ text: S) -> Int {
    // ASCII (nearly every name and label): a cell per byte but controls, without walking
    // grapheme clusters. The bytes are read in place where the string has them contiguous
    // (native strings and their substrings): the generic UTF-8 iterator cost more than the
    // count, over a hundred instructions for a three-letter table cell. Measured with
    // callgrind against walking characters alone: 0.185 M instructions of 9.98 M
    // saved on `status` and 0.32 M of 11.3 M on `stats` with the small data set (1.9%, 2.9%),
    // 1.1 M of 90.8 M on `status` with the decade one (1.2%).
    let contiguous: Int?? = text.utf8.withContiguousStorageIfAvailable { asciiCells($0) }
    if let cells = contiguous ?? asciiCells(text.utf8) { return cells }
    var total = 0
    for character in text {
      total += of(character)
    }
    return total
  }

  /// The cells of `bytes` when they are all ASCII (one per byte but controls); nil otherwise.
  private static func asciiCells<C: Collection<UInt8>>(_ bytes: C) -> Int? {
    var cells = 0
    for byte in bytes {
      if byte >= 0x80 { return nil }
      if byte >= 0x20 && byte != 0x7F { cells += 1 }
    }
    return cells
  }

  /// The number of cells one character occupies.
  package static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first.isASCII {
      return first.value < 0x20 || first.value == 0x7F ? 0 : 1
    }
    // A pair of regional indicators is one flag (🇩🇪), drawn as an emoji two cells wide;
    // each letter alone is narrow (Unicode's emoji presentation; wcwidth gives 1 + 1).
    if (0x1F1E6...0x1F1FF).contains(first.value), scalars.dropFirst().first.map({ (0x1F1E6...0x1F1FF).contains($0.value) }) == true {
      return 2
    }
    var onlyZeroWidth = true
    for scalar in scalars {
      if scalar.value == 0xFE0F || isWide(scalar.value) { return 2 }
      if !isZeroWidth(scalar.value) { onlyZeroWidth = false }
    }
    if onlyZeroWidth { return 0 }
    if first.value < 0xA0 { return 0 }  // C1 controls
    return 1
  }

  /// `text` cut to at most `width` cells, ending in `marker` when something was cut.
  ///
  /// The default marker is "⋯" (U+22EF), which is East Asian Width *neutral*: one cell
  /// everywhere. The usual "…" (U+2026) is *ambiguous* and takes two cells in many CJK
  /// terminals, which would shift every truncated row.
  package static func truncate(_ text: String, to width: Int, marker: String = "⋯") -> String {
    guard width > 0 else { return "" }
    if of(text) <= width { return text }
    var result = ""
    var used = 0
    for character in text {
      let w = of(character)
      if used + w > width - of(marker) { break }
      result.append(character)
      used += w
    }
    return result + marker
  }

  /// `text` followed by spaces up to `width` cells (unchanged when already as wide).
  package static func padRight(_ text: String, to width: Int) -> String {
    let w = of(text)
    return w >= width ? text : text + spaces(width - w)
  }

  /// Spaces up to `width` cells followed by `text`.
  package static func padLeft(_ text: String, to width: Int) -> String {
    let w = of(text)
    return w >= width ? text : spaces(width - w) + text
  }

  /// `count` spaces, written straight into the string: `String(repeating: " ", count:)`
  /// repeats a string generically, about 2,000 instructions for a column's padding (60K of
  /// the 220K that rendering the small data set's board cost).
  package static func spaces(_ count: Int) -> String {
    String(unsafeUninitializedCapacity: count) { buffer in
      buffer.initialize(repeating: 0x20)
      return count
    }
  }

  private static func isWide(_ value: UInt32) -> Bool {
    value >= 0x1100 && contains(UnicodeWidthTables.wide, value)
  }

  private static func isZeroWidth(_ value: UInt32) -> Bool {
    value >= 0x300 && contains(UnicodeWidthTables.zeroWidth, value)
  }

  private static func contains(_ table: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
    var low = 0
    var high = table.count - 1
    while low <= high {
      let mid = (low + high) / 2
      let range = table[mid]
      if value < range.lowerBound {
        high = mid - 1
      } else if value > range.upperBound {
        low = mid + 1
      } else {
        return true
      }
    }
    return false
  }
}
