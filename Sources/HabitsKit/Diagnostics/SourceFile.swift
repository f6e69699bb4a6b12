#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file's path as the user gave it and its bytes, with the line boundaries computed once.
///
/// Lines end at LF, CRLF or a lone CR; the terminator is not part of the line. A UTF-8 byte
/// order mark at the very start is skipped, as editors hide it: column 1 of line 1 is the
/// first byte after the mark.
package struct SourceFile: Sendable {
  /// The path exactly as given on the command line, used in every rendered location.
  package let path: String
  /// The whole file.
  package let bytes: [UInt8]
  /// For each line, the start and end of its text (without the terminator), two 32-bit
  /// offsets a line (files are read up to 2 GiB): a decade of log has a hundred thousand
  /// lines, held for as long as diagnostics may quote them.
  private let lineBounds: [UInt32]
  /// The line-ending style of the file, as found on its first terminated line.
  package let lineEnding: LineEnding

  /// The terminator a file uses between lines.
  package enum LineEnding: String, Sendable {
    case lf = "\n"
    case crlf = "\r\n"
    case cr = "\r"
  }

  /// Splits `bytes` into lines.
  package init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
    var ranges: [UInt32] = []
    var ending: LineEnding?
    let count = bytes.count
    var lineStart = SourceFile.hasByteOrderMark(bytes) ? 3 : 0
    var index = lineStart
    bytes.withUnsafeBufferPointer { buffer in
      // A file without CR (nearly every file on Linux and macOS) splits at each LF, found by
      // libc's vectorised `memchr`: a tenth of an instruction a byte, where the loop below
      // takes about ten. Files with CR take the loop, which tells the three endings apart.
      guard let base = buffer.baseAddress, count > lineStart,
        memchr(base + lineStart, 0x0D, count - lineStart) == nil
      else { return }
      // Written into an array made with room for lines of eight bytes on average (log lines
      // have twelve or more), rather than appended: two `append`s a line cost 1.3 M
      // instructions more (3.8 M against 2.5 M) on `check` with the decade data set (58,000
      // lines). A file of shorter lines has its lines counted, then is split again.
      ranges =
        SourceFile.splitAtLF(buffer, from: lineStart, lines: count / 8 + 2)
        ?? SourceFile.splitAtLF(buffer, from: lineStart, lines: buffer[lineStart...].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 })!
      index = count
      lineStart = count
    }
    if index < count { ranges.reserveCapacity(bytes.count / 12 + 2) }
    bytes.withUnsafeBufferPointer { buffer in
      while index < count {
        // Most of a line is neither CR nor LF: skip it eight bytes at a time.
        while index + 8 <= count {
          let word = UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(as: UInt64.self)
          if WordBytes.containsByte(word, 0x0A) || WordBytes.containsByte(word, 0x0D) { break }
          index += 8
        }
        guard index < count else { break }
        let byte = buffer[index]
        if byte == 0x0A {
          ranges.append(UInt32(truncatingIfNeeded: lineStart))
          ranges.append(UInt32(truncatingIfNeeded: index))
          if ending == nil { ending = .lf }
          index += 1
          lineStart = index
        } else if byte == 0x0D {
          ranges.append(UInt32(truncatingIfNeeded: lineStart))
          ranges.append(UInt32(truncatingIfNeeded: index))
          if index + 1 < count && buffer[index + 1] == 0x0A {
            if ending == nil { ending = .crlf }
            index += 2
          } else {
            if ending == nil { ending = .cr }
            index += 1
          }
          lineStart = index
        } else {
          index += 1
        }
      }
    }
    if lineStart < count {
      ranges.append(UInt32(truncatingIfNeeded: lineStart))
      ranges.append(UInt32(truncatingIfNeeded: count))
    }
    self.lineBounds = ranges
    self.lineEnding = ending ?? .lf
  }

  /// The start and end of each line of `buffer` from `start`, split at LF only, or nil when
  /// there are more than `lines`.
  private static func splitAtLF(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, lines: Int) -> [UInt32]? {
    guard let base = buffer.baseAddress else { return [] }
    var fits = true
    let bounds = [UInt32](unsafeUninitializedCapacity: 2 * lines) { bounds, written in
      written = 0
      var index = start
      while index < buffer.count {
        guard written < bounds.count else {
          fits = false
          return
        }
        let newline = memchr(base + index, 0x0A, buffer.count - index).map {
          UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self) - base
        }
        let end = newline ?? buffer.count
        bounds[written] = UInt32(truncatingIfNeeded: index)
        bounds[written + 1] = UInt32(truncatingIfNeeded: end)
        written += 2
        index = end + 1
      }
    }
    return fits ? bounds : nil
  }

  /// Creates a file from text (for tests and documentation examples).
  package init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// Whether the bytes start with the UTF-8 byte order mark EF BB BF.
  package static func hasByteOrderMark(_ bytes: [UInt8]) -> Bool {
    bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
  }

  /// Whether the file is empty or its last byte ends a line.
  package var endsWithNewline: Bool {
    guard let last = bytes.last else { return true }
    return last == 0x0A || last == 0x0D
  }

  /// The number of lines.
  package var lineCount: Int { lineBounds.count / 2 }

  /// The byte offsets where line `number` (1-based, at most `lineCount`) starts and ends
  /// (without its terminator).
  package func lineOffsets(_ number: Int) -> (start: Int, end: Int) {
    // One check of the bounds for both offsets, unsigned: a line number below 1 wraps to a
    // huge index, and so does one past any file's, which doubles to a negative index.
    // Wrapping arithmetic saved 0.3 M instructions of 31.5 M on `check` with the decade data
    // set, and this one check rather than the two subscripts' 0.35 M of 23.0 M.
    let end = 2 &* number &- 1
    return lineBounds.withUnsafeBufferPointer { bounds in
      precondition(UInt(bitPattern: end) < UInt(bitPattern: bounds.count), "line number out of range")
      return (Int(bounds[end &- 1]), Int(bounds[end]))
    }
  }

  /// The bytes of line `number` (1-based), or an empty slice past the end.
  package func lineBytes(_ number: Int) -> ArraySlice<UInt8> {
    guard number >= 1 && number <= lineCount else { return [] }
    return bytes[Int(lineBounds[2 * number - 2])..<Int(lineBounds[2 * number - 1])]
  }

  /// The text of line `number` (1-based), with invalid UTF-8 replaced by U+FFFD.
  package func lineText(_ number: Int) -> String {
    String(decoding: lineBytes(number), as: UTF8.self)
  }
}
