/// A strict JSON syntax check (RFC 8259), so the fuzzers can tell that every `--json` and
/// `--format json` output parses. It validates, it does not build values.
struct JSONCheck {
  private let bytes: [UInt8]
  private var index = 0

  /// Whether `text` is exactly one JSON value, with optional surrounding whitespace.
  static func isValid(_ text: String) -> Bool {
    var check = JSONCheck(bytes: Array(text.utf8))
    guard check.value(depth: 0) else { return false }
    check.skipWhitespace()
    return check.index == check.bytes.count
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func skipWhitespace() {
    while let b = peek, b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { index += 1 }
  }

  private mutating func consume(_ byte: UInt8) -> Bool {
    guard peek == byte else { return false }
    index += 1
    return true
  }

  private mutating func literal(_ word: String) -> Bool {
    for b in word.utf8 where !consume(b) { return false }
    return true
  }

  private mutating func value(depth: Int) -> Bool {
    guard depth < 64 else { return false }
    skipWhitespace()
    switch peek {
    case 0x7B: return container(close: 0x7D, depth: depth, isObject: true)
    case 0x5B: return container(close: 0x5D, depth: depth, isObject: false)
    case 0x22: return string()
    case 0x74: return literal("true")
    case 0x66: return literal("false")
    case 0x6E: return literal("null")
    default: return number()
    }
  }

  private mutating func container(close: UInt8, depth: Int, isObject: Bool) -> Bool {
    index += 1
    skipWhitespace()
    if consume(close) { return true }
    while true {
      if isObject {
        skipWhitespace()
        guard string() else { return false }
        skipWhitespace()
        guard consume(0x3A) else { return false }
      }
      guard value(depth: depth + 1) else { return false }
      skipWhitespace()
      if consume(close) { return true }
      guard consume(0x2C) else { return false }
    }
  }

  private mutating func string() -> Bool {
    guard consume(0x22) else { return false }
    while let b = peek {
      index += 1
      switch b {
      case 0x22: return true
      case 0x5C:
        guard let e = peek else { return false }
        index += 1
        if e == 0x75 {
          for _ in 0..<4 {
            guard let h = peek, (0x30...0x39).contains(h) || (0x61...0x66).contains(h | 0x20) else { return false }
            index += 1
          }
        } else if !Array("\"\\/bfnrt".utf8).contains(e) {
          return false
        }
      default:
        // Raw control characters are not allowed inside strings.
        if b < 0x20 { return false }
      }
    }
    return false
  }

  private mutating func number() -> Bool {
    _ = consume(0x2D)
    guard let first = peek, (0x30...0x39).contains(first) else { return false }
    if first == 0x30 {
      index += 1
    } else {
      while let b = peek, (0x30...0x39).contains(b) { index += 1 }
    }
    if consume(0x2E) {
      guard let b = peek, (0x30...0x39).contains(b) else { return false }
      while let b = peek, (0x30...0x39).contains(b) { index += 1 }
    }
    if peek == 0x65 || peek == 0x45 {
      index += 1
      if peek == 0x2B || peek == 0x2D { index += 1 }
      guard let b = peek, (0x30...0x39).contains(b) else { return false }
      while let b = peek, (0x30...0x39).contains(b) { index += 1 }
    }
    return true
  }
}
