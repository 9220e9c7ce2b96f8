import Harness

#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

extension WorkloadCatalog {
  /// Rows added one send at a time, each with a store scoped to it and held, as a list view
  /// holds its rows' stores, then removed one send at a time: an operation is the whole churn,
  /// so a runtime whose per-send cost grows with the held stores has a slope near 2.
  ///
  /// Rows leave last-in first-out: removing the last element of an identified array costs the
  /// same at any size, so the slope is the runtime's, not the collection's. The largest size is
  /// 10,000: a churn of 50,000 rows (about 2 s) takes over eight minutes under callgrind, which
  /// counts every point the gate checks.
  static var rowChurnWorkloads: [Workload] {
    [
      Workload(
        "Scope.RowChurn", scenario: "add, hold a row store, remove",
        parameters: [SizeParameter("rows", [1000, 5000, 10_000])]
      ) { sizes in
        let count = sizes["rows"]!
        let store = Store(initialState: ChurnedRows.State()) { ChurnedRows() }
        return .sync { iterations in
          for _ in 0..<iterations { blackHole(churn(store, rows: count)) }
        }
      }
    ]
  }

  /// Adds `rows` rows, scoping and holding a store for each, then removes them newest first;
  /// returns the held stores, which outlive their rows.
  @MainActor
  private static func churn(_ store: StoreOf<ChurnedRows>, rows: Int) -> [StoreOf<ObservedCounter>]
  {
    var held: [StoreOf<ObservedCounter>] = []
    held.reserveCapacity(rows)
    for id in 0..<rows {
      store.send(.add(id))
      if let row = store.scope(state: \.rows[id: id], action: \.rows[id: id]) { held.append(row) }
    }
    for id in (0..<rows).reversed() { store.send(.remove(id)) }
    return held
  }
}
