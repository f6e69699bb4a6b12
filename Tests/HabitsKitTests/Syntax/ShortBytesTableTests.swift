import Testing

@testable import HabitsKit

/// The table of known short bodies holds every body it is given and finds each in about one
/// probe however many there are: a thousand habits with their counts name thousands of bodies,
/// and each line's body is looked up there first.
@Suite struct ShortBytesTableTests {
  /// `names` (each of one to sixteen bytes) as keys, read from one buffer as the log reader
  /// reads a log's bytes (with eight bytes before the first, as a log line's date gives).
  static func keys(_ names: [String]) -> [ShortBytes] {
    let text = "YYYY-MM-DD " + names.joined(separator: "\n") + "\n"
    var keys: [ShortBytes] = []
    Array(text.utf8).withUnsafeBufferPointer { bytes in
      var start = 11
      for name in names {
        let end = start + name.utf8.count
        if let key = ShortBytes(bytes, start..<end) { keys.append(key) }
        start = end + 1
      }
    }
    return keys
  }

  /// Five thousand bodies in the shapes a log of numbered habits has.
  static let shapes: [String: @Sendable (Int) -> String] = [
    "Habit N": { "Habit \($0)" },
    "Habit 000N": { "Habit " + String(repeating: "0", count: 4 - String($0).count) + String($0) },
    "Swim N xM": { "Swim \($0 / 8) x\($0 % 8 + 2)" },
    "N push-ups": { "\($0) push-ups" },
    "Gym N Run M": { "Gym \($0 % 10) Run \($0 / 10)" },
  ]

  @Test(arguments: ["Habit N", "Habit 000N", "Swim N xM", "N push-ups", "Gym N Run M"])
  func fiveThousandBodiesAreAllKeptAndTakeFewerThanTwoProbesALookup(shape: String) throws {
    let name = try #require(Self.shapes[shape])
    let keys = Self.keys((0..<5_000).map(name))
    #expect(keys.count == 5_000)
    var table = ShortBytesTable(bits: 10)
    for (number, key) in keys.enumerated() { table.insert(key, number: Int32(number)) }
    #expect(table.count == 5_000)
    #expect(table.slots.count >= 4 * table.count, "at most a quarter full")
    #expect(table.averageProbes < 2, "average probes \(table.averageProbes)")
    for (number, key) in keys.enumerated() { #expect(table.number(of: key) == Int32(number)) }
  }

  @Test func aBodyNotKeptIsNotFound() {
    let keys = Self.keys(["Gym", "Read x2", "Gym 2", "A sixteen-byte b"])
    var table = ShortBytesTable(bits: 2)
    for key in keys.prefix(3) { table.insert(key, number: 7) }
    #expect(table.number(of: keys[3]) == nil)
    #expect(table.number(of: keys[0]) == 7)
    table.insert(keys[0], number: 9)
    #expect(table.number(of: keys[0]) == 9 && table.count == 3)
  }
}
