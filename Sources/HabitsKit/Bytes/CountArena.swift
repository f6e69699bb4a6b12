/// The memory a log's days are gathered in while it is read (`DayCounts`), and which each
/// habit's `Completions` keep afterwards: taken in large chunks, in huge pages for a log of up to 16 MB
/// (`HugePages`), and handed out in order; freed all at once when nothing refers to it.
///
/// A habit's days grow by doubling, and the buffers a habit outgrows stay where they are
/// rather than going back to malloc: a decade's log fills about a megabyte this way, which in
/// 4 KiB pages cost `status` some 200 page faults (about 0.6 ms on the VMs measured), and in
/// huge pages costs one or two.
final class CountArena: @unchecked Sendable {
  // Unchecked: it is filled by one loader, then only read through the `Completions` that
  // keep it (nothing is handed out after loading).

  /// A piece of memory taken from the system.
  private struct Chunk {
    var base: UnsafeMutableRawPointer
    var size: Int
    /// Whether it is a mapping (`HugePages`) rather than an allocation.
    var mapped: Bool
  }

  private var chunks: [Chunk] = []
  /// Where the next request starts, and where the current chunk ends.
  private var next: UnsafeMutableRawPointer?
  private var end: UnsafeMutableRawPointer?
  /// The size of the first chunk.
  private let firstChunk: Int

  /// Whether chunks are taken in huge pages.
  private let hugePages: Bool

  /// The largest first chunk taken in huge pages. Each habit's room is a guess at its share
  /// of the log, and a huge page makes all of a room's 2 MiB memory as soon as one entry is
  /// written there: for a log of tens of megabytes that was a quarter of the run's memory,
  /// while the faults it saves (a few thousand, some milliseconds) are a few percent of
  /// reading such a log.
  static let largestHugeChunk = 24 << 20

  /// An arena whose first chunk holds `expectedBytes` (a guess from the log's size).
  init(expectedBytes: Int) {
    firstChunk = max(expectedBytes, 16 << 10)
    hugePages = firstChunk <= CountArena.largestHugeChunk
  }

  deinit {
    for chunk in chunks {
      if chunk.mapped { HugePages.unmap(chunk.base, size: chunk.size) } else { chunk.base.deallocate() }
    }
  }

  /// Room for `capacity` values of `type`, uninitialized, valid as long as the arena.
  func allocate<T>(_ type: T.Type, capacity: Int) -> UnsafeMutablePointer<T> {
    let bytes = max(1, capacity) * MemoryLayout<T>.stride
    let alignment = MemoryLayout<T>.alignment
    if let next, let end {
      let start = next.alignedUp(toMultipleOf: alignment)
      if end - start >= bytes {
        self.next = start + bytes
        return start.bindMemory(to: T.self, capacity: max(1, capacity))
      }
    }
    addChunk(atLeast: bytes + alignment)
    let start = next!.alignedUp(toMultipleOf: alignment)
    next = start + bytes
    return start.bindMemory(to: T.self, capacity: max(1, capacity))
  }

  /// Takes a new chunk of at least `bytes` bytes (and at least as large as the last one).
  private func addChunk(atLeast bytes: Int) {
    let size = max(bytes, chunks.last.map { $0.size } ?? firstChunk)
    let chunk: Chunk
    if size >= HugePages.smallestMapping, let (base, mappedSize) = HugePages.map(size, huge: hugePages) {
      chunk = Chunk(base: base, size: mappedSize, mapped: true)
    } else {
      chunk = Chunk(base: .allocate(byteCount: size, alignment: 16), size: size, mapped: false)
    }
    chunks.append(chunk)
    next = chunk.base
    end = chunk.base + chunk.size
  }
}
