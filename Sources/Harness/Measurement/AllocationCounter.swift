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

  /// Whether the interposer is in the process's malloc path, so that counts are real.
  public static let isActive: Bool = {
    MallocInterposerSwift.initialize()
    MallocInterposerSwift.hook()
    probe = malloc(97)  // Stored globally: an unused malloc/free pair may be optimized away.
    MallocInterposerSwift.unhook()
    free(probe)
    probe = nil
    return MallocInterposerSwift.getStatistics().mallocCount > 0
  }()

  nonisolated(unsafe) private static var probe: UnsafeMutableRawPointer?

  /// Counts the allocations `body` makes; `nil` when the interposer is not active.
  @MainActor
  public static func measureAllocations(_ body: () async -> Void) async -> Count? {
    guard isActive else { return nil }
    MallocInterposerSwift.reset()
    MallocInterposerSwift.hook()
    await body()
    MallocInterposerSwift.unhook()
    let statistics = MallocInterposerSwift.getStatistics()
    return Count(allocations: statistics.mallocCount, bytes: statistics.mallocBytesCount)
  }
}
