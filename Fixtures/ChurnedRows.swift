#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// A list whose parent adds and removes `ObservedCounter` rows, as a list screen does.
@Reducer
public struct ChurnedRows {
  /// The rows, in order.
  @ObservableState
  public struct State: Equatable {
    public var rows: IdentifiedArrayOf<ObservedCounter.State>

    /// A list with `rows`.
    public init(rows: IdentifiedArrayOf<ObservedCounter.State> = []) {
      self.rows = rows
    }
  }

  /// Adding and removing rows by id, and the rows' own actions.
  public enum Action: Equatable {
    case add(Int)
    case remove(Int)
    case rows(IdentifiedActionOf<ObservedCounter>)
  }

  /// A churned list reducer.
  public init() {}

  /// Adds and removes rows, and runs each row's `ObservedCounter`.
  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .add(let id): state.rows.append(ObservedCounter.State(id: id))
      case .remove(let id): state.rows.remove(id: id)
      case .rows: break
      }
      return .none
    }
    .forEach(\.rows, action: \.rows) { ObservedCounter() }
  }
}
