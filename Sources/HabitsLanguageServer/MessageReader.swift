/// Splits the bytes a client sends into JSON-RPC messages: the base protocol's header part
/// (`Content-Length: N`, other headers ignored, lines ending in CRLF, a blank line) and N bytes
/// of content.
///
/// It works on values: bytes are appended as they arrive and `next()` hands out what is
/// complete, so the stdio loop, the tests and the fuzzer share it. A message longer than
/// `maximumLength` is reported and its content discarded as it arrives, never held in memory.
///
/// One bad frame never costs the messages after it: the reader resynchronises on the next
/// `Content-Length:` wherever it appears. Bytes before it that are no header (garbage, the
/// rest of a body longer than its length said) are reported and skipped; a body that a header
/// interrupts (shorter than its length said) is reported and never handed out. A header can
/// be told from a body because JSON cannot hold a raw line break inside a string: a
/// `Content-Length: N` followed by one is never part of a valid body.
package struct MessageReader: Sendable {
  /// What `next()` found.
  package enum Item: Equatable, Sendable {
    /// The content of one message.
    case message([UInt8])
    /// A header that could not be used, bytes that were no message, a message cut short or
    /// too long to keep: why.
    case invalid(String)
  }

  /// The longest header part accepted (the protocol's headers are a few dozen bytes).
  package static let maximumHeaderLength = 8 * 1024
  /// The longest content accepted.
  package let maximumLength: Int

  private var buffer: [UInt8] = []
  /// Where unread bytes start in `buffer` (compacted now and then, not on every message).
  private var start = 0
  /// The content being read, from `start`, once its header is read.
  private var body: Body?

  /// The content of a message whose header has been read.
  private struct Body: Sendable {
    /// The bytes of content still to come, from `start`.
    var length: Int
    /// Whether the content is kept (false: it is over `maximumLength`, and dropped as it comes).
    var kept: Bool
    /// How many bytes from `start` have been searched for a header without finding the start
    /// of one.
    var searched = 0
  }

  /// Creates a reader accepting content up to `maximumLength` bytes.
  package init(maximumLength: Int = 64 * 1024 * 1024) {
    self.maximumLength = maximumLength
  }

  /// Adds bytes read from the client.
  package mutating func append<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
    buffer.append(contentsOf: bytes)
    if body?.kept == false { discard() }
  }

  /// How many bytes are held and not yet handed out.
  package var pendingCount: Int { buffer.count - start }

  /// Whether a message's header has come and its content is still arriving.
  package var isWithinMessage: Bool { body?.kept == true }

  /// The next complete message or problem, or nil until more bytes arrive.
  package mutating func next() -> Item? {
    if let body {
      guard body.kept else { return nil }
      return nextContent(body)
    }
    return nextHeader()
  }

  /// The content of `body` once it is all here, or the report that a header cut it short.
  private mutating func nextContent(_ body: Body) -> Item? {
    var body = body
    let end = start + body.length
    switch findHeader(from: start + body.searched, before: min(buffer.count, end)) {
    case .found(let header):
      self.body = nil
      consume(to: header)
      return .invalid("a message cut short: a header came before its \(body.length) bytes")
    case .undecided(let candidate):
      body.searched = candidate - start
      self.body = body
      return nil
    case .none:
      guard buffer.count >= end else {
        body.searched = buffer.count - start
        self.body = body
        return nil
      }
      self.body = nil
      let content = Array(buffer[start..<end])
      consume(to: end)
      return .message(content)
    }
  }

  /// Drops what has come of a message too long to keep, up to a header that interrupts it.
  private mutating func discard() {
    guard var body, !body.kept else { return }
    let end = min(buffer.count, start + body.length)
    switch findHeader(from: start, before: end) {
    case .found(let header):
      // Its length was a lie: the next message starts here (the message was reported already).
      self.body = nil
      consume(to: header)
      return
    case .undecided(let candidate):
      body.length -= candidate - start
      consume(to: candidate)
    case .none:
      body.length -= end - start
      consume(to: end)
    }
    self.body = body.length > 0 ? body : nil
  }

  /// The next header read, or the report of bytes that are no header.
  private mutating func nextHeader() -> Item? {
    let candidate = firstName(from: start)
    let blank = headerEnd(from: start)
    // A header part that ends before any Content-Length.
    if let blank, candidate.map({ blank.headerEnd < $0 }) ?? true {
      let reason =
        lines(start..<blank.headerEnd).contains { !$0.contains(UInt8(ascii: ":")) }
        ? "a header line without ':'" : "a header without Content-Length"
      consume(to: blank.contentStart)
      return .invalid(reason)
    }
    guard let candidate else { return tooLongHeader() }
    // Bytes before the header that are not whole header lines (such as Content-Type): garbage,
    // or the rest of a body longer than its length said.
    if candidate > start
      && (buffer[candidate - 1] != 0x0A || lines(start..<candidate).contains { !$0.contains(UInt8(ascii: ":")) })
    {
      consume(to: candidate)
      return .invalid("bytes that are not a message, skipped")
    }
    guard let end = headerEnd(from: candidate) else { return tooLongHeader() }
    // A second Content-Length before the blank line: the first header was cut short.
    if let later = firstName(from: candidate + 1), later < end.headerEnd {
      consume(to: later)
      return .invalid("a header cut short")
    }
    var length: Int?
    for line in lines(start..<end.headerEnd) {
      guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
        consume(to: end.contentStart)
        return .invalid("a header line without ':'")
      }
      let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
      guard name == "content-length" else { continue }
      let value = line[(colon + 1)...].filter { $0 != 0x20 && $0 != 0x09 }
      guard !value.isEmpty, value.count <= 18, value.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
        let n = Int(String(decoding: value, as: UTF8.self))
      else {
        consume(to: end.contentStart)
        return .invalid("Content-Length is not a number")
      }
      length = n
    }
    consume(to: end.contentStart)
    guard let length else { return .invalid("a header without Content-Length") }
    if length > maximumLength {
      body = Body(length: length, kept: false)
      discard()
      return .invalid("a message of \(length) bytes, more than the \(maximumLength) accepted")
    }
    body = Body(length: length, kept: true)
    return nextContent(body!)
  }

  /// Nil while a header may still be coming; once more than `maximumHeaderLength` bytes are
  /// held without one, drops them (but a tail that may start a header) and says so.
  private mutating func tooLongHeader() -> Item? {
    guard pendingCount > MessageReader.maximumHeaderLength else { return nil }
    let tail = max(start, buffer.count - MessageReader.name.count + 1)
    consume(to: (tail..<buffer.count).first { nameStarts(at: $0) == nil } ?? buffer.count)
    return .invalid("a header longer than \(MessageReader.maximumHeaderLength) bytes")
  }

  /// The lines of `range` in the buffer, without their terminators.
  private func lines(_ range: Range<Int>) -> [ArraySlice<UInt8>] {
    // Bytes, not Characters: "\r\n" is one Character in Swift.
    buffer[range].split(whereSeparator: { $0 == 0x0D || $0 == 0x0A })
  }

  /// `content-length:`, as header names compare: in any case.
  private static let name = Array("content-length:".utf8)

  /// Whether the header name starts at `index`: true, false, or nil when the buffer ends first.
  private func nameStarts(at index: Int) -> Bool? {
    for (offset, expected) in MessageReader.name.enumerated() {
      guard index + offset < buffer.count else { return nil }
      let byte = buffer[index + offset]
      let isLetter = expected >= 0x61 && expected <= 0x7A
      guard isLetter ? byte | 0x20 == expected : byte == expected else { return false }
    }
    return true
  }

  /// Where the first whole `Content-Length:` at or after `index` starts.
  private func firstName(from index: Int) -> Int? {
    var i = index
    while i < buffer.count {
      if buffer[i] | 0x20 == 0x63, nameStarts(at: i) == true { return i }
      i += 1
    }
    return nil
  }

  /// What a search for a header found.
  private enum Search {
    /// A whole `Content-Length: N` and a line end, starting here.
    case found(Int)
    /// The start of one here, which the bytes held end before it can be told.
    case undecided(Int)
    case none
  }

  /// The first header (`Content-Length:`, blanks, digits, blanks, a line end) that starts at
  /// or after `index` and before `limit`; it may end past `limit`.
  private func findHeader(from index: Int, before limit: Int) -> Search {
    guard index < limit else { return .none }
    return buffer.withUnsafeBufferPointer { bytes in
      guard let base = bytes.baseAddress else { return .none }
      var i = index
      while true {
        // Eight bytes at a time to the next 'c' or 'C' (`WordScan`): a message's content is
        // searched whole, megabytes for a file opened in the editor.
        i = WordScan.first(
          in: base, from: i, to: limit, flags: { WordScan.equal(to: 0x63, in: $0 | 0x2020_2020_2020_2020) },
          test: { $0 | 0x20 == 0x63 })
        guard i < limit else { return .none }
        switch headerLine(at: i) {
        case true?: return .found(i)
        case nil: return .undecided(i)
        case false?: i += 1
        }
      }
    }
  }

  /// Whether `Content-Length: N` and a line end start at `index`; nil when the buffer ends first.
  private func headerLine(at index: Int) -> Bool? {
    guard let named = nameStarts(at: index) else { return nil }
    guard named else { return false }
    var i = index + MessageReader.name.count
    func skipBlanks() -> Bool? {
      var count = 0
      while i < buffer.count && (buffer[i] == 0x20 || buffer[i] == 0x09) {
        i += 1
        count += 1
        if count > 8 { return false }
      }
      return i < buffer.count ? true : nil
    }
    guard let blanks = skipBlanks() else { return nil }
    guard blanks else { return false }
    let digits = i
    while i < buffer.count && buffer[i] >= 0x30 && buffer[i] <= 0x39 && i - digits <= 18 { i += 1 }
    guard i < buffer.count else { return nil }
    guard i > digits && i - digits <= 18 else { return false }
    guard let after = skipBlanks() else { return nil }
    guard after else { return false }
    return buffer[i] == 0x0D || buffer[i] == 0x0A
  }

  /// Where the header part that starts at `from` ends (before its blank line) and the content
  /// starts. A bare LF line end is accepted as well as CRLF.
  private func headerEnd(from: Int) -> (headerEnd: Int, contentStart: Int)? {
    var i = from
    let limit = min(buffer.count, from + MessageReader.maximumHeaderLength + 4)
    while i < limit {
      if buffer[i] == 0x0A {
        if i + 1 < buffer.count && buffer[i + 1] == 0x0A { return (i, i + 2) }
        if i + 2 < buffer.count && buffer[i + 1] == 0x0D && buffer[i + 2] == 0x0A { return (i, i + 3) }
      }
      i += 1
    }
    return nil
  }

  private mutating func consume(to index: Int) {
    start = index
    if start == buffer.count {
      reset()
    } else if start > 1 << 16 && start > buffer.count / 2 {
      buffer.removeFirst(start)
      start = 0
    }
  }

  private mutating func reset() {
    buffer.removeAll(keepingCapacity: buffer.capacity <= 1 << 20)
    start = 0
  }

  /// `content` framed for sending: the Content-Length header and the bytes.
  package static func frame(_ content: String) -> [UInt8] {
    let body = Array(content.utf8)
    return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
  }
}
