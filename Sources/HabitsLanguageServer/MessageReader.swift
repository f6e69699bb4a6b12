/// Splits the bytes a client sends into JSON-RPC messages: the base protocol's header part
/// (`Content-Length: N`, other headers ignored, lines ending in CRLF, a blank line) and N bytes
/// of content.
///
/// It works on values: bytes are appended as they arrive and `next()` hands out what is
/// complete, so the stdio loop, the tests and the fuzzer share it. A bad header is reported
/// and skipped to the next blank line; a message longer than `maximumLength` is reported and
/// its content discarded as it arrives, never held in memory.
package struct MessageReader: Sendable {
  /// What `next()` found.
  package enum Item: Equatable, Sendable {
    /// The content of one message.
    case message([UInt8])
    /// A header that could not be used, or a message too long to keep: why.
    case invalid(String)
  }

  /// The longest header part accepted (the protocol's headers are a few dozen bytes).
  package static let maximumHeaderLength = 8 * 1024
  /// The longest content accepted.
  package let maximumLength: Int

  private var buffer: [UInt8] = []
  /// Where unread bytes start in `buffer` (compacted now and then, not on every message).
  private var start = 0
  /// Bytes still to drop from an over-long message.
  private var discarding = 0

  /// Creates a reader accepting content up to `maximumLength` bytes.
  package init(maximumLength: Int = 64 * 1024 * 1024) {
    self.maximumLength = maximumLength
  }

  /// Adds bytes read from the client.
  package mutating func append<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
    var bytes = bytes[...]
    if discarding > 0 {
      let dropped = min(discarding, bytes.count)
      discarding -= dropped
      bytes = bytes.dropFirst(dropped)
    }
    buffer.append(contentsOf: bytes)
  }

  /// How many bytes are held and not yet handed out.
  package var pendingCount: Int { buffer.count - start }

  /// The next complete message or problem, or nil until more bytes arrive.
  package mutating func next() -> Item? {
    guard discarding == 0 else { return nil }
    guard let end = headerEnd() else {
      if pendingCount > MessageReader.maximumHeaderLength {
        // No blank line in sight: drop what is held, so garbage cannot grow the buffer.
        reset()
        return .invalid("a header longer than \(MessageReader.maximumHeaderLength) bytes")
      }
      return nil
    }
    let contentStart = end.contentStart
    var length: Int?
    // Bytes, not Characters: "\r\n" is one Character in Swift.
    for line in buffer[start..<end.headerEnd].split(whereSeparator: { $0 == 0x0D || $0 == 0x0A }) {
      guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
        consume(to: contentStart)
        return .invalid("a header line without ':'")
      }
      let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
      guard name == "content-length" else { continue }
      let value = line[(colon + 1)...].filter { $0 != 0x20 && $0 != 0x09 }
      guard !value.isEmpty, value.count <= 18, value.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
        let n = Int(String(decoding: value, as: UTF8.self))
      else {
        consume(to: contentStart)
        return .invalid("Content-Length is not a number")
      }
      length = n
    }
    guard let length else {
      consume(to: contentStart)
      return .invalid("a header without Content-Length")
    }
    if length > maximumLength {
      let held = buffer.count - contentStart
      let dropped = min(held, length)
      discarding = length - dropped
      consume(to: contentStart + dropped)
      return .invalid("a message of \(length) bytes, more than the \(maximumLength) accepted")
    }
    guard buffer.count - contentStart >= length else { return nil }
    let content = Array(buffer[contentStart..<contentStart + length])
    consume(to: contentStart + length)
    return .message(content)
  }

  /// Where the header part ends (before its blank line) and the content starts. A bare LF
  /// line end is accepted as well as CRLF.
  private func headerEnd() -> (headerEnd: Int, contentStart: Int)? {
    var i = start
    let limit = min(buffer.count, start + MessageReader.maximumHeaderLength + 4)
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
