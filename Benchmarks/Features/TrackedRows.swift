#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// A list of rows whose stores are each read under `withObservationTracking`, as a list view's
/// rows are; a row whose tracking fired is read again after the send, as a view re-renders.
@MainActor
final class TrackedRows {
  let root: StoreOf<ObservedRows>
  private let rowStores: [StoreOf<ObservedCounter>]
  private var changed: [Int] = []
  /// How many times a row's tracking fired.
  private(set) var notifications = 0

  init(count: Int) {
    let rows = IdentifiedArray(uniqueElements: (0..<count).map { ObservedCounter.State(id: $0) })
    root = Store(initialState: ObservedRows.State(rows: rows)) { ObservedRows() }
    rowStores = Array(root.scope(state: \.rows, action: \.rows))
    rowStores.indices.forEach(track)
  }

  /// Sends `.increment` to the first row, then reads every row whose tracking fired again.
  func sendToFirstRow() {
    rowStores[0].send(.increment)
    let rows = changed
    changed.removeAll(keepingCapacity: true)
    rows.forEach(track)
  }

  private func track(_ index: Int) {
    let store = rowStores[index]
    _ = withObservationTracking {
      store.count
    } onChange: { [weak self] in
      MainActor.assumeIsolated {
        self?.notifications += 1
        self?.changed.append(index)
      }
    }
  }
}
