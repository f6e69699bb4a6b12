import HabitsKit

/// A JSON value as the language server reads and writes it: objects keep their members in
/// written order, so replies are deterministic and tests compare text.
package indirect enum JSON: Equatable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number without fraction or exponent that fits an `Int`.
  case int(Int)
  /// Any other number.
  case double(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSON])
  /// An array of integers, kept as numbers: a long one (a log's semantic tokens, two million
  /// numbers) is written without a value per number. It reads back as an `array`.
  case integers([Int])
  /// An object, its members in written order.
  case object([(String, JSON)])

  package static func == (a: JSON, b: JSON) -> Bool {
    switch (a, b) {
    case (.null, .null): return true
    case (.bool(let x), .bool(let y)): return x == y
    case (.int(let x), .int(let y)): return x == y
    case (.double(let x), .double(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.array(let x), .array(let y)): return x == y
    case (.integers(let x), .integers(let y)): return x == y
    case (.integers(let x), .array(let y)), (.array(let y), .integers(let x)): return y == x.map(JSON.int)
    case (.object(let x), .object(let y)):
      return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: return false
    }
  }

  /// The member `key` of an object (the first one), or nil.
  package subscript(key: String) -> JSON? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0 == key }?.1
  }

  /// The string, if this is one.
  package var string: String? { if case .string(let s) = self { s } else { nil } }
  /// The integer, if this is one (a double with no fraction counts).
  package var int: Int? {
    switch self {
    case .int(let n): return n
    case .double(let d) where d.rounded() == d && abs(d) < 9e15: return Int(d)
    default: return nil
    }
  }
  /// The boolean, if this is one.
  package var bool: Bool? { if case .bool(let b) = self { b } else { nil } }
  /// The items, if this is an array.
  package var array: [JSON]? {
    switch self {
    case .array(let items): items
    case .integers(let numbers): numbers.map(JSON.int)
    default: nil
    }
  }

  /// An object from key-value pairs, leaving out members whose value is nil.
  package static func obj(_ pairs: KeyValuePairs<String, JSON?>) -> JSON {
    .object(pairs.compactMap { pair in pair.value.map { (pair.key, $0) } })
  }

  // MARK: Writing

  /// The value as compact JSON text.
  package var text: String {
    var out = ""
    write(to: &out)
    return out
  }

  private func write(to out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .int(let n): out += String(n)
    case .double(let d): out += d.isFinite ? String(d) : "null"
    case .string(let s): out += JSONWriter.quoted(s)
    case .array(let items):
      out += "["
      for (i, item) in items.enumerated() {
        if i > 0 { out += "," }
        item.write(to: &out)
      }
      out += "]"
    case .integers(let numbers):
      out += JSON.text(of: numbers)
    case .object(let members):
      out += "{"
      for (i, member) in members.enumerated() {
        if i > 0 { out += "," }
        out += JSONWriter.quoted(member.0) + ":"
        member.1.write(to: &out)
      }
      out += "}"
    }
  }

  /// `numbers` as a JSON array, written digit by digit into one buffer.
  static func text(of numbers: [Int]) -> String {
    var bytes: [UInt8] = [0x5B]
    bytes.reserveCapacity(numbers.count * 3 + 2)
    var digits: [UInt8] = Array(repeating: 0, count: 20)
    for (i, number) in numbers.enumerated() {
      if i > 0 { bytes.append(0x2C) }
      if number < 0 { bytes.append(0x2D) }
      var rest = number.magnitude
      var count = 0
      repeat {
        digits[count] = UInt8(truncatingIfNeeded: rest % 10) + 0x30
        rest /= 10
        count += 1
      } while rest > 0
      while count > 0 {
        count -= 1
        bytes.append(digits[count])
      }
    }
    bytes.append(0x5D)
    return String(decoding: bytes, as: UTF8.self)
  }

  // MARK: Reading

  /// The deepest nesting the reader accepts: deeper input is refused rather than recursed
  /// into, so a hostile message cannot overflow the stack.
  package static let maximumDepth = 200

  /// Parses JSON text; nil when it is not valid JSON.
  package static func parse<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> JSON? {
    var reader = Reader(bytes: Array(bytes))
    guard let value = reader.value(depth: 0) else { return nil }
    reader.skipSpace()
    return reader.index == reader.bytes.count ? value : nil
  }

  /// Parses JSON text given as a string.
  package static func parse(_ text: String) -> JSON? { parse(Array(text.utf8)) }

  private struct Reader {
    let bytes: [UInt8]
    var index = 0

    mutating func skipSpace() {
      while index < bytes.count {
        switch bytes[index] {
        case 0x20, 0x09, 0x0A, 0x0D: index += 1
        default: return
        }
      }
    }

    mutating func literal(_ word: StaticString, _ value: JSON) -> JSON? {
      let count = word.utf8CodeUnitCount
      guard index + count <= bytes.count else { return nil }
      let start = word.utf8Start
      for i in 0..<count where bytes[index + i] != start[i] { return nil }
      index += count
      return value
    }

    mutating func value(depth: Int) -> JSON? {
      skipSpace()
      guard index < bytes.count, depth < JSON.maximumDepth else { return nil }
      switch bytes[index] {
      case UInt8(ascii: "{"): return object(depth: depth)
      case UInt8(ascii: "["): return array(depth: depth)
      case UInt8(ascii: "\""): return string().map(JSON.string)
      case UInt8(ascii: "t"): return literal("true", .bool(true))
      case UInt8(ascii: "f"): return literal("false", .bool(false))
      case UInt8(ascii: "n"): return literal("null", .null)
      default: return number()
      }
    }

    mutating func number() -> JSON? {
      let start = index
      var isInteger = true
      while index < bytes.count {
        let byte = bytes[index]
        if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") || byte == UInt8(ascii: "-") {
          index += 1
        } else if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
          || byte == UInt8(ascii: "+")
        {
          isInteger = false
          index += 1
        } else {
          break
        }
      }
      guard index > start, index - start <= 64 else { return nil }
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      if isInteger, let n = Int(text) { return .int(n) }
      guard let d = Double(text), d.isFinite else { return nil }
      return .double(d)
    }

    mutating func object(depth: Int) -> JSON? {
      index += 1
      var members: [(String, JSON)] = []
      skipSpace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      while true {
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else { return nil }
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        index += 1
        guard let member = value(depth: depth + 1) else { return nil }
        members.append((key, member))
        skipSpace()
        guard index < bytes.count else { return nil }
        index += 1
        if bytes[index - 1] == UInt8(ascii: "}") { return .object(members) }
        if bytes[index - 1] != UInt8(ascii: ",") { return nil }
      }
    }

    mutating func array(depth: Int) -> JSON? {
      index += 1
      var items: [JSON] = []
      skipSpace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(items)
      }
      while true {
        guard let item = value(depth: depth + 1) else { return nil }
        items.append(item)
        skipSpace()
        guard index < bytes.count else { return nil }
        index += 1
        if bytes[index - 1] == UInt8(ascii: "]") { return .array(items) }
        if bytes[index - 1] != UInt8(ascii: ",") { return nil }
      }
    }

    /// A string from its opening quote, escapes decoded (`JSON.string(in:from:)`).
    mutating func string() -> String? {
      let from = index + 1
      guard let (text, end) = bytes.withUnsafeBufferPointer({ JSON.string(in: $0, from: from) }) else { return nil }
      index = end
      return text
    }
  }
}
