#if !COMPOSABLE_REFERENCE_RUNTIME
@_spi(Project) import ComposableRuntime
import Harness

extension WorkloadCatalog {
  static var scopeFanOutWorkloads: [Workload] {
    let children = [SizeParameter("children", [1, 10, 100, 1000])]
    return [
      Workload("Scope.FanOut", scenario: "send to one child", parameters: children, baseline: directReduce) { sizes in
        let fanOut = ObservedChildren(count: sizes["children"]!)
        return .sync(tearDown: { fanOut.cancel() }) { iterations in
          for _ in 0..<iterations { fanOut.sendToFirstChild() }
          blackHole(fanOut)
        }
      },
      Workload(
        "Scope.FanOut", scenario: "send to one child, key-path stores", parameters: children, baseline: directReduce
      ) { sizes in
        let fanOut = ObservedChildren(count: sizes["children"]!, scoping: .keyPath)
        return .sync(tearDown: { fanOut.cancel() }) { iterations in
          for _ in 0..<iterations { fanOut.sendToFirstChild() }
          blackHole(fanOut)
        }
      },
      Workload("Scope.FanOut", scenario: "send to root", parameters: children, baseline: directReduce) { sizes in
        let fanOut = ObservedChildren(count: sizes["children"]!)
        return .sync(tearDown: { fanOut.cancel() }) { iterations in
          for _ in 0..<iterations { fanOut.root.send(.increment) }
          blackHole(fanOut)
        }
      },
    ]
  }
}

/// A parent with `count` rows, a child store for each row, and an observer on each child.
@MainActor
final class ObservedChildren {
  /// How the child stores are made.
  enum Scoping {
    /// The stores of `scope(state: \.rows, action: \.rows)`, a `StoreCollection`.
    case collection
    /// One `scope(state: \.rows[id: id], action: \.rows[id: id])` per row.
    case keyPath
  }

  let root: StoreOf<BenchParent>
  /// Sends `.increment` to the first row's store.
  let sendToFirstChild: () -> Void
  private let tokens: [ObservationToken]

  init(count: Int, scoping: Scoping = .collection) {
    let rows = (0..<count).map { BenchCounter.State(id: $0) }
    let root = Store(initialState: BenchParent.State(rows: IdentifiedArray(uniqueElements: rows))) { BenchParent() }
    self.root = root
    switch scoping {
    case .collection:
      (sendToFirstChild, tokens) = Self.observe(Array(root.scope(state: \.rows, action: \.rows)))
    case .keyPath:
      (sendToFirstChild, tokens) = Self.observe(
        (0..<count).map { id in root.scope(state: \.rows[id: id], action: \.rows[id: id]) }
      )
    }
  }

  /// Observes every child; returns a send to the first one, and the observations.
  private static func observe<ChildState: Equatable>(
    _ children: [Store<ChildState, BenchCounter.Action>]
  ) -> (() -> Void, [ObservationToken]) {
    ({ children[0].send(.increment) }, children.map { child in child.observe { _ in } })
  }

  func cancel() {
    tokens.forEach { $0.cancel() }
  }
}
#endif
