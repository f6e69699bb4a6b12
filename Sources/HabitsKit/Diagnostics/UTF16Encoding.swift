/// How a file in UTF-16 is encoded: its byte order, and whether it says so with a byte order
/// mark. Windows Notepad's "Unicode" writes the mark; a converter told the byte order
/// (`iconv -t UTF-16LE`) writes none, and such a file, read as UTF-8, is a NUL byte beside
/// every ASCII character.
package struct UTF16Encoding: Sendable, Equatable {
  /// Whether the high byte of each unit comes first (FE FF).
  package var bigEndian: Bool
  /// Whether the file starts with the byte order mark (FF FE or FE FF).
  package var hasByteOrderMark: Bool

  /// How `bytes` are UTF-16, or nil when they are not:
  /// - a file that starts with FF FE or FE FF is UTF-16 by its mark: FE and FF are never UTF-8
  ///   bytes, so the mark is unambiguous;
  /// - a file without one is UTF-16 when its first two units are ASCII characters with a NUL
  ///   beside each (`W\0a\0` or `\0W\0a`) and at least two in five of its first 64 bytes are
  ///   NUL. A habits file or a log starts with a letter, a digit, a `#` or a blank, and UTF-8
  ///   text has no NUL bytes at all; a file that is neither is left to the line scan, which
  ///   names each NUL byte where it is.
  package static func of<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> UTF16Encoding? where Bytes.Index == Int {
    guard bytes.count >= 2 else { return nil }
    let start = bytes.startIndex
    switch (bytes[start], bytes[start + 1]) {
    case (0xFF, 0xFE): return UTF16Encoding(bigEndian: false, hasByteOrderMark: true)
    case (0xFE, 0xFF): return UTF16Encoding(bigEndian: true, hasByteOrderMark: true)
    default: break
    }
    guard bytes.count >= 4 else { return nil }
    /// Whether `byte` is an ASCII character a text file has: printable, a tab or a line end.
    func isText(_ byte: UInt8) -> Bool { byte >= 0x20 && byte < 0x7F || byte == 0x09 || byte == 0x0A || byte == 0x0D }
    let (a, b, c, d) = (bytes[start], bytes[start + 1], bytes[start + 2], bytes[start + 3])
    let bigEndian: Bool
    if isText(a) && b == 0 && isText(c) && d == 0 {
      bigEndian = false
    } else if a == 0 && isText(b) && c == 0 && isText(d) {
      bigEndian = true
    } else {
      return nil
    }
    let window = bytes[start..<(start + min(bytes.count, 64))]
    let nuls = window.reduce(0) { $0 + ($1 == 0 ? 1 : 0) }
    guard nuls * 5 >= window.count * 2 else { return nil }
    return UTF16Encoding(bigEndian: bigEndian, hasByteOrderMark: false)
  }

  /// The encoding as the message says it: "little-endian: it starts with the byte order mark
  /// FF FE", or "little-endian, without a byte order mark: a NUL byte beside every ASCII
  /// character".
  package var described: String {
    let order = bigEndian ? "big-endian" : "little-endian"
    if hasByteOrderMark { return "\(order): it starts with the byte order mark \(bigEndian ? "FE FF" : "FF FE")" }
    return "\(order), without a byte order mark: a NUL byte beside every ASCII character"
  }

  /// The command that converts the file at `path` to UTF-8. Without a mark, iconv is told the
  /// byte order: plain `UTF-16` would take a file without one as big-endian.
  package func conversionAdvice(path: String) -> String {
    let from = hasByteOrderMark ? "UTF-16" : bigEndian ? "UTF-16BE" : "UTF-16LE"
    return "or convert it: iconv -f \(from) -t UTF-8 '\(path)' > converted.txt, then replace the file"
  }
}
