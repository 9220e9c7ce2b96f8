#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// `Counter` with `@ObservableState` state: the same fields and the same reduce, so that
/// `Observation.Send` against `Store.Send/root` shows what observation costs a send.
@Reducer
public struct ObservedCounter {
  /// The count, observable field by field, and an id so that counters can be rows of a list.
  @ObservableState
  public struct State: Equatable, Identifiable, Sendable {
    public var id: Int
    public var count: Int

    /// A counter at `count`, with `id` for lists.
    public init(id: Int = 0, count: Int = 0) {
      self.id = id
      self.count = count
    }
  }

  /// What an observed counter can be sent.
  public enum Action: Equatable, Sendable {
    case increment
  }

  /// An observed counter reducer.
  public init() {}

  // Not inlined, as `Counter.reduce` is not.
  /// Counts.
  @inline(never)
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count &+= 1
    return .none
  }
}
