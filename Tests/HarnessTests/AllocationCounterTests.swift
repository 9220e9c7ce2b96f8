import Testing

@testable import Harness

#if canImport(Glibc)
  import Glibc
#endif

@Suite(.timeLimit(.minutes(5)))
struct AllocationCounterTests {
  /// Threads that count allocations and then exit while counting is on, with a thread-exit
  /// destructor that allocates after the interposer's own has run: the case that corrupted glibc's
  /// heap in CI. With the interposer's blocks freed under their threads, the allocations that
  /// follow abort the process (`malloc(): unaligned tcache chunk detected`).
  @Test(
    .disabled(
      if: RunningSanitizer.isActive, "a sanitizer owns malloc, so the interposer cannot count"))
  @MainActor
  func threadsThatExitWhileCountingLeaveTheHeapIntact() async throws {
    try #require(AllocationCounter.isActive, "the test binary links the interposer")
    let count = await AllocationCounter.measureAllocations {
      ExitingThreads.run(count: 32)
      for _ in 0..<10_000 { ExitingThreads.churnSmallBlocks() }
    }
    #expect((count?.allocations ?? 0) >= 32 * 2)
  }

  @Test(
    .disabled(
      if: RunningSanitizer.isActive, "a sanitizer owns malloc, so the interposer cannot count"))
  @MainActor
  func countsOfThreadsThatExitedStillAddUp() async throws {
    try #require(AllocationCounter.isActive, "the test binary links the interposer")
    let count = await AllocationCounter.measureAllocations { ExitingThreads.run(count: 8) }
    #expect((count?.allocations ?? 0) >= 8 * 2)
  }
}

/// Threads that allocate, then exit through a destructor that allocates once more in a later
/// destructor pass, after every other key's destructor (the interposer's included) has run.
private enum ExitingThreads {
  nonisolated(unsafe) static var lateKey = pthread_key_t()
  static let keyCreated: Bool = pthread_key_create(&lateKey, lateDestructor) == 0

  static func run(count: Int) {
    precondition(keyCreated)
    var threads: [pthread_t] = []
    for _ in 0..<count {
      var thread = pthread_t()
      precondition(pthread_create(&thread, nil, threadBody, nil) == 0)
      threads.append(thread)
    }
    for thread in threads { pthread_join(thread, nil) }
  }

  /// Allocates and frees blocks of the interposer's counter-block size class, so that a block
  /// freed under a live pointer is handed out again.
  static func churnSmallBlocks() {
    let blocks = (0..<4).map { _ in UnsafeMutableRawPointer.allocate(byteCount: 40, alignment: 8) }
    for block in blocks { block.deallocate() }
  }
}

private let threadBody: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = {
  _ in
  pthread_setspecific(ExitingThreads.lateKey, UnsafeRawPointer(bitPattern: 1))
  UnsafeMutableRawPointer.allocate(byteCount: 24, alignment: 8).deallocate()
  return nil
}

/// Asks for a second destructor pass on its first call, and allocates on its second.
private let lateDestructor: @convention(c) (UnsafeMutableRawPointer?) -> Void = { value in
  guard Int(bitPattern: value) == 1 else {
    UnsafeMutableRawPointer.allocate(byteCount: 200, alignment: 8).deallocate()
    return
  }
  pthread_setspecific(ExitingThreads.lateKey, UnsafeRawPointer(bitPattern: 2))
}
