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
      if scalar.value == 0x09 || scalar.properties.generalCategory == .format {
        result += "<" + ControlCharacters.name(scalar.value) + ">"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
