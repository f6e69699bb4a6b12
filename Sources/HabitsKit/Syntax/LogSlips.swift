/// Slips that make a log entry no name at all, for a note that says what was meant rather
/// than "add it to the habits file": `Gym;Read` is two entries with the habits file's
/// separator (a name never holds a `;`), `Gym x 2` a count with a blank after its `x`.
///
/// Asked only of an entry already found to be no habit: the error path, never a line read
/// cleanly.
package enum LogSlips {
  /// What an entry was likely meant to be, and why it is not.
  package struct Slip: Equatable, Sendable {
    /// The entry as meant (`Gym, Read`, `Gym x2`), when every name in it is a habit; nil
    /// when only the slip is clear.
    package var meant: String?
    /// Why the entry is no name, as a note.
    package var why: String
  }

  /// The slip in `text`, an entry read as one name that names no habit; `isHabit` says
  /// whether a name is one. Nil when it is neither slip.
  package static func slip(in text: String, isHabit: (String) -> Bool) -> Slip? {
    if text.contains(";") {
      let parts = text.split(separator: ";").map { trimmed($0) }.filter { !$0.isEmpty }
      let named = parts.allSatisfy { isHabit(withoutCount($0)) }
      return Slip(
        meant: named && parts.count > 1 ? parts.joined(separator: ", ") : nil,
        why: "a habit name never contains ';': the entries of a line are separated by ','")
    }
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\u{A0}" })
    guard words.count >= 3, let number = words.last, number.allSatisfy({ $0.isASCII && $0.isNumber }),
      ["x", "X", "×"].contains(words[words.count - 2])
    else { return nil }
    let name = words.dropLast(2).joined(separator: " ")
    return Slip(
      meant: isHabit(name) ? "\(name) \(words[words.count - 2])\(number)" : nil,
      why: "a count is written with no blank after its 'x', as in 'x\(number)'")
  }

  /// `part` without a trailing count (`Gym x2` is `Gym`), to ask whether it names a habit.
  private static func withoutCount(_ part: String) -> String {
    let words = part.split(separator: " ")
    guard words.count >= 2, let last = words.last, last.count >= 2, ["x", "X", "×"].contains(last.first!),
      last.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber })
    else { return part }
    return words.dropLast().joined(separator: " ")
  }

  /// `text` without blanks at either end.
  private static func trimmed(_ text: Substring) -> String {
    let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\u{A0}" }
    guard let first = text.firstIndex(where: { !blank($0) }), let last = text.lastIndex(where: { !blank($0) }) else { return "" }
    return String(text[first...last])
  }
}
