import Observation
import Testing

@testable import ComposableRuntime

/// A registrar made at the first read, held as its one reference or boxed where it is not, tells
/// observers as the registrar itself does, and copies of it share one registrar.
@Suite(.timeLimit(.minutes(5)))
struct LazyRegistrarTests {
  private struct Subject: Observable {
    var value = 0
  }

  @Test func thisToolchainsRegistrarIsOneReference() {
    #expect(
      LazyRegistrar.registrarIsOneReference,
      "ObservationRegistrar is no longer one reference: states copy through a box (slower)")
  }

  @Test(arguments: [false, true])
  func aCopyMadeBeforeTheFirstReadTellsTheObserversOfTheOriginal(boxed: Bool) {
    let original = LazyRegistrar(boxed: boxed)
    let copy = original
    let told = Told()
    withObservationTracking {
      original.withRegistrarMade { $0.access(Subject(), keyPath: \.value) }
    } onChange: {
      told.mark()
    }
    #expect(!told.value)
    mutate(copy)
    #expect(told.value)
  }

  @Test(arguments: [false, true])
  func anotherRegistrarTellsNoOne(boxed: Bool) {
    let observed = LazyRegistrar(boxed: boxed)
    let told = Told()
    withObservationTracking {
      observed.withRegistrarMade { $0.access(Subject(), keyPath: \.value) }
    } onChange: {
      told.mark()
    }
    let other = LazyRegistrar(boxed: boxed)
    other.withRegistrarMade { _ in }
    mutate(other)
    #expect(!told.value)
  }

  @Test(arguments: [false, true])
  func anEditBeforeAnyReadMakesNoRegistrar(boxed: Bool) {
    let unread = LazyRegistrar(boxed: boxed)
    var edits = 0
    unread.ifMade { _ in
      Issue.record("an unread registrar was made")
    } else: {
      edits += 1
    }
    #expect(edits == 1)
    #expect(!unread.isMade)
  }

  @Test(arguments: [false, true])
  func concurrentFirstReadsShareOneRegistrar(boxed: Bool) async {
    let registrar = LazyRegistrar(boxed: boxed)
    let told = ToldCount()
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<16 {
        group.addTask {
          withObservationTracking {
            registrar.withRegistrarMade { $0.access(Subject(), keyPath: \.value) }
          } onChange: {
            told.add()
          }
        }
      }
    }
    mutate(registrar)
    #expect(told.value == 16)
  }

  @MainActor @Test func sendsToAStateNoOneReadsMakeNoRegistrar() {
    let store = Store(initialState: ObservedCounter.State()) { ObservedCounter() }
    store.send(.increment)
    store.send(.increment)
    #expect(!store.withState { $0._$observationRegistrar.registrar.isMade })
    #expect(store.count == 2)
    #expect(store.withState { $0._$observationRegistrar.registrar.isMade })
  }

  @Test func anEditOfAStateToldTheObserverOfACopyMadeBeforeTheFirstRead() {
    var state = ObservedCounter.State()
    let copy = state
    let told = Told()
    withObservationTracking {
      _ = copy.count
    } onChange: {
      told.mark()
    }
    state.count += 1
    #expect(told.value)
  }

  /// Edits `Subject.value` through `registrar`, telling its observers if it has been made.
  private func mutate(_ registrar: LazyRegistrar) {
    registrar.ifMade { $0.withMutation(of: Subject(), keyPath: \.value) {} }
  }
}

/// Whether an observer was told, set from its `onChange`.
private final class Told: @unchecked Sendable {
  private(set) var value = false
  func mark() { value = true }
}

/// How many observers were told, counted from their `onChange`s on any thread.
private final class ToldCount: Sendable {
  private let count = LockIsolated(0)
  var value: Int { count.withValue { $0 } }
  func add() { count.withValue { $0 += 1 } }
}
