#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file's bytes, read-only: a random-access collection of `UInt8` with `Int` indices that
/// copies and slices share without copying the bytes. A slice is a `FileBytes` too and keeps
/// the file's indices, as an `ArraySlice` keeps its array's, so a line's bytes can be handed
/// around and indexed by file offsets.
///
/// The memory belongs to a small final class, freed when the last copy goes. It is either a
/// copy of an array (tests, the language server) or memory the system layer allocated and
/// filled (`FileSystem.read` reads a large log into huge pages, which no Swift array can
/// adopt), freed by the deallocator that came with it: `HabitsKit` does no I/O and never
/// needs to know how the memory was obtained.
///
/// Memory from the system layer may have room after the file's bytes (`spare`): the log read
/// for an append has room for the line, so that `appending` makes the log as it will be
/// after the write by writing the line into that room, not by copying the whole log again.
/// The room is written once, by the first `appending` that fits, and never seen by any
/// `FileBytes` made before: the bytes a `FileBytes` shows never change.
///
/// Memory the system layer mapped from a file may also be told that a reader is done with
/// its start (`letGoOfPages(before:)`): the pages before that offset stop taking memory, and
/// are read from the file again if anyone looks at them, so the bytes shown are still the
/// file's. A log is read once, front to back, so its memory need not hold the whole file.
package struct FileBytes: RandomAccessCollection, Sendable {
  package typealias Element = UInt8
  package typealias Index = Int
  package typealias Indices = Range<Int>
  package typealias SubSequence = FileBytes

  /// The memory of the whole file, shared by every copy and slice.
  private let storage: Storage
  /// The first index of these bytes in the file.
  package let startIndex: Int
  /// One past the last index of these bytes in the file.
  package let endIndex: Int

  /// Owns the memory: frees it, once, when the last `FileBytes` on it goes.
  private final class Storage: @unchecked Sendable {
    // Unchecked: the bytes any `FileBytes` shows are never written after it is made, so
    // sharing them between threads is safe; the spare room is claimed under `lock`. The
    // pointer types alone are not `Sendable`.
    /// The first byte; never nil, so that every buffer handed out has a base address.
    let base: UnsafeMutablePointer<UInt8>
    /// How many bytes there is memory for from `base`.
    let capacity: Int
    /// How many bytes from `base` are written: those after it are spare room.
    private var filled: Int
    /// Held while the spare room is claimed; nil when there is none.
    private let lock: UnsafeMutablePointer<pthread_mutex_t>?
    /// Frees the memory at `base`.
    let deallocator: @Sendable (UnsafeMutableRawPointer) -> Void
    /// Gives back the pages of the first bytes (base, their count) of a mapped file; nil for
    /// memory of our own, whose bytes exist nowhere else.
    let pageReleaser: (@Sendable (UnsafeMutableRawPointer, Int) -> Void)?

    init(
      base: UnsafeMutablePointer<UInt8>, filled: Int, capacity: Int,
      deallocator: @escaping @Sendable (UnsafeMutableRawPointer) -> Void,
      pageReleaser: (@Sendable (UnsafeMutableRawPointer, Int) -> Void)? = nil
    ) {
      self.base = base
      self.filled = filled
      self.capacity = capacity
      self.deallocator = deallocator
      self.pageReleaser = pageReleaser
      if capacity > filled {
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        lock.initialize(to: pthread_mutex_t())
        pthread_mutex_init(lock, nil)
        self.lock = lock
      } else {
        lock = nil
      }
    }

    /// Claims the `count` bytes of spare room at `offset` (where the written bytes end) and
    /// copies `more` there; false, writing nothing, when `offset` is not the end of the
    /// written bytes (the room is another's already) or the room is too small.
    func fill(at offset: Int, with more: UnsafeRawBufferPointer) -> Bool {
      guard let lock else { return false }
      pthread_mutex_lock(lock)
      defer { pthread_mutex_unlock(lock) }
      guard offset == filled, more.count <= capacity - filled else { return false }
      if let start = more.baseAddress { UnsafeMutableRawPointer(base + offset).copyMemory(from: start, byteCount: more.count) }
      filled += more.count
      return true
    }

    deinit {
      if let lock {
        pthread_mutex_destroy(lock)
        lock.deinitialize(count: 1)
        lock.deallocate()
      }
      deallocator(UnsafeMutableRawPointer(base))
    }
  }

  /// A copy of `bytes`.
  package init(_ bytes: [UInt8]) {
    // At least one byte, so that even an empty file has an address to point at.
    let base = UnsafeMutablePointer<UInt8>.allocate(capacity: Swift.max(1, bytes.count))
    bytes.withUnsafeBufferPointer { source in
      if let address = source.baseAddress { base.initialize(from: address, count: source.count) }
    }
    self.storage = Storage(base: base, filled: bytes.count, capacity: bytes.count, deallocator: { $0.deallocate() })
    self.startIndex = 0
    self.endIndex = bytes.count
  }

  /// The `count` bytes at `base`, which from now on belong to the new value: nobody writes
  /// them any more, and `deallocator` is called with `base` exactly once, when the last copy
  /// goes. The memory holds `capacity` bytes (at least `count`; by default `count`): the
  /// `capacity - count` after the file's are spare room for `appending`, which nobody else
  /// may touch either. `pageReleaser`, given for a mapped file only, gives back the memory of
  /// the first bytes (`base`, a count) such that reading them again reads the file again.
  package init(
    adopting base: UnsafeMutableRawPointer, count: Int, capacity: Int? = nil,
    deallocator: @escaping @Sendable (UnsafeMutableRawPointer) -> Void,
    pageReleaser: (@Sendable (UnsafeMutableRawPointer, Int) -> Void)? = nil
  ) {
    let capacity = capacity ?? count
    precondition(count >= 0 && capacity >= count, "a negative count of bytes, or more than the memory holds")
    self.storage = Storage(
      base: base.bindMemory(to: UInt8.self, capacity: capacity), filled: count, capacity: capacity,
      deallocator: deallocator, pageReleaser: pageReleaser)
    self.startIndex = 0
    self.endIndex = count
  }

  private init(storage: Storage, bounds: Range<Int>) {
    self.storage = storage
    self.startIndex = bounds.lowerBound
    self.endIndex = bounds.upperBound
  }

  /// The byte at `position`.
  @inline(__always)
  package subscript(position: Int) -> UInt8 {
    precondition(position >= startIndex && position < endIndex, "index out of range")
    return storage.base[position]
  }

  /// The bytes at `bounds`, sharing this memory and these indices.
  @inline(__always)
  package subscript(bounds: Range<Int>) -> FileBytes {
    precondition(bounds.lowerBound >= startIndex && bounds.upperBound <= endIndex, "range out of bounds")
    return FileBytes(storage: storage, bounds: bounds)
  }

  /// The positions of the bytes.
  package var indices: Range<Int> { startIndex..<endIndex }

  /// The position after `i`.
  @inline(__always)
  package func index(after i: Int) -> Int { i + 1 }

  /// The position before `i`.
  @inline(__always)
  package func index(before i: Int) -> Int { i - 1 }

  /// Calls `body` with these bytes in memory: element 0 of the buffer is the byte at
  /// `startIndex` (so, for a whole file, buffer offsets are file offsets).
  @inline(__always)
  package func withUnsafeBufferPointer<Result>(
    _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
  ) rethrows -> Result {
    try body(UnsafeBufferPointer(start: storage.base + startIndex, count: endIndex - startIndex))
  }

  /// The bytes are contiguous: `String(decoding:as:)` and the like read them at once rather
  /// than a byte at a time.
  @inline(__always)
  package func withContiguousStorageIfAvailable<Result>(
    _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
  ) rethrows -> Result? {
    try withUnsafeBufferPointer(body)
  }

  /// Copies the bytes in one go for `Array(_:)`, which otherwise takes them one at a time
  /// (12 M instructions for the decade data set's 1.1 MB log).
  package func _copyContents(
    initializing buffer: UnsafeMutableBufferPointer<UInt8>
  ) -> (Iterator, UnsafeMutableBufferPointer<UInt8>.Index) {
    let copied = Swift.min(count, buffer.count)
    if copied > 0 { buffer.baseAddress!.initialize(from: storage.base + startIndex, count: copied) }
    return (IndexingIterator(_elements: self, _position: startIndex + copied), copied)
  }
}

