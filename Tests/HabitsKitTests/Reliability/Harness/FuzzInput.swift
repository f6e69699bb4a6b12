import HabitsKit
import HabitsReports
import HabitsCLI

/// How a fuzz input is read: up to three parts separated by NUL bytes.
///
/// ```
/// habits file bytes  \0  log bytes  \0  today as YYYY-MM-DD
/// ```
/// Without a NUL the whole input is the habits file and there is no log. Without a third part,
/// or when it is not an existing date, today is 2026-11-22. The seeds are written in this
/// shape, so they stay readable text; a NUL inside a real file is still fuzzed, since the
/// mutator inserts and deletes NULs like any other byte.
struct FuzzInput {
  /// The default today, the project's usual fixed date.
  static let defaultToday = Day(year: 2026, month: 11, day: 22)!

  /// The habits file's bytes.
  var habits: [UInt8]
  /// The log's bytes, or nil for no log.
  var log: [UInt8]?
  /// The day reports are computed for.
  var today: Day

  /// Splits `bytes` at its first two NUL bytes.
  init(_ bytes: [UInt8]) {
    guard let first = bytes.firstIndex(of: 0) else {
      habits = bytes
      log = nil
      today = FuzzInput.defaultToday
      return
    }
    habits = Array(bytes[..<first])
    let rest = bytes[(first + 1)...]
    guard let second = rest.firstIndex(of: 0) else {
      log = Array(rest)
      today = FuzzInput.defaultToday
      return
    }
    log = Array(rest[..<second])
    today = FuzzInput.day(from: rest[(second + 1)...]) ?? FuzzInput.defaultToday
  }

  /// The day written at the start of `bytes`, if it is an existing `YYYY-MM-DD` date.
  private static func day(from bytes: ArraySlice<UInt8>) -> Day? {
    guard bytes.count >= 10, case .some(.some(let day)) = Bytes.isoDate(bytes.prefix(10)) else { return nil }
    return day
  }

  /// The bytes of a libFuzzer input.
  static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
  }
}
