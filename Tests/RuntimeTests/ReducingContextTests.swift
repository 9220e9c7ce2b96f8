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
    let before = ReducingContext.registry
    reduce(in: reducing, registry: nil) {
      ReducingContext.registryWasMade(others, by: other)
      #expect(ReducingContext.registry === CancellationRegistry.empty)
      ReducingContext.registryWasMade(own, by: reducing)
      #expect(ReducingContext.registry === own)
    }
    #expect(ReducingContext.registry === before)
  }

  @Test(arguments: [true, false])
  func anotherThreadFindsNoRegistry(rootHasEffects: Bool) {
    let registry = CancellationRegistry()
    var seen = false
    reduce(in: Root(), registry: rootHasEffects ? Unmanaged.passUnretained(registry) : nil) {
      // Blocks this thread until a new one has looked, so no other root reduces in between.
      let look = Look()
      Thread { look.finish(sawNone: ReducingContext.registry == nil) }.start()
      seen = look.waitForResult()
      #expect(ReducingContext.registry === (rootHasEffects ? registry : CancellationRegistry.empty))
    }
    #expect(seen, "a reducer on another thread saw the reducing root's registry")
  }

  @Test(.enabled(if: FastPaths.areEnabled, "tests a fast path itself"))
  func theStoresDependenciesAreInForceWhileItReduces() {
    let own = withDependencies {
      $0.context = .preview
    } operation: {
      DependencyValues._current
    }
    var defaultMatch: Bool?
    var seen: DependencyContext?
    ReducingContext.run(
      Root(), registry: nil, dependencies: own, defaultMatch: &defaultMatch, tracker: nil
    ) {
      seen = DependencyValues._current.context
    }
    #expect(seen == .preview)
    #expect(defaultMatch == false)
  }

  /// Runs `body` as `root`'s reducers would run, with the dependencies in force.
  private func reduce(
    in root: Root, registry: Unmanaged<CancellationRegistry>?, _ body: () -> Void
  ) {
    var defaultMatch: Bool?
    ReducingContext.run(
      root, registry: registry, dependencies: DependencyValues._current,
      defaultMatch: &defaultMatch, tracker: nil, body)
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
