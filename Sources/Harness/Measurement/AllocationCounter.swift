import MallocInterposerC
import MallocInterposerSwift

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Heap allocations counted by ordo-one's malloc interposer, hooked only around a region.
public enum AllocationCounter {
  /// The allocations and bytes one region made.
  public struct Count: Sendable, Equatable {
    /// Calls to malloc and its relatives.
    public let allocations: Int
    /// Bytes those calls requested.
    public let bytes: Int
  }

  /// Whether the interposer is in the process's malloc path, so that counts are real: its hooks
  /// are compiled in (not under a sanitizer) and the `malloc` the dynamic linker binds is not
  /// libc's.
  ///
  /// Asked of the linker, not by counting a probe allocation, so that asking counts nothing and
  /// gives no thread a counter block before `CounterBlockRetention` has made that safe.
  public static let isActive: Bool = {
    guard malloc_interposer_global_hooks_installed() != 0,
      let libc = dlopen("libc.so.6", RTLD_NOW | RTLD_NOLOAD)
    else { return false }
    defer { dlclose(libc) }
    return dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc") != dlsym(libc, "malloc")
  }()

  /// Counts the allocations `body` makes; `nil` when the interposer is not active, or when its
  /// counter blocks could not be kept alive past their threads' exit (`CounterBlockRetention`).
  @MainActor
  public static func measureAllocations(_ body: () async -> Void) async -> Count? {
    guard isActive, CounterBlockRetention.isInstalled else { return nil }
    MallocInterposerSwift.reset()
    MallocInterposerSwift.hook()
    await body()
    MallocInterposerSwift.unhook()
    let statistics = MallocInterposerSwift.getStatistics()
    return Count(allocations: statistics.mallocCount, bytes: statistics.mallocBytesCount)
  }
}
