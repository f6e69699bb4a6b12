/// Text as a message quotes it, with the characters that show nothing made visible: format
/// characters (U+200B ZERO WIDTH SPACE, U+200D, U+2060, U+FEFF, the soft hyphen U+00AD) and
/// tabs are written as their code, `<U+200B>`. A suggestion that differs from what was typed
/// only by one of them ("did you mean 'Zero​Width'?") would otherwise look the same as it.
package enum VisibleText {
  /// `text` with each character that shows nothing written as `<U+XXXX>`.
  package static func shown(_ text: String) -> String {
    // Nearly every name is printable ASCII, which has none of them.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar.value == 0x09 || scalar.properties.generalCategory == .format || isUnusualBlank(scalar) {
        result += "<" + ControlCharacters.name(scalar.value) + ">"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether `scalar` is a space other than the blanks of grammar.md §1 (space, tab, U+00A0):
  /// an ideographic space (U+3000, an IME's space), an em space, a thin space. It looks like a
  /// blank but is read as part of a word, so an error about it must name it.
  package static func isUnusualBlank(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value > 0xA0 && scalar.properties.generalCategory == .spaceSeparator
  }

  /// The first unusual blank (`isUnusualBlank`) in `text`, if any.
  package static func unusualBlank(in text: String) -> Unicode.Scalar? {
    // Every unusual blank is beyond ASCII and U+00A0.
    guard text.utf8.contains(where: { $0 >= 0xC3 }) else { return nil }
    return text.unicodeScalars.first(where: isUnusualBlank)
  }

  /// The note naming an unusual blank: "U+3000 IDEOGRAPHIC SPACE is not a blank: use a space".
  package static func blankNote(_ scalar: Unicode.Scalar) -> String {
    let name = scalar.properties.name.map { " " + $0 } ?? ""
    return "\(ControlCharacters.name(scalar.value))\(name) is not a blank here: use a space"
  }

  /// `text` with every unusual blank made a space.
  package static func withSpaces(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.map { isUnusualBlank($0) ? " " : $0 }))
  }
}
