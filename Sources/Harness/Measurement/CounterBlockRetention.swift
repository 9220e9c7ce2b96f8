import MallocInterposerSwift

#if canImport(Glibc)
  import Glibc
#endif

/// Keeps the interposer's per-thread counter blocks alive after their threads exit.
///
/// The interposer frees a thread's counter block in a thread-exit destructor but keeps the
/// thread's pointer to it, so an allocation made on that thread by a later destructor, while
/// counting is on, writes into freed memory and corrupts glibc's heap (`docs/allocation-probe.md`).
/// Replacing the interposer's thread key with one at the same index and without a destructor
/// leaves each block allocated and listed instead, at 48 bytes per thread that ever counted.
enum CounterBlockRetention {
  /// Whether the key was replaced and checked; counting on other threads is unsafe otherwise.
  @MainActor static let isInstalled: Bool = install()

  /// The bytes of the allocation whose count identifies the interposer's key.
  private static let probeBytes = 100

  @MainActor
  private static func install() -> Bool {
    guard let freedKey = lowestFreeKey() else { return false }
    // The interposer creates its key at its first counted allocation, at the lowest free index.
    countOneAllocation()
    guard let block = pthread_getspecific(freedKey), isCounterBlock(block) else { return false }
    return replace(freedKey, keeping: block)
  }

  private static func lowestFreeKey() -> pthread_key_t? {
    var key = pthread_key_t()
    guard pthread_key_create(&key, nil) == 0 else { return nil }
    pthread_key_delete(key)
    return key
  }

  private static func countOneAllocation() {
    MallocInterposerSwift.reset()
    MallocInterposerSwift.hook()
    let allocation = UnsafeMutableRawPointer.allocate(byteCount: probeBytes, alignment: 8)
    MallocInterposerSwift.unhook()
    allocation.deallocate()
  }

  /// Whether `block` holds exactly the one counted allocation: its bytes (which the standard
  /// library may round up), then one small allocation and no large one.
  private static func isCounterBlock(_ block: UnsafeMutableRawPointer) -> Bool {
    let bytes = block.load(as: Int64.self)
    return (Int64(probeBytes)...Int64(probeBytes + 16)).contains(bytes)
      && block.load(fromByteOffset: 8, as: Int64.self) == 1
      && block.load(fromByteOffset: 16, as: Int64.self) == 0
  }

  /// Deletes the interposer's key, so that no thread's block is freed at exit, and takes its
  /// index back at once, so that no other library's key can receive the interposer's blocks.
  private static func replace(_ key: pthread_key_t, keeping block: UnsafeMutableRawPointer) -> Bool
  {
    pthread_key_delete(key)
    var replacement = pthread_key_t()
    guard pthread_key_create(&replacement, nil) == 0 else { return false }
    guard replacement == key else {
      pthread_key_delete(replacement)
      return false
    }
    return pthread_setspecific(replacement, block) == 0
  }
}
