#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// An effect that races two task-group children, as a real app's load screen does: a client that
/// answers at once, and a sleep on the main run loop (made immediate by the test), each sending an
/// action (ORDER-19).
struct RacingChildren: Reducer {
  struct State: Equatable {
    var log: [String] = []
  }

  @CasePathable
  enum Action: Equatable {
    case start
    case response(Int)
    case timerFired
  }

  let fetch: @Sendable () async -> Int
  @Dependency(\.mainRunLoop) var mainRunLoop

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { [fetch, mainRunLoop] send in
        await withTaskGroup(of: Void.self) { group in
          group.addTask { await send(.response(fetch())) }
          group.addTask {
            try? await mainRunLoop.sleep(for: .seconds(1))
            await send(.timerFired)
          }
        }
      }
    case .response(let value):
      state.log.append("response \(value)")
      return .none
    case .timerFired:
      state.log.append("timer")
      return .none
    }
  }
}
