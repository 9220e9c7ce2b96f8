#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// Records the `number` dependency it sees, now (`.read`) or after an effect fed back an action
/// whose own effect reads it (`.readLater`).
struct NumberReader: Reducer {
  @CasePathable
  enum Action: Equatable {
    case read
    case readLater
    case readInEffect
    case record(Int)
  }

  func reduce(into state: inout [Int], action: Action) -> Effect<Action> {
    @Dependency(\.number) var number
    switch action {
    case .read:
      state.append(number)
      return .none
    case .readLater:
      return .run { send in await send(.readInEffect) }
    case .readInEffect:
      return .run { send in
        @Dependency(\.number) var number
        await send(.record(number))
      }
    case .record(let value):
      state.append(value)
      return .none
    }
  }
}
