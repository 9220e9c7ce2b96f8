import ComposableRuntime
import Testing

@Reducer
struct TrackedList {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<ObservedCounter.State> = [.init(id: 0), .init(id: 1)]
  }

  enum Action {
    case rows(IdentifiedActionOf<ObservedCounter>)
    case replaceRow(Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .replaceRow(let id) = action { state.rows[id: id] = ObservedCounter.State(id: id) }
      return .none
    }
    .forEach(\.rows, action: \.rows) { ObservedCounter() }
  }
}

/// Counts `onChange` calls of one `withObservationTracking`.
final class Fired: @unchecked Sendable {
  var count = 0
}

@MainActor
private func track(_ read: () -> Void) -> Fired {
  let fired = Fired()
  withObservationTracking(read) { fired.count += 1 }
  return fired
}

/// Row stores of a `StoreCollection` read under observation tracking: only the row a send
/// reaches notifies, whichever way its state changed.
@MainActor
struct RowStoreObservationTests {
  @Test
  func aSendToOneRowNotifiesOnlyThatRowsReaders() {
    let store = Store(initialState: TrackedList.State()) { TrackedList() }
    let rows = Array(store.scope(state: \.rows, action: \.rows))
    let first = track { _ = rows[0].count }
    let second = track { _ = rows[1].count }
    rows[0].send(.increment)
    #expect(first.count == 1)
    #expect(second.count == 0)
    #expect(rows[0].count == 1)
  }

  @Test
  func replacingARowNotifiesReadersOfThatRowStoresState() {
    let store = Store(initialState: TrackedList.State()) { TrackedList() }
    let rows = Array(store.scope(state: \.rows, action: \.rows))
    let first = track { _ = rows[0].state }
    let second = track { _ = rows[1].state }
    store.send(.replaceRow(0))
    #expect(first.count == 1)
    #expect(second.count == 0)
  }
}
