/// Amounts in a unit (`5 km`, `1.5 l`), kept as whole thousandths: a habit with a unit has its
/// goal and its logged counts in thousandths of the unit, so the engine's integer arithmetic
/// applies unchanged and 0.1 + 0.2 is exactly 0.3 (grammar.md, "amounts").
package enum Amount {
  /// Thousandths per unit: amounts have at most three decimals.
  package static let scale = 1000
  /// The largest amount of one goal or one log entry, in units (in thousandths it fits the
  /// log's 32-bit records).
  package static let maximum = 1_000_000

  /// Why a word is not an amount.
  package enum Problem: Error, Equatable, Sendable {
    /// A sign: amounts are positive (`-5`).
    case signed
    /// Not digits with at most one point between digits (`5.`, `.5`, `1.2.3`).
    case malformed
    /// More than three decimals (`1.2345`).
    case tooPrecise
    /// More than `maximum` units.
    case tooLarge
    /// Zero (`0`, `0.000`).
    case zero
  }

  /// The thousandths that `bytes` (`5`, `5.2`, `0.125`) spell, or why they are not an amount.
  package static func parse<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Result<Int, Problem> {
    guard let first = bytes.first else { return .failure(.malformed) }
    if first == 0x2D || first == 0x2B { return .failure(.signed) }
    var whole = 0
    var fraction = 0
    var decimals = 0
    var digitsBefore = 0
    var sawPoint = false
    var wholeTooLarge = false
    for byte in bytes {
      if byte == 0x2E {
        if sawPoint { return .failure(.malformed) }
        sawPoint = true
      } else if byte >= 0x30 && byte <= 0x39 {
        let digit = Int(byte - 0x30)
        if sawPoint {
          decimals += 1
          // Trailing zeros beyond the third decimal say nothing more (`1.5000`).
          if decimals > 3 {
            if digit != 0 { return .failure(.tooPrecise) }
          } else {
            fraction = fraction * 10 + digit
          }
        } else {
          digitsBefore += 1
          // Bounded before it could overflow: anything past the maximum is too large anyway.
          if whole > maximum { wholeTooLarge = true } else { whole = whole * 10 + digit }
        }
      } else {
        return .failure(.malformed)
      }
    }
    if digitsBefore == 0 || (sawPoint && decimals == 0) { return .failure(.malformed) }
    if wholeTooLarge || whole > maximum { return .failure(.tooLarge) }
    for _ in min(decimals, 3)..<3 { fraction *= 10 }
    let value = whole * scale + fraction
    if value == 0 { return .failure(.zero) }
    if value > maximum * scale { return .failure(.tooLarge) }
    return .success(value)
  }

  /// Whether `bytes` look like a number meant as an amount (a sign, a digit or a point, then
  /// digits and points): the word before a unit, to parse or report.
  package static func looksNumeric<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
    var sawDigit = false
    for (offset, byte) in bytes.enumerated() {
      if byte >= 0x30 && byte <= 0x39 {
        sawDigit = true
      } else if byte == 0x2E || (offset == 0 && (byte == 0x2D || byte == 0x2B)) {
        continue
      } else {
        return false
      }
    }
    return sawDigit
  }

  /// Whether `bytes` can be a unit: a word with a letter and no digit that does not start like
  /// a number or end with a period (`km`, `l`, `pages`, `µg`), and not a count's word (`x`,
  /// `times`) or a joining word (`and`, `or`).
  package static func isUnit<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
    guard let first = bytes.first, first != 0x2E, first != 0x2D, first != 0x2B else { return false }
    var hasLetter = false
    var last = first
    for byte in bytes {
      if byte >= 0x30 && byte <= 0x39 { return false }
      switch byte {
      case 0x2C, 0x3B, 0x3A, 0x23, 0x20, 0x09: return false
      default: break
      }
      if (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || byte >= 0x80 { hasLetter = true }
      last = byte
    }
    // A unit is a word: it has a letter (not `&`), and a final period is the sentence's (`km.`).
    guard hasLetter, last != 0x2E else { return false }
    let key = String(decoding: bytes, as: UTF8.self).lowercased()
    return !["x", "times", "time", "×", "a", "an", "per", "each", "every", "daily", "day", "days", "and", "or"].contains(key)
  }


  /// The message for `problem` in `text`.
  package static func message(_ problem: Problem, _ text: String) -> String {
    switch problem {
    case .signed: "invalid amount '\(text)': an amount is a positive number"
    case .malformed where text.hasPrefix(".") && text.count > 1: "invalid amount '\(text)': write '0\(text)'"
    case .malformed where text.hasSuffix(".") && text.count > 1: "invalid amount '\(text)': write '\(text.dropLast())'"
    case .malformed: "invalid amount '\(text)': write digits with an optional point between digits, as in 5 or 5.2"
    case .tooPrecise: "invalid amount '\(text)': at most 3 decimals"
    case .tooLarge: "amount '\(text)' is too large: at most \(maximum)"
    case .zero: "an amount of 0 logs nothing"
    }
  }

  /// `thousandths` written as a decimal without trailing zeros: 5000 is "5", 5200 "5.2",
  /// 125 "0.125".
  package static func text(_ thousandths: Int) -> String {
    let sign = thousandths < 0 ? "-" : ""
    let magnitude = thousandths.magnitude
    let whole = magnitude / UInt(scale)
    var fraction = magnitude % UInt(scale)
    if fraction == 0 { return "\(sign)\(whole)" }
    var digits = 3
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    var fractionText = String(fraction)
    while fractionText.count < digits { fractionText = "0" + fractionText }
    return "\(sign)\(whole).\(fractionText)"
  }

  /// `thousandths` with the unit: "5.2 km".
  package static func text(_ thousandths: Int, unit: String) -> String {
    // The empty unit of a tracked habit's bare numbers: the number alone.
    unit.isEmpty ? text(thousandths) : "\(text(thousandths)) \(unit)"
  }

  /// A count or amount as the views show it: `n` for a habit without a unit, else the
  /// amount of `n` thousandths with the unit ("5.2 km").
  package static func quantity(_ n: Int, unit: String?) -> String {
    guard let unit else { return "\(n)" }
    return text(n, unit: unit)
  }

  /// "3 of 5 km" for an amount habit, "3 of 5" otherwise.
  package static func progress(_ n: Int, of goal: Int, unit: String?) -> String {
    guard let unit else { return "\(n) of \(goal)" }
    return "\(text(n)) of \(text(goal, unit: unit))"
  }
}

extension JSONWriter {
  /// For an amount habit (`unit` not nil), `"amount"` (the `thousandths` as a decimal number)
  /// and `"unit"`; nothing for a habit counted in completions (docs/json.md).
  package mutating func writeAmount(_ thousandths: Int, unit: String?, key: String = "amount") {
    guard let unit else { return }
    write(key, .number(Amount.text(thousandths)))
    // A tracked habit's bare numbers have no unit to name.
    if !unit.isEmpty { write("unit", unit) }
  }
}
