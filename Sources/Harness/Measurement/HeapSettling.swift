#if canImport(Glibc)
  import Glibc
#endif

/// Returns the memory earlier points freed to a settled heap before the next point is set up.
///
/// After a point frees many objects at once (100,000 cancelled effect tasks), glibc's allocator
/// keeps them as loose free chunks, and the next points' allocations pay for sorting them:
/// plain tasks in `Baseline.TaskFanOut` took 7 to 65 µs instead of 5 µs after
/// `Effect.Cancellation`, in one runtime's bench and not the other's. `malloc_trim` merges
/// and releases them, so that no point pays for the garbage of the one before it.
enum HeapSettling {
  /// Merges the free chunks the allocator holds and releases what it can to the system; does
  /// nothing where the C library has no `malloc_trim`.
  static func settle() {
    _ = mallocTrim?(0)
  }

  /// Whether the C library has `malloc_trim`: on Linux it must, or points measure each other's
  /// garbage.
  static var isAvailable: Bool { mallocTrim != nil }

  /// glibc's `malloc_trim`, looked up by name: the Glibc module does not import `malloc.h`.
  private static let mallocTrim: (@convention(c) (Int) -> Int32)? = {
    #if canImport(Glibc)
      guard let symbol = dlsym(nil, "malloc_trim") else { return nil }
      return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
    #else
      return nil
    #endif
  }()
}
