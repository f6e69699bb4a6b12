import Testing

@testable import HabitsKit

/// `TextReplace`, which stands in for `_StringProcessing`'s `replacing(_:with:)` (not loaded
/// by `habits`): every occurrence, by Unicode scalar.
struct TextReplaceTests {
  @Test(arguments: [
    ("50%", "%" as Unicode.Scalar, "%25", "50%25"),
    ("a%b%c", "%", "%25", "a%25b%25c"),
    ("nothing here", "%", "%25", "nothing here"),
    ("", "%", "%25", ""),
    // A carriage return inside a CR LF pair, which is one Character, is still found.
    ("one\r\ntwo", "\r", "%0D", "one%0D\ntwo"),
    ("it's", "'", "'\\''", "it'\\''s"),
    ("café, naïve", ",", "%2C", "café%2C naïve"),
  ])
  func replacesEveryOccurrence(text: String, scalar: Unicode.Scalar, replacement: String, expected: String) {
    #expect(TextReplace.replacing(scalar, with: replacement, in: text) == expected)
  }
}
