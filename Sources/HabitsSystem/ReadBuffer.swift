#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import HabitsKit

/// Memory a file is read into, then handed over to a `FileBytes` with the deallocator that
/// frees it.
///
/// A large file (a log after years, megabytes) goes into huge pages (`HugePages`): reading the
/// decade data set's log (1.1 MB) into an array took some 270 page faults, and takes one now.
/// A small file goes into an ordinary allocation. The file itself is not mapped: an editor
/// truncating it meanwhile would kill the process with SIGBUS.
struct ReadBuffer: ~Copyable {
  /// The first byte.
  private let base: UnsafeMutableRawPointer
  /// The bytes there is room for.
  let capacity: Int
  /// The size of the mapping, or 0 for an ordinary allocation.
  private let mapped: Int
  /// Whether its memory is in huge pages, where the system has them.
  private let huge: Bool
  /// The bytes read so far, from `base`.
  var count = 0

  /// The smallest buffer that is mapped (`HugePages.smallestMapping`).
  static let smallestMapping = HugePages.smallestMapping

  /// Room for at least `capacity` bytes, a large room in huge pages unless `huge` is false;
  /// nil when the memory cannot be had.
  init?(capacity: Int, huge: Bool = true) {
    if capacity >= ReadBuffer.smallestMapping {
      guard let (base, size) = HugePages.map(capacity, huge: huge) else { return nil }
      self.base = base
      self.capacity = size
      self.mapped = size
      self.huge = huge
    } else {
      base = UnsafeMutableRawPointer.allocate(byteCount: max(1, capacity), alignment: 16)
      self.capacity = max(1, capacity)
      mapped = 0
      self.huge = huge
    }
  }

  deinit {
    ReadBuffer.free(base, mapped: mapped)
  }

  /// Where the next bytes go.
  var end: UnsafeMutableRawPointer { base + count }

  /// The same bytes in a buffer with room for at least `capacity` bytes; nil when the
  /// memory cannot be had (this buffer then goes too).
  consuming func moved(toCapacity capacity: Int) -> ReadBuffer? {
    guard var larger = ReadBuffer(capacity: capacity, huge: huge) else { return nil }
    larger.base.copyMemory(from: base, byteCount: count)
    larger.count = count
    return larger
  }

  /// The bytes read, which from now on belong to the `FileBytes` (and are freed with it); the
  /// room left after them is its spare room (`FileBytes.appending`).
  consuming func bytes() -> FileBytes {
    let (base, count, capacity, mapped) = (self.base, self.count, self.capacity, self.mapped)
    discard self
    return FileBytes(adopting: base, count: count, capacity: capacity) { ReadBuffer.free($0, mapped: mapped) }
  }

  /// Frees memory of a `ReadBuffer`: `mapped` bytes mapped at `base`, or an allocation.
  private static func free(_ base: UnsafeMutableRawPointer, mapped: Int) {
    if mapped > 0 {
      HugePages.unmap(base, size: mapped)
    } else {
      base.deallocate()
    }
  }
}
