/// Words joined as an English sentence lists them: "February", "February and April",
/// "February, April and June".
package enum EnglishList {
  /// `words` joined with commas and a final "and".
  package static func joined(_ words: [String]) -> String {
    guard words.count > 1 else { return words.first ?? "" }
    return words.dropLast().joined(separator: ", ") + " and " + words[words.count - 1]
  }
}
