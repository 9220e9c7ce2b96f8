import Foundation
import Testing

@testable import ComposableRuntime

/// The registry `forEach` asks while a root reduces is that root's, whatever other roots do.
@MainActor
struct ReducingContextTests {
  private final class Root {}

  @Test func aRegistryMadeByAnotherRootLeavesTheReducingRootsContextAlone() {
    let (reducing, other) = (Root(), Root())
    let (own, others) = (CancellationRegistry(), CancellationRegistry())
    let previous = ReducingContext.enter(nil, of: reducing)
    ReducingContext.registryWasMade(others, by: other)
    #expect(ReducingContext.registry === CancellationRegistry.empty)
    ReducingContext.registryWasMade(own, by: reducing)
    #expect(ReducingContext.registry === own)
    ReducingContext.restore(previous)
    #expect(ReducingContext.registry === previous?.registry?.takeUnretainedValue())
  }

  @Test(arguments: [true, false])
  func anotherThreadFindsNoRegistry(rootHasEffects: Bool) {
    let root = Root()
    let registry = CancellationRegistry()
    let previous = ReducingContext.enter(
      rootHasEffects ? Unmanaged.passUnretained(registry) : nil, of: root)
    // Blocks this thread until a new one has looked, so no other root reduces in between.
    let look = Look()
    Thread { look.finish(sawNone: ReducingContext.registry == nil) }.start()
    let seen = look.waitForResult()
    #expect(ReducingContext.registry === (rootHasEffects ? registry : CancellationRegistry.empty))
    ReducingContext.restore(previous)
    #expect(seen, "a reducer on another thread saw the reducing root's registry")
  }
}

/// What another thread saw, handed back through a semaphore.
private final class Look: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var sawNone = false

  func finish(sawNone: Bool) {
    self.sawNone = sawNone
    done.signal()
  }

  func waitForResult() -> Bool {
    done.wait()
    return sawNone
  }
}
