#if os(Linux)
  import CMalloc
#endif

/// Where malloc puts large blocks, for a run that loads a large log twice in a row.
///
/// glibc's malloc serves a block of 128 KiB or more from a mapping of its own, and each time
/// such a block is freed it raises that threshold to the block's size (up to 32 MiB). After a
/// first load of a large log is freed, the second load's growing arrays therefore come from
/// the heap, where every doubling leaves the smaller copy behind: an append to a 29 MiB
/// log peaked 8 MiB above `habits check` on it. Mapped again, an array grows in place
/// (`mremap`) and is given back whole when freed. Elsewhere (macOS) this does nothing.
///
/// A setting of the process, so it is made here, in the system layer, once an append has
/// started (`LogAppender`), and never by the libraries.
package enum LargeBlocks {
  /// Serves blocks of 128 KiB or more from mappings of their own from now on, as at the start
  /// of the run, and no longer raises the threshold (`mallopt(M_MMAP_THRESHOLD)`).
  package static func mapFromNowOn() {
    #if os(Linux)
      _ = mallopt(M_MMAP_THRESHOLD, 128 << 10)
    #endif
  }
}
