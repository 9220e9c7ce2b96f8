import Observation

#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// A feature whose count is shared with other features: the subject of the `Shared.*` workloads.
@Reducer
struct SharedTally {
  @ObservableState
  struct State: Equatable {
    @Shared var count: Int
  }

  enum Action: Equatable, Sendable {
    case increment
  }

  // Not inlined, as `BenchCounter.reduce` is not.
  @inline(never)
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.$count.withLock { $0 &+= 1 }
    return .none
  }
}

/// `count` features' states holding one shared value, each with a tracked reader, as views that
/// show the value would have.
@MainActor
final class SharedReaders {
  let count: Shared<Int>
  private let states: [SharedTally.State]
  private(set) var notified = 0

  init(features: Int) {
    let count = Shared(value: 0)
    self.count = count
    states = (0..<features).map { _ in SharedTally.State(count: count) }
  }

  /// Registers every feature's reader of the value, then writes it once: every reader is told.
  func writeWithTrackedReaders() {
    for state in states {
      withObservationTracking {
        _ = state.count
      } onChange: { [weak self] in
        MainActor.assumeIsolated { self?.notified &+= 1 }
      }
    }
    count.withLock { $0 &+= 1 }
  }
}

/// One `@Observable` value with `count` tracked readers and no runtime at all: the floor of
/// `Shared.Write`, which is the same registrations and notifications through a `@Shared` value.
@MainActor
final class ObservableReaders {
  @Observable
  final class Tally {
    var count = 0
  }

  let tally = Tally()
  private let observers: Int
  private(set) var notified = 0

  init(features: Int) {
    observers = features
  }

  /// Registers every observer's reader of the value, then writes it once: every reader is told.
  func writeWithTrackedReaders() {
    for _ in 0..<observers {
      withObservationTracking {
        _ = tally.count
      } onChange: { [weak self] in
        MainActor.assumeIsolated { self?.notified &+= 1 }
      }
    }
    tally.count &+= 1
  }
}
