import Testing
@testable import HabitsKit

/// Strings made from two words against those `String(decoding:as:)` makes of the same bytes.
@Suite struct SmallASCIIStringTests {
  @Test("a string of up to 15 ASCII bytes is the one decoding makes, and behaves as one")
  func madeAsDecoded() {
    var random = SeededRandom(seed: 15)
    for _ in 0..<2000 {
      // Sixteen bytes to load from, the ones past the string's end anything at all.
      let bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &random) }
      let count = Int.random(in: 0...15, using: &random)
      let ascii = bytes[..<count].map { $0 & 0x7F }
      let memory = ascii + bytes[count...]
      memory.withUnsafeBytes { raw in
        guard let made = SmallASCIIString.make(raw.baseAddress!, count: count) else {
          Issue.record("no string for \(ascii)")
          return
        }
        let decoded = String(decoding: ascii, as: UTF8.self)
        #expect(made == decoded)
        #expect(made.hashValue == decoded.hashValue)
        #expect(Array(made.utf8) == ascii)
        #expect(made.count == decoded.count)
        #expect(made + "x" == decoded + "x")
        #expect(made.lowercased() == decoded.lowercased())
      }
    }
  }

  @Test("a byte beyond ASCII among the string's is no small ASCII string")
  func refusesNonASCII() {
    for count in 1...15 {
      for position in 0..<count {
        var memory = [UInt8](repeating: 0x61, count: 16)
        memory[position] = 0xC3
        let made = memory.withUnsafeBytes { SmallASCIIString.make($0.baseAddress!, count: count) }
        #expect(made == nil, "count \(count), position \(position)")
      }
      // A byte beyond ASCII past the end is not the string's.
      var memory = [UInt8](repeating: 0x61, count: 16)
      memory[count] = 0xC3
      let made = memory.withUnsafeBytes { SmallASCIIString.make($0.baseAddress!, count: count) }
      #expect(made == String(repeating: "a", count: count))
    }
  }
}
