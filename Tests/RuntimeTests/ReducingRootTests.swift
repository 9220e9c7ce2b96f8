@testable import ComposableRuntime
import Foundation
import Testing

/// The registry `forEach` asks while a root reduces is that root's, whatever other roots do.
@MainActor
struct ReducingRootTests {
  private final class Root {}

  @Test func aRegistryMadeByAnotherRootLeavesTheReducingRootsContextAlone() {
    let (reducing, other) = (Root(), Root())
    let (own, others) = (CancellationRegistry(), CancellationRegistry())
    let previous = ReducingRoot.enter(nil, of: reducing)
    ReducingRoot.registryWasMade(others, by: other)
    #expect(ReducingRoot.registry === CancellationRegistry.empty)
    ReducingRoot.registryWasMade(own, by: reducing)
    #expect(ReducingRoot.registry === own)
    ReducingRoot.restore(previous)
    #expect(ReducingRoot.registry === previous?.registry?.takeUnretainedValue())
  }

  @Test func anotherThreadFindsNoRegistry() {
    let root = Root()
    let registry = CancellationRegistry()
    let previous = ReducingRoot.enter(Unmanaged.passUnretained(registry), of: root)
    // Blocks this thread until a new one has looked, so no other root reduces in between.
    let look = Look()
    Thread { look.finish(sawNone: ReducingRoot.registry == nil) }.start()
    let seen = look.waitForResult()
    #expect(ReducingRoot.registry === registry)
    ReducingRoot.restore(previous)
    #expect(seen)
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
