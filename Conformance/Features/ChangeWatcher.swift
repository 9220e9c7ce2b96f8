#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// A counter whose `onChange` reducers react to changes of `count` made by its own base reducer,
/// while an earlier reducer of the same body changes `count` too.
@Reducer
struct ChangeWatcher {
  struct State: Equatable {
    var count = 0
    var marks = ""
    var changes: [Int] = []
    var rows: IdentifiedArrayOf<Counter.State> = []
    var rowChanges = 0
  }

  enum Action: Equatable {
    case increment
    case decrement
    case touch
    case external
    case addRow(Int)
    case rows(IdentifiedActionOf<Counter>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if action == .external { state.count += 10 }
      return .none
    }
    counting
      .onChange(of: \.count) { oldValue, newValue in
        Reduce { state, _ in
          state.marks = String(repeating: "!", count: max(newValue, 0))
          return newValue > 1 ? .send(.decrement) : .none
        }
      }
      .onChange(of: \.count) { oldValue, state in
        state.changes.append(oldValue)
        return .none
      }
    rowsReducer
      .onChange(of: \.rows, removeDuplicates: { $0.ids == $1.ids }) { _, _ in
        Reduce { state, _ in
          state.rowChanges += 1
          return .none
        }
      }
  }

  private var counting: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment: state.count += 1
      case .decrement: state.count -= 1
      case .touch: state.count += 0
      default: break
      }
      return .none
    }
  }

  private var rowsReducer: some ReducerOf<Self> {
    Reduce<State, Action> { state, action in
      if case .addRow(let id) = action { state.rows.append(Counter.State(id: id)) }
      return .none
    }
    .forEach(\.rows, action: \.rows) { Counter() }
  }
}
