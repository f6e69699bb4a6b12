import Testing

@testable import HabitsKit

/// `TextReplace`, which stands in for `_StringProcessing`'s `replacing(_:with:)` (not loaded
/// by `habits`): every occurrence, by Unicode scalar, in one pass.
struct TextReplaceTests {
  @Test(arguments: [
    ("50%", "50%25"),
    ("a%b%c", "a%25b%25c"),
    ("nothing here", "nothing here"),
    ("", ""),
    // A carriage return inside a CR LF pair, which is one Character, is still found.
    ("one\r\ntwo", "one%0D%0Atwo"),
    ("café, naïve", "café, naïve"),
  ])
  func escapesAnnotationData(text: String, expected: String) {
    #expect(TextReplace.replacing(["%": "%25", "\r": "%0D", "\n": "%0A"], in: text) == expected)
  }

  /// A replacement is not replaced again, whatever the order of the pairs: fish's quoting
  /// doubles a backslash and escapes a quote, and the backslash before the quote stays single.
  @Test func replacesInOnePass() {
    let text = #"it's a \ here"#
    #expect(TextReplace.replacing(["\\": "\\\\", "'": "\\'"], in: text) == #"it\'s a \\ here"#)
    #expect(TextReplace.replacing(["'": "\\'", "\\": "\\\\"], in: text) == #"it\'s a \\ here"#)
  }
}
