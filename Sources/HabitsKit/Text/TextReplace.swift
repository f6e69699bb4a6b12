/// Replaces one Unicode scalar of a string with a piece of text, everywhere it occurs.
///
/// The standard library's `replacing(_:with:)` lives in `_StringProcessing`, which `habits`
/// does not load (see Package.swift: three shared libraries less at every start); every
/// replacement the product makes is of one scalar, so a loop over the scalars does it (by scalar,
/// so that a carriage return is found inside a CR LF pair, which is one `Character`).
package enum TextReplace {
  /// `text` with each `scalar` in it replaced by `replacement`.
  package static func replacing(_ scalar: Unicode.Scalar, with replacement: String, in text: String) -> String {
    guard text.unicodeScalars.contains(scalar) else { return text }
    var out = String.UnicodeScalarView()
    for s in text.unicodeScalars {
      if s == scalar { out.append(contentsOf: replacement.unicodeScalars) } else { out.append(s) }
    }
    return String(out)
  }
}
