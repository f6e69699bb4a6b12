import HabitsKit

/// Text made safe for HTML and SVG (XML): the five characters with a meaning in markup are
/// written as references, and the control characters XML forbids become U+FFFD, so a habit
/// name, a note or a title can never open a tag, end an attribute or make the SVG unreadable.
///
/// Every piece of text that comes from the user's files or arguments goes through here, in
/// element content and in attribute values alike (quotes are escaped in both).
package enum MarkupText {
  /// `text` escaped for element content and double- or single-quoted attribute values.
  package static func escape(_ text: String) -> String {
    guard text.utf8.contains(where: needsEscape) else { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      case "\t", "\n": out.unicodeScalars.append(" ")
      case "\r": out.unicodeScalars.append(" ")
      default:
        // C0 and C1 controls, DEL, and the noncharacters XML 1.0 leaves out.
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0xFFFE
          || scalar.value == 0xFFFF
        {
          out.unicodeScalars.append("\u{FFFD}")
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }

  /// Whether a UTF-8 byte may need escaping: markup characters, controls, and the lead bytes
  /// of U+0080-U+009F and U+FFFE-U+FFFF.
  private static func needsEscape(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): true
    case 0..<0x20, 0x7F, 0xC2, 0xEF: true
    default: false
    }
  }
}
