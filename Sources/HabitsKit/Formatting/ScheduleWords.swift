/// A schedule as every output writes it: in the layout of `habits fmt`, one space between
/// words and after each comma, none before (a tab printed raw pushes what follows to the next
/// tab stop, and JSON would carry `\t`).
///
/// Laid out where it is shown (`Habit.scheduleWords`, `HabitEra.scheduleText`, the rewritten
/// lines of `habits changes`), not where the file is read: only the reports that name a line
/// of a habit with changes show a schedule, and a check of 5,400 change lines scanned each one
/// for nothing (about 150 instructions a line).
package enum ScheduleWords {
  /// `text` (a schedule's words, trimmed) in `habits fmt`'s layout; itself when it is so
  /// already, as nearly every schedule is.
  package static func laidOut(_ text: String) -> String {
    var text = text
    let alreadyLaidOut = text.withUTF8 { ScheduleWords.isLaidOut($0) }
    if alreadyLaidOut { return text }
    let layout = text.withUTF8 { LineShape.scheduleWords.layout(ArraySlice($0)) }
    return String(decoding: layout, as: UTF8.self)
  }

  /// Whether `bytes` (a trimmed schedule) are in `habits fmt`'s layout already: no tab or
  /// no-break space, no blank before a blank or a comma, a space after each comma. Letters and
  /// digits, nearly every byte, are past ','; only a blank, a comma or a no-break space's lead
  /// byte is looked at again.
  static func isLaidOut(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let start = bytes.baseAddress else { return true }
    let end = start + bytes.count
    var cursor = start
    while cursor < end {
      let byte = cursor.pointee
      cursor += 1
      if byte > 0x2C && byte != 0xC2 { continue }
      // The trimmed schedule ends in a word: the byte after a blank or a comma is in it.
      let next: UInt8 = cursor < end ? cursor.pointee : 0x20
      if byte == 0x09 || byte == 0xC2 || (byte == 0x20 && (next == 0x20 || next == 0x2C)) || (byte == 0x2C && next != 0x20) {
        return false
      }
    }
    return true
  }
}
