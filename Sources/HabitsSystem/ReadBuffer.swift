#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import HabitsKit

/// Memory a file is read into, then handed over to a `FileBytes` with the deallocator that
/// frees it.
///
/// A large file (a log after years, megabytes) goes into an anonymous mapping aligned to
/// 2 MiB and rounded up to it, advised MADV_HUGEPAGE: where transparent huge pages are in
/// `madvise` mode (or `always`), the kernel then zeroes and maps 2 MiB at a time, where each
/// newly touched 4 KiB page costs a fault (about 3 microseconds on a VM): reading the decade
/// data set's log (1.1 MB) into an array took some 270 faults, and takes one now. Where huge
/// pages are off (and on macOS) the mapping simply gets small pages. A small file goes into
/// an ordinary allocation. The file itself is not mapped: an editor truncating it meanwhile
/// would kill the process with SIGBUS.
struct ReadBuffer: ~Copyable {
  /// The first byte.
  private let base: UnsafeMutableRawPointer
  /// The bytes there is room for.
  let capacity: Int
  /// The size of the mapping, or 0 for an ordinary allocation.
  private let mapped: Int
  /// The bytes read so far, from `base`.
  var count = 0

  /// A huge page of x86-64 and ARM64 Linux.
  private static let hugePage = 2 << 20
  /// The smallest buffer that is mapped: below, a huge page would be mostly zeroes for
  /// nothing (and an ordinary allocation of a few pages costs a few faults).
  static let smallestMapping = 256 << 10

  /// Room for at least `capacity` bytes; nil when the memory cannot be had.
  init?(capacity: Int) {
    if capacity >= ReadBuffer.smallestMapping {
      let size = (capacity + ReadBuffer.hugePage - 1) / ReadBuffer.hugePage * ReadBuffer.hugePage
      guard let base = ReadBuffer.map(size) else { return nil }
      self.base = base
      self.capacity = size
      self.mapped = size
    } else {
      base = UnsafeMutableRawPointer.allocate(byteCount: max(1, capacity), alignment: 16)
      self.capacity = max(1, capacity)
      mapped = 0
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
    guard var larger = ReadBuffer(capacity: capacity) else { return nil }
    larger.base.copyMemory(from: base, byteCount: count)
    larger.count = count
    return larger
  }

  /// The bytes read, which from now on belong to the `FileBytes` (and are freed with it).
  consuming func bytes() -> FileBytes {
    let (base, count, mapped) = (self.base, self.count, self.mapped)
    discard self
    return FileBytes(adopting: base, count: count) { ReadBuffer.free($0, mapped: mapped) }
  }

  /// An anonymous mapping of `size` bytes (a multiple of `hugePage`) aligned to `hugePage`,
  /// advised to use huge pages; nil when it cannot be had.
  private static func map(_ size: Int) -> UnsafeMutableRawPointer? {
    #if os(Linux)
      let anonymous = MAP_ANONYMOUS
    #else
      let anonymous = MAP_ANON
    #endif
    // One huge page more than needed, then the ends trimmed so that the start is aligned: the
    // kernel puts a huge page only at an aligned address.
    let length = size + hugePage
    guard let raw = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | anonymous, -1, 0), raw != MAP_FAILED
    else { return nil }
    let head = (hugePage - Int(UInt(bitPattern: raw) % UInt(hugePage))) % hugePage
    if head > 0 { munmap(raw, head) }
    let base = raw + head
    munmap(base + size, length - head - size)
    #if os(Linux)
      // Only advice: with huge pages off the mapping keeps small pages.
      _ = madvise(base, size, MADV_HUGEPAGE)
    #endif
    return base
  }

  /// Frees memory of a `ReadBuffer`: `mapped` bytes mapped at `base`, or an allocation.
  private static func free(_ base: UnsafeMutableRawPointer, mapped: Int) {
    if mapped > 0 {
      munmap(base, mapped)
    } else {
      base.deallocate()
    }
  }
}