extension FileBytes {
  /// A new file of these bytes followed by `more`: the log as it will be after an append.
  /// When these bytes end where the memory's written bytes end and its spare room holds
  /// `more`, `more` is written there and the new file shares this memory (no copy of the
  /// log); otherwise it is copied once into memory of its own. Either way these bytes, and
  /// every `FileBytes` on them, stay as they were.
  package func appending(_ more: [UInt8]) -> FileBytes {
    if more.withUnsafeBytes({ storage.fill(at: endIndex, with: $0) }) {
      return FileBytes(storage: storage, bounds: startIndex..<endIndex + more.count)
    }
    let total = count + more.count
    let base = UnsafeMutableRawPointer.allocate(byteCount: Swift.max(1, total), alignment: 16)
    withUnsafeBufferPointer { if let start = $0.baseAddress { base.copyMemory(from: start, byteCount: $0.count) } }
    more.withUnsafeBytes { if let start = $0.baseAddress { (base + count).copyMemory(from: start, byteCount: $0.count) } }
    return FileBytes(adopting: base, count: total) { $0.deallocate() }
  }

  /// Whether the memory can let go of the pages of bytes already read (a mapped file).
  package var letsGoOfPages: Bool { storage.pageReleaser != nil }

  /// Tells the memory that the file's bytes before `offset` are read: a mapped file gives
  /// their whole pages back to the system, and reads them from the file again if they are
  /// looked at; memory of our own keeps them. The bytes shown do not change either way.
  package func letGoOfPages(before offset: Int) {
    guard let release = storage.pageReleaser, offset > 0 else { return }
    release(UnsafeMutableRawPointer(storage.base), Swift.min(offset, storage.capacity))
  }

  /// Whether `other` shows bytes of the same memory as these (a copy, a slice, or a file
  /// `appending` made in the spare room), rather than a copy of them.
  package func sharesMemory(with other: FileBytes) -> Bool {
    storage === other.storage
  }
}
