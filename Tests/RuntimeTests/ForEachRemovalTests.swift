import Testing

@_spi(Project) @testable import ComposableRuntime

/// A row whose `.start` runs an effect that only ends when cancelled.
@Reducer
private struct WaitingRow {
  struct State: Equatable, Identifiable {
    let id: Int
  }

  enum Action {
    case start
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .run { _ in try await Task.sleep(for: .seconds(86_400)) }
  }
}

/// A list of waiting rows; `.startAndRemove` starts a row's effect and removes the row in the
/// same send, through a fed-back action.
@Reducer
private struct WaitingList {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<WaitingRow.State> = [.init(id: 0), .init(id: 1), .init(id: 2)]
  }

  enum Action {
    case remove(Int)
    case startAndRemove(Int)
    case rows(IdentifiedActionOf<WaitingRow>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .remove(let id):
        state.rows.remove(id: id)
        return .none
      case .startAndRemove(let id):
        return .concatenate(.send(.rows(.element(id: id, action: .start))), .send(.remove(id)))
      case .rows:
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) { WaitingRow() }
  }
}

/// `forEach` inside a store finds the removed elements among those with effects in flight, not
/// by comparing the ids before and after: what it cancels must be the same.
@Suite(.timeLimit(.minutes(5)))
@MainActor
struct ForEachRemovalTests {
  @Test
  func removingARowCancelsItsEffectsAndNoOtherRows() async {
    let store = Store(initialState: WaitingList.State()) { WaitingList() }
    let started = (0..<3).map { store.send(.rows(.element(id: $0, action: .start))) }
    #expect(store.inFlightEffectCount == 3)
    store.send(.remove(1))
    await started[1].finish()
    #expect(store.inFlightEffectCount == 2)
    store.send(.remove(0))
    store.send(.remove(2))
    await started[0].finish()
    await started[2].finish()
    #expect(store.inFlightEffectCount == 0)
  }

  @Test
  func anEffectStartedInTheSendThatRemovesItsRowIsCancelled() async {
    let store = Store(initialState: WaitingList.State()) { WaitingList() }
    let kept = store.send(.rows(.element(id: 0, action: .start)))
    await store.send(.startAndRemove(2)).finish()
    #expect(store.inFlightEffectCount == 1)
    store.send(.remove(0))
    await kept.finish()
  }
}
