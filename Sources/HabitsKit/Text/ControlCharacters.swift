/// The characters no name, entry or note may hold (`control-character`): ASCII's controls but
/// tab (C0 and DEL), the C1 controls U+0080-U+009F, which terminals read as escape sequences
/// (U+009B is CSI), and the bidirectional embeddings, overrides and isolates U+202A-U+202E and
/// U+2066-U+2069, which reorder the text shown around them. Printed raw they would let a file
/// or an argument restyle a terminal or disguise what a line says.
package enum ControlCharacters {
  /// Whether `scalar` is one of them.
  package static func contains(_ scalar: UInt32) -> Bool {
    (scalar < 0x20 && scalar != 0x09) || (0x7F...0x9F).contains(scalar) || isBidirectional(scalar)
  }

  /// Whether `scalar` is a bidirectional embedding, override or isolate.
  package static func isBidirectional(_ scalar: UInt32) -> Bool {
    (0x202A...0x202E).contains(scalar) || (0x2066...0x2069).contains(scalar)
  }

  /// The first of them in `text`, if any.
  package static func first(in text: String) -> UInt32? {
    text.unicodeScalars.first { contains($0.value) }?.value
  }

  /// `U+` and at least four upper-case hexadecimal digits: "U+001B", "U+202E".
  package static func name(_ scalar: UInt32) -> String {
    let digits = String(scalar, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
