#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// A counting store for the cancellation cases: `"start"` returns the case's effect, `"cancel"`
/// cancels `id`, and any other action (one an effect delivers) adds one to the count, so a count
/// of zero proves that nothing got through.
@MainActor
func startCancelStore(
  cancelling id: String, start: @escaping () -> Effect<String>
) -> Store<Int, String> {
  Store(initialState: 0) {
    Reduce<Int, String> { state, action in
      switch action {
      case "start":
        return start()
      case "cancel":
        return .cancel(id: id)
      default:
        state += 1
        return .none
      }
    }
  }
}

/// A store that logs every action it receives but `"go"`, which returns the case's effect: the
/// ordering cases read the log to see in which order the effect's actions arrived.
@MainActor
func actionLogStore(go: @escaping () -> Effect<String>) -> Store<[String], String> {
  Store(initialState: [String]()) {
    Reduce<[String], String> { state, action in
      guard action == "go" else {
        state.append(action)
        return .none
      }
      return go()
    }
  }
}
