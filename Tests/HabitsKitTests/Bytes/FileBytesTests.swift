import Testing

@testable import HabitsKit

/// `FileBytes`: a file's bytes made from an array or adopted from memory the system layer
/// allocated, shared by copies and slices, and freed once, when the last of them goes.
@Suite struct FileBytesTests {
  /// Counts the calls of a deallocator (tests run it on one thread).
  final class Calls: @unchecked Sendable {
    var count = 0
    var pointers: [UnsafeMutableRawPointer] = []
  }

  @Test("made from an array: the same bytes, with Int indices from 0")
  func fromArray() {
    let text = "2026-11-20 Gym\n2026-11-21 Read\n"
    let bytes = FileBytes(Array(text.utf8))
    #expect(bytes.count == text.utf8.count)
    #expect(bytes.startIndex == 0 && bytes.endIndex == text.utf8.count)
    #expect(Array(bytes) == Array(text.utf8))
    #expect(String(decoding: bytes, as: UTF8.self) == text)
    #expect(bytes[11] == UInt8(ascii: "G"))
    #expect(bytes.firstIndex(of: 0x0A) == 14)
    #expect(bytes.last == 0x0A)
  }

  @Test("an empty array makes empty bytes with a buffer to point at")
  func empty() {
    let bytes = FileBytes([])
    #expect(bytes.isEmpty)
    #expect(bytes.first == nil)
    bytes.withUnsafeBufferPointer { buffer in
      #expect(buffer.count == 0)
      #expect(buffer.baseAddress != nil)
    }
    #expect(String(decoding: bytes, as: UTF8.self) == "")
  }

  @Test("a slice keeps the file's indices, and its buffer starts at its first byte")
  func slices() {
    let bytes = FileBytes(Array("2026-11-20 Gym, Read\n".utf8))
    let name = bytes[11..<14]
    #expect(name.startIndex == 11 && name.endIndex == 14)
    #expect(name[11] == UInt8(ascii: "G"))
    #expect(String(decoding: name, as: UTF8.self) == "Gym")
    #expect(name.withUnsafeBufferPointer { Array($0) } == Array("Gym".utf8))
    #expect(Array(name) == Array("Gym".utf8) && [UInt8](bytes[0..<4]) + name == Array("2026Gym".utf8))
    let inner = name[12..<14]
    #expect(String(decoding: inner, as: UTF8.self) == "ym")
    #expect(String(decoding: name.dropFirst(), as: UTF8.self) == "ym")
    #expect(String(decoding: bytes.prefix(10), as: UTF8.self) == "2026-11-20")
    #expect(bytes[5..<5].isEmpty)
  }

  @Test("adopted memory is read in place and freed exactly once, when the last copy and slice go")
  func adopted() {
    let calls = Calls()
    let count = 4096
    let memory = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 16)
    let filled = memory.bindMemory(to: UInt8.self, capacity: count)
    for i in 0..<count { filled[i] = UInt8(truncatingIfNeeded: i) }
    var slice: FileBytes?
    do {
      let bytes = FileBytes(adopting: memory, count: count) { pointer in
        calls.count += 1
        calls.pointers.append(pointer)
        pointer.deallocate()
      }
      #expect(bytes.withUnsafeBufferPointer { $0.baseAddress } == UnsafePointer(filled))
      #expect(bytes.count == count)
      #expect(bytes[300] == 44)
      let copy = bytes
      slice = copy[100..<200]
    }
    // The bytes and their copy are gone; the slice still holds the memory.
    #expect(calls.count == 0)
    #expect(slice?.first == 100)
    slice = nil
    #expect(calls.count == 1)
    #expect(calls.pointers == [memory])
  }

  @Test("bytes adopted with a count below the memory's size end at the count")
  func adoptedCount() {
    let calls = Calls()
    let memory = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16)
    memory.initializeMemory(as: UInt8.self, repeating: 0x61, count: 64)
    do {
      let bytes = FileBytes(adopting: memory, count: 10) { pointer in
        calls.count += 1
        pointer.deallocate()
      }
      #expect(String(decoding: bytes, as: UTF8.self) == String(repeating: "a", count: 10))
      let file = SourceFile(path: "log.txt", bytes: bytes)
      #expect(file.bytes.count == 10)
    }
    #expect(calls.count == 1)
  }
}
