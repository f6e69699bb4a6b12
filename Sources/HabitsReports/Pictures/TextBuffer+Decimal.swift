import HabitsKit

extension TextBuffer {
  /// Appends `n` in decimal, its digits written in place: the pictures write two coordinates a
  /// day, and `String(n)` made a string of each.
  package mutating func appendDecimal(_ n: Int) {
    if n < 0 {
      append("-")
      // The magnitude of Int.min does not fit an Int: write it through its last digit.
      if n == Int.min {
        appendDecimal(-(n / 10))
        appendDecimal(-(n % 10))
        return
      }
      return appendDecimal(-n)
    }
    var digits = 1
    var rest = n / 10
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    appendBytes(count: digits) { buffer in
      var value = n
      for index in stride(from: digits - 1, through: 0, by: -1) {
        buffer[index] = UInt8(truncatingIfNeeded: 0x30 + value % 10)
        value /= 10
      }
    }
  }
}
