/// A small writer for JSON text with a fixed key order (the order the caller writes them).
///
/// `--json` output has stable keys and ISO dates; a hand-written writer keeps the order
/// deterministic, avoids Foundation, and is fast.
package struct JSONWriter {
  /// The text written so far.
  package private(set) var output = ""
  private var needsComma: [Bool] = [false]

  /// Creates an empty writer.
  package init() {}

  /// A JSON value, for building small objects inline.
  package enum Value {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    /// A number written as given (a decimal such as an amount's `5.2`).
    case number(String)
  }

  /// Opens an object, as a value or as the value of `key`.
  package mutating func beginObject(_ key: String? = nil) {
    prefix(key)
    output += "{"
    needsComma.append(false)
  }

  /// Closes the innermost object.
  package mutating func endObject() {
    needsComma.removeLast()
    output += "}"
  }

  /// Opens an array, as a value or as the value of `key`.
  package mutating func beginArray(_ key: String? = nil) {
    prefix(key)
    output += "["
    needsComma.append(false)
  }

  /// Closes the innermost array.
  package mutating func endArray() {
    needsComma.removeLast()
    output += "]"
  }

  /// Writes a string, number, boolean or null, as a value or as the value of `key`.
  package mutating func write(_ key: String? = nil, _ value: Value) {
    prefix(key)
    switch value {
    case .string(let s): output += JSONWriter.quoted(s)
    case .int(let n): output += String(n)
    case .bool(let b): output += b ? "true" : "false"
    case .null: output += "null"
    case .number(let text): output += text
    }
  }

  /// Writes a string member.
  package mutating func write(_ key: String? = nil, _ value: String) { write(key, .string(value)) }
  /// Writes an integer member.
  package mutating func write(_ key: String? = nil, _ value: Int) { write(key, .int(value)) }
  /// Writes a boolean member.
  package mutating func write(_ key: String? = nil, _ value: Bool) { write(key, .bool(value)) }
  /// Writes a string member, or null when the value is nil.
  package mutating func write(_ key: String? = nil, _ value: String?) {
    write(key, value.map { .string($0) } ?? .null)
  }

  private mutating func prefix(_ key: String?) {
    if needsComma[needsComma.count - 1] { output += "," }
    needsComma[needsComma.count - 1] = true
    if let key { output += JSONWriter.quoted(key) + ":" }
  }

  /// `text` as a JSON string literal, with quotes, backslashes and control characters escaped.
  package static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let hex = String(scalar.value, radix: 16)
          result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
