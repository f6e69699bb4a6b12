#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import HabitsKit

/// A large file read by mapping it into memory, read-only, rather than copying it.
///
/// Reading a decade's log (a megabyte) into memory of our own cost about half a millisecond
/// on the VMs `habits` was measured on, a sixth of an empty Swift program's whole run: the
/// kernel zeroes fresh pages, then copies the file into them. Mapping the file reuses the
/// kernel's own copy. Its pages are mapped as the reader reaches them (the kernel maps 64 KiB
/// around each fault) rather than all at once, and given back behind the reader
/// (`FileBytes.letGoOfPages`), so a log of any size is resident a stretch at a time.
///
/// A mapping has one hazard that a copy has not: an editor that truncates the file while
/// `habits` reads it makes the pages past the new end fault with SIGBUS, which kills a
/// process. So a handler for SIGBUS is installed with the first mapping: a fault inside a
/// mapped file gets zero-filled pages in place of the file's lost end, and the run is marked
/// as having read a file that changed (`changedWhileRead`), for the executable to say so; any
/// other SIGBUS goes back to the handler there was before. This is process-wide state by
/// nature (a signal handler and the table of mappings it reads), kept in the system layer and
/// in memory of its own (`Guard`), which the handler reads through a pointer.
enum FileMapping {
  /// The smallest file that is mapped: below, a copy costs less than the mapping's own calls.
  static let smallestFile = 256 << 10

  /// What the SIGBUS handler reads and writes.
  private struct Guard {
    /// The mapped files as address ranges, (0, 0) for a free slot.
    var regions: (Range, Range, Range, Range) = ((0, 0), (0, 0), (0, 0), (0, 0))
    /// Counted up by the handler each time a mapped file turned out shorter than when it was
    /// mapped.
    var changed: Int32 = 0
    /// The handler before ours.
    var previous = sigaction()
    /// Held while a slot is taken or given back (the tests read files on several threads; the
    /// handler only reads the slots).
    var lock = pthread_mutex_t()

    typealias Range = (start: UInt, end: UInt)
    static let slots = 4

    /// Region `slot`.
    subscript(slot: Int) -> Range {
      get {
        switch slot {
        case 0: regions.0
        case 1: regions.1
        case 2: regions.2
        default: regions.3
        }
      }
      set {
        switch slot {
        case 0: regions.0 = newValue
        case 1: regions.1 = newValue
        case 2: regions.2 = newValue
        default: regions.3 = newValue
        }
      }
    }
  }

  /// The handler's state, made (and the handler installed) with the first mapping.
  nonisolated(unsafe) private static let state: UnsafeMutablePointer<Guard>? = install()

  /// Whether a mapped file lost its end while it was read (its bytes there read as zeros).
  static var changedWhileRead: Bool {
    guard let state = mapped ? state : nil else { return false }
    return state.pointee.changed != 0
  }

  /// How many times a mapped file was found cut short so far.
  static var changeCount: Int32 {
    guard let state = mapped ? state : nil else { return 0 }
    return state.pointee.changed
  }

  /// Whether some file was mapped (so the handler's state exists): `changedWhileRead` then
  /// reads it, and otherwise does not make it.
  nonisolated(unsafe) private static var mapped = false

  /// The `size` bytes of the regular file open as `fd`, mapped; nil when it cannot be (the
  /// caller then reads it), or when as many files are mapped as there are slots.
  static func map(_ fd: Int32, size: Int) -> FileBytes? {
    guard size > 0, let state else { return nil }
    // Not populated at once: the log is read front to back, and its pages are given back
    // behind the reader (`letGoOfPages`), so that no more than a stretch of it is resident.
    let flags = MAP_PRIVATE
    pthread_mutex_lock(&state.pointee.lock)
    defer { pthread_mutex_unlock(&state.pointee.lock) }
    guard let slot = (0..<Guard.slots).first(where: { state.pointee[$0].start == 0 }),
      let base = mmap(nil, size, PROT_READ, flags, fd, 0), base != MAP_FAILED
    else { return nil }
    mapped = true
    let start = UInt(bitPattern: base)
    state.pointee[slot] = (start, start + UInt(size))
    return FileBytes(
      adopting: base, count: size,
      deallocator: { base in
        guard let state = FileMapping.state else { return }
        pthread_mutex_lock(&state.pointee.lock)
        state.pointee[slot] = (0, 0)
        munmap(base, size)
        pthread_mutex_unlock(&state.pointee.lock)
      },
      pageReleaser: { base, count in
        // The mapping is private and never written: a page given back is read from the file
        // (or zero-filled past a lost end, as the SIGBUS handler maps it) if touched again.
        let whole = count & ~(pageSize - 1)
        if whole > 0 { _ = madvise(base, whole, MADV_DONTNEED) }
      })
  }

  /// The size of a page, which `madvise` takes whole.
  private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

  /// Makes the handler's state and installs the handler; nil if it could not be installed
  /// (files are then read, not mapped).
  private static func install() -> UnsafeMutablePointer<Guard>? {
    #if os(Linux)
      let state = UnsafeMutablePointer<Guard>.allocate(capacity: 1)
      state.initialize(to: Guard())
      pthread_mutex_init(&state.pointee.lock, nil)
      var action = sigaction()
      action.__sigaction_handler.sa_sigaction = { _, info, _ in
        guard let state = FileMapping.handlerState else { return }
        let address = UInt(bitPattern: info?.pointee._sifields._sigfault.si_addr)
        for slot in 0..<Guard.slots {
          let region = state.pointee[slot]
          guard address >= region.start && address < region.end else { continue }
          // Zero-filled pages from the faulting one to the end of the mapping: the read goes
          // on, and finds NUL bytes where the file was cut.
          let page = address & ~UInt(4095)
          _ = mmap(
            UnsafeMutableRawPointer(bitPattern: page), Int(region.end - page), PROT_READ,
            MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0)
          state.pointee.changed &+= 1
          return
        }
        // Not a mapped file: back to the handler before, which the fault meets again on return.
        _ = sigaction(SIGBUS, &state.pointee.previous, nil)
      }
      action.sa_flags = SA_SIGINFO
      sigemptyset(&action.sa_mask)
      handlerState = state
      guard sigaction(SIGBUS, &action, &state.pointee.previous) == 0 else {
        handlerState = nil
        return nil
      }
      return state
    #else
      return nil
    #endif
  }

  /// The state as the handler finds it (a plain pointer: a signal handler must not run a
  /// lazy initialiser).
  nonisolated(unsafe) private static var handlerState: UnsafeMutablePointer<Guard>?
}
