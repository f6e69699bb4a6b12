/// Replaces Unicode scalars of a string with pieces of text, everywhere they occur, in one pass
/// (so that a replacement is never itself replaced: escaping `\` and `'` in either order gives
/// the same text).
///
/// The standard library's `replacing(_:with:)` lives in `_StringProcessing`, which `habits`
/// does not load (Package.swift: three shared libraries fewer at every start). Every
/// replacement the product makes is of single scalars, so a loop over the scalars does it; by
/// scalar, so that a carriage return is found inside a CR LF pair, which is one `Character`.
package enum TextReplace {
  /// `text` with each scalar of `replacements` replaced by its text.
  package static func replacing(_ replacements: KeyValuePairs<Unicode.Scalar, String>, in text: String) -> String {
    guard text.unicodeScalars.contains(where: { scalar in replacements.contains { $0.key == scalar } }) else {
      return text
    }
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if let replacement = replacements.first(where: { $0.key == scalar })?.value {
        out.append(contentsOf: replacement.unicodeScalars)
      } else {
        out.append(scalar)
      }
    }
    return String(out)
  }
}
