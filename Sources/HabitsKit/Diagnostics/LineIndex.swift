#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where each line of a file starts, for looking lines up by number: built on demand by those
/// who need random access (excerpts of diagnostics, a log line read again, a habits file
/// rewritten line by line), so that reading a clean log builds no table of its lines.
///
/// A file has one, built at most once, when first asked for, and shared by everyone who asks
/// (`SourceFile.lines`): the findings that point at a log line and the renderer that quotes it
/// look it up in the same table.
///
/// A small file, or one with a CR in it, keeps every line's start (one 32-bit offset a line;
/// files are read up to 2 GiB). A large file of LF-ended lines keeps only how many LFs come
/// before each block of `blockBytes` bytes, counted sixteen bytes at a time: a thirty-year log's
/// table costs a third of an instruction a byte rather than a dozen a line, so that one
/// repeated line does not cost a tenth of reading the log again; a line is then found by its
/// block and a walk of at most `blockBytes` bytes from there.
package struct LineIndex: Sendable {
  private let bytes: FileBytes
  /// Where line 1 starts (after a byte order mark).
  private let begin: Int
  /// The number of lines.
  package let count: Int
  private let table: Table

  private enum Table {
    /// The start of each line, in order.
    case starts([UInt32])
    /// For each block of `blockBytes` bytes from `begin`, the LFs before it; every line ends
    /// at an LF (or the end of the file).
    case blocks([UInt32])
  }

  /// The bytes a block of `Table.blocks` spans.
  static let blockBytes = 2048
  /// From this size on, a file of LF-ended lines keeps blocks rather than every start.
  static let blocksFrom = 256 * 1024

  /// The lines of `file` (`LineCursor`'s), found now: only by `SharedLineIndex`, so that a
  /// file has one.
  fileprivate init(_ file: SourceFile) {
    bytes = file.bytes
    begin = file.contentStart
    let hasCR = file.bytes.withUnsafeBufferPointer { LineCursor.find(0x0D, in: $0, from: 0, to: $0.count) != nil }
    if hasCR || file.bytes.count < LineIndex.blocksFrom {
      var starts: [UInt32] = []
      var cursor = LineCursor(file)
      while let line = cursor.next() { starts.append(UInt32(truncatingIfNeeded: line.start)) }
      table = .starts(starts)
      count = starts.count
    } else {
      let (blocks, newlines) = LineIndex.blocks(file.bytes, from: begin)
      table = .blocks(blocks)
      // A last line without its LF is a line too.
      count = newlines + (bytes.last == 0x0A || bytes.count <= begin ? 0 : 1)
    }
  }

  /// The offsets where line `number` (1-based, at most `count`) starts and ends (without
  /// its terminator).
  package func bounds(_ number: Int) -> (start: Int, end: Int) {
    precondition(number >= 1 && number <= count, "line number out of range")
    switch table {
    case .starts(let starts):
      let start = Int(starts[number - 1])
      var end = number < starts.count ? Int(starts[number]) : bytes.endIndex
      // Every line but the last ends with a terminator, and the last may: a line holds neither
      // CR nor LF, so the bytes to drop are an LF, a CR, or both.
      if end > start && bytes[end - 1] == 0x0A { end -= 1 }
      if end > start && bytes[end - 1] == 0x0D { end -= 1 }
      return (start, end)
    case .blocks(let blocks):
      return bytes.withUnsafeBufferPointer { buffer in
        let start = number == 1 ? begin : LineIndex.afterNewline(number - 1, blocks: blocks, in: buffer, from: begin)
        return (start, LineCursor.find(0x0A, in: buffer, from: start, to: buffer.count) ?? buffer.count)
      }
    }
  }

  /// The bytes of line `number` (1-based), or none past the end.
  package func bytes(_ number: Int) -> FileBytes {
    guard number >= 1 && number <= count else { return bytes[bytes.startIndex..<bytes.startIndex] }
    let (start, end) = bounds(number)
    return bytes[start..<end]
  }

  /// The text of line `number` (1-based), with invalid UTF-8 replaced by U+FFFD.
  package func text(_ number: Int) -> String {
    String(decoding: bytes(number), as: UTF8.self)
  }

  /// Calls `body` with each of lines `numbers` (ascending; those past the end are skipped)
  /// and where it starts and ends. Lines a little way after the one before are found by
  /// walking on from it, so that asking about most of a file's lines costs one walk over it.
  package func forEachLine(_ numbers: [UInt32], _ body: (UInt32, Int, Int) -> Void) {
    guard case .blocks = table else {
      for number in numbers where number >= 1 && Int(number) <= count {
        let (start, end) = bounds(Int(number))
        body(number, start, end)
      }
      return
    }
    bytes.withUnsafeBufferPointer { buffer in
      // The line last found, where it starts and where it ends.
      var (current, start, end) = (0, 0, 0)
      for number in numbers where number >= 1 && Int(number) <= count {
        let wanted = Int(number)
        if current == 0 || wanted < current || wanted - current > 64 {
          (start, end) = bounds(wanted)
          current = wanted
        }
        while current < wanted {
          start = end + 1
          end = LineCursor.find(0x0A, in: buffer, from: start, to: buffer.count) ?? buffer.count
          current += 1
        }
        body(number, start, end)
      }
    }
  }

  /// The LFs before each block of `bytes` from `begin`, and the LFs in all.
  private static func blocks(_ bytes: FileBytes, from begin: Int) -> (blocks: [UInt32], newlines: Int) {
    bytes.withUnsafeBufferPointer { buffer in
      let end = buffer.count
      let base = UnsafeRawPointer(buffer.baseAddress!)
      var blocks: [UInt32] = []
      blocks.reserveCapacity((end - begin) / blockBytes + 1)
      var newlines = 0
      var block = begin
      let lf = SIMD16<UInt8>(repeating: 0x0A)
      while block < end {
        blocks.append(UInt32(truncatingIfNeeded: newlines))
        let blockEnd = min(block + blockBytes, end)
        // Sixteen lanes each count the LFs at their position (at most 128 a block, which fits
        // a byte), added up once a block.
        var lanes = SIMD16<UInt8>(repeating: 0)
        var index = block
        let zero = SIMD16<UInt8>(repeating: 0)
        while index &+ 64 <= blockEnd {
          // Four chunks a turn: a quarter of the loop's own instructions.
          let a = base.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
          let b = base.loadUnaligned(fromByteOffset: index &+ 16, as: SIMD16<UInt8>.self)
          let c = base.loadUnaligned(fromByteOffset: index &+ 32, as: SIMD16<UInt8>.self)
          let d = base.loadUnaligned(fromByteOffset: index &+ 48, as: SIMD16<UInt8>.self)
          lanes &+= zero.replacing(with: 1, where: a .== lf) &+ zero.replacing(with: 1, where: b .== lf)
          lanes &+= zero.replacing(with: 1, where: c .== lf) &+ zero.replacing(with: 1, where: d .== lf)
          index &+= 64
        }
        while index &+ 16 <= blockEnd {
          let chunk = base.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
          lanes &+= SIMD16<UInt8>(repeating: 0).replacing(with: 1, where: chunk .== lf)
          index &+= 16
        }
        newlines &+= Int(SIMD16<UInt16>(truncatingIfNeeded: lanes).wrappedSum())
        while index < blockEnd {
          if buffer[index] == 0x0A { newlines &+= 1 }
          index &+= 1
        }
        block = blockEnd
      }
      return (blocks, newlines)
    }
  }

  /// The offset just after LF number `newline` (1-based) from `begin`: its block found by a
  /// binary search of `blocks`, then the LFs walked from the block's start.
  private static func afterNewline(_ newline: Int, blocks: [UInt32], in buffer: UnsafeBufferPointer<UInt8>, from begin: Int) -> Int {
    // The last block with fewer than `newline` LFs before it holds the LF.
    var (low, high) = (0, blocks.count - 1)
    while low < high {
      let middle = (low + high + 1) / 2
      if Int(blocks[middle]) < newline { low = middle } else { high = middle - 1 }
    }
    var position = begin + low * blockBytes
    var remaining = newline - Int(blocks[low])
    while true {
      guard let found = LineCursor.find(0x0A, in: buffer, from: position, to: buffer.count) else { return buffer.count }
      position = found + 1
      remaining -= 1
      if remaining == 0 { return position }
    }
  }
}

extension SourceFile {
  /// The file's lines by number, built the first time anyone asks and shared by every copy of
  /// this `SourceFile` from then on.
  package var lines: LineIndex { sharedLines.index(of: self) }

  /// Whether `lines` has been built: for the tests that hold a run to one index a file.
  package var linesAreBuilt: Bool { sharedLines.isBuilt }
}

/// The one `LineIndex` of a file, built on first use: what `SourceFile.lines` hands out.
final class SharedLineIndex: @unchecked Sendable {
  // Unchecked: `built` is only read and written under `lock`.
  private var built: LineIndex?
  private let lock: UnsafeMutablePointer<pthread_mutex_t>

  init() {
    lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    lock.initialize(to: pthread_mutex_t())
    pthread_mutex_init(lock, nil)
  }

  deinit {
    pthread_mutex_destroy(lock)
    lock.deallocate()
  }

  /// The index of `file`, built now if it is the first request.
  func index(of file: SourceFile) -> LineIndex {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    if let built { return built }
    let index = LineIndex(file)
    built = index
    return index
  }

  /// Whether the index has been built.
  var isBuilt: Bool {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    return built != nil
  }
}
