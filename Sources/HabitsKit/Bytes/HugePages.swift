#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Memory taken from the system in huge pages where it gives them, for the few large buffers
/// a run fills: the log's bytes (`FileBytes` from the system layer) and the log's days
/// (`CountArena`).
///
/// Every newly touched 4 KiB page costs a fault, about 3 microseconds on the VMs `habits` was
/// measured on, so a megabyte filled costs more than a whole empty Swift program spends on its
/// own pages. An anonymous mapping aligned to 2 MiB, rounded up to it and advised
/// MADV_HUGEPAGE is zeroed and mapped 2 MiB at a time where transparent huge pages are in
/// `madvise` (or `always`) mode. Where they are off, and on macOS, the mapping simply gets
/// small pages. This is memory, not I/O: nothing here reads or writes a file.
package enum HugePages {
  /// A huge page of x86-64 and ARM64 Linux.
  package static let size = 2 << 20
  /// The smallest request worth a mapping: below it, a huge page would be mostly zeroes for
  /// nothing, and an ordinary allocation of a few pages costs a few faults.
  package static let smallestMapping = 256 << 10

  /// An anonymous mapping of at least `bytes` bytes, rounded up to whole huge pages and
  /// aligned to one, advised to use huge pages; its size with it. Nil when it cannot be had.
  /// With `huge` false, the mapping keeps small pages: only the pages touched are memory.
  package static func map(_ bytes: Int, huge: Bool = true) -> (base: UnsafeMutableRawPointer, size: Int)? {
    let size = (bytes + HugePages.size - 1) / HugePages.size * HugePages.size
    #if os(Linux)
      let anonymous = MAP_ANONYMOUS
    #else
      let anonymous = MAP_ANON
    #endif
    // One huge page more than needed, then the ends trimmed so that the start is aligned: the
    // kernel puts a huge page only at an aligned address.
    let length = size + HugePages.size
    guard let raw = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | anonymous, -1, 0), raw != MAP_FAILED
    else { return nil }
    let head = (HugePages.size - Int(UInt(bitPattern: raw) % UInt(HugePages.size))) % HugePages.size
    if head > 0 { munmap(raw, head) }
    let base = raw + head
    munmap(base + size, length - head - size)
    #if os(Linux)
      // Only advice: with huge pages off the mapping keeps small pages.
      if huge { _ = madvise(base, size, MADV_HUGEPAGE) }
    #endif
    return (base, size)
  }

  /// Gives back a mapping made by `map`.
  package static func unmap(_ base: UnsafeMutableRawPointer, size: Int) {
    munmap(base, size)
  }
}
