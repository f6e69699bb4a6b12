/// A JSON value with object keys in their written order, and a small parser: enough to compare
/// the `--json` output with the examples of docs/json.md without Foundation.
indirect enum JSONValue: Equatable {
  case null
  case bool(Bool)
  /// A number as written, compared as text (the output has only integers).
  case number(String)
  case string(String)
  case array([JSONValue])
  case object([(key: String, value: JSONValue)])

  static func == (a: JSONValue, b: JSONValue) -> Bool {
    switch (a, b) {
    case (.null, .null): return true
    case (.bool(let x), .bool(let y)): return x == y
    case (.number(let x), .number(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.array(let x), .array(let y)): return x == y
    case (.object(let x), .object(let y)):
      return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: return false
    }
  }

  /// Every key path in the value: "habits", "habits[].habit", "habits[].streak.current".
  var keyPaths: Set<String> {
    var paths: Set<String> = []
    func walk(_ value: JSONValue, _ prefix: String) {
      switch value {
      case .array(let items): for item in items { walk(item, prefix + "[]") }
      case .object(let members):
        for member in members {
          let path = prefix.isEmpty ? member.key : prefix + "." + member.key
          paths.insert(path)
          walk(member.value, path)
        }
      default: break
      }
    }
    walk(self, "")
    return paths
  }

  /// Parses JSON text; nil when it is not valid JSON.
  static func parse(_ text: String) -> JSONValue? {
    var parser = Parser(bytes: Array(text.utf8))
    guard let value = parser.value() else { return nil }
    parser.skipSpace()
    return parser.index == parser.bytes.count ? value : nil
  }

  private struct Parser {
    let bytes: [UInt8]
    var index = 0

    mutating func skipSpace() {
      while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    mutating func literal(_ word: String) -> Bool {
      let w = Array(word.utf8)
      guard bytes[index...].starts(with: w) else { return false }
      index += w.count
      return true
    }

    mutating func value() -> JSONValue? {
      skipSpace()
      guard index < bytes.count else { return nil }
      switch bytes[index] {
      case UInt8(ascii: "{"): return object()
      case UInt8(ascii: "["): return array()
      case UInt8(ascii: "\""): return string().map(JSONValue.string)
      case UInt8(ascii: "t"): return literal("true") ? .bool(true) : nil
      case UInt8(ascii: "f"): return literal("false") ? .bool(false) : nil
      case UInt8(ascii: "n"): return literal("null") ? .null : nil
      default:
        let start = index
        while index < bytes.count, "-+.eE0123456789".utf8.contains(bytes[index]) { index += 1 }
        return index > start ? .number(String(decoding: bytes[start..<index], as: UTF8.self)) : nil
      }
    }

    mutating func object() -> JSONValue? {
      index += 1
      var members: [(key: String, value: JSONValue)] = []
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
        guard let member = value() else { return nil }
        members.append((key, member))
        skipSpace()
        guard index < bytes.count else { return nil }
        index += 1
        if bytes[index - 1] == UInt8(ascii: "}") { return .object(members) }
        if bytes[index - 1] != UInt8(ascii: ",") { return nil }
      }
    }

    mutating func array() -> JSONValue? {
      index += 1
      var items: [JSONValue] = []
      skipSpace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(items)
      }
      while true {
        guard let item = value() else { return nil }
        items.append(item)
        skipSpace()
        guard index < bytes.count else { return nil }
        index += 1
        if bytes[index - 1] == UInt8(ascii: "]") { return .array(items) }
        if bytes[index - 1] != UInt8(ascii: ",") { return nil }
      }
    }

    /// A string from its opening quote, escapes decoded (surrogate pairs included).
    mutating func string() -> String? {
      index += 1
      var scalars = String.UnicodeScalarView()
      var raw: [UInt8] = []
      func flush() {
        scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
        raw = []
      }
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\"") {
          flush()
          return String(scalars)
        }
        guard byte == UInt8(ascii: "\\") else {
          raw.append(byte)
          continue
        }
        guard index < bytes.count else { return nil }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "n"): raw.append(0x0A)
        case UInt8(ascii: "t"): raw.append(0x09)
        case UInt8(ascii: "r"): raw.append(0x0D)
        case UInt8(ascii: "b"): raw.append(0x08)
        case UInt8(ascii: "f"): raw.append(0x0C)
        case UInt8(ascii: "u"):
          guard var code = hex4() else { return nil }
          if (0xD800..<0xDC00).contains(code), literal("\\u"), let low = hex4() {
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          flush()
          guard let scalar = Unicode.Scalar(code) else { return nil }
          scalars.append(scalar)
        default: raw.append(escape)
        }
      }
      return nil
    }

    mutating func hex4() -> UInt32? {
      guard index + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
      else { return nil }
      index += 4
      return code
    }
  }
}

extension JSONValue {
  /// The member `key` of an object; nil for a missing member or another kind of value.
  subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The items of an array; nil for another kind of value.
  var array: [JSONValue]? {
    guard case .array(let items) = self else { return nil }
    return items
  }

  /// The text of a string; nil for another kind of value.
  var string: String? {
    guard case .string(let text) = self else { return nil }
    return text
  }
}
