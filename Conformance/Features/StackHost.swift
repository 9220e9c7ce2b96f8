#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// A parent with a navigation stack of ``Sheet`` elements, logging the order it runs in.
struct StackHost: Reducer {
  struct State: Equatable {
    var path = StackState<Sheet.State>()
    var log: [String] = []
  }

  @CasePathable
  enum Action: Equatable {
    case path(StackActionOf<Sheet>)
    case push(Int)
    case removeLast
    case removeAll
    case noop
  }

  let probe: Probe
  let gate: Gate

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.log.append("parent saw \(state.path.map { "\($0.id):\($0.count)" })")
      switch action {
      case .push(let id):
        state.path.append(Sheet.State(id: id))
      case .removeLast:
        state.path.removeLast()
      case .removeAll:
        state.path.removeAll()
      case .path, .noop:
        break
      }
      return .none
    }
    .forEach(\.path, action: \.path) { Sheet(probe: probe, gate: gate) }
  }
}
