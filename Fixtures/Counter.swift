#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// A counter, the smallest feature with state and actions: the subject of the conformance cases
/// and of every send workload.
public struct Counter: Reducer {
  /// The count, and an id so that counters can be rows of a list.
  public struct State: Equatable, Identifiable, Sendable {
    public var id: Int
    public var count: Int

    /// A counter at `count`, with `id` for lists.
    public init(id: Int = 0, count: Int = 0) {
      self.id = id
      self.count = count
    }
  }

  /// What a counter can be sent.
  @CasePathable
  public enum Action: Equatable, Sendable {
    case increment
    case decrement
    case set(Int)
    /// Feeds `.increment` back synchronously.
    case incrementLater
    /// Feeds `.increment` back from a `.run` effect.
    case incrementAsync
  }

  /// A counter reducer.
  public init() {}

  // Not inlined, so that workloads and `Baseline.DirectReduce` measure a real reducer call, as a
  // store makes.
  /// Counts, or feeds `.increment` back.
  @inline(never)
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count &+= 1
      return .none
    case .decrement:
      state.count &-= 1
      return .none
    case .set(let value):
      state.count = value
      return .none
    case .incrementLater:
      return .send(.increment)
    case .incrementAsync:
      return .run { send in await send(.increment) }
    }
  }
}
