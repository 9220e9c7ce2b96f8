import Harness

extension WorkloadCatalog {
  /// Fan-out through this project's `observe`: against another runtime every point is a row
  /// saying it is not applicable. `Observation.FanOut` measures fan-out with the observation
  /// tracking every runtime has.
  static var scopeFanOutWorkloads: [Workload] {
    let children = [SizeParameter("children", [1, 10, 100, 1000])]
    return [
      Workload(
        "Scope.FanOut", scenario: "send to one child", parameters: children, baseline: directReduce
      ) { sizes in
        ObservedChildren.measure(
          count: sizes["children"]!, scoping: .collection, send: .toFirstChild)
      },
      Workload(
        "Scope.FanOut", scenario: "send to one child, key-path stores", parameters: children,
        baseline: directReduce
      ) { sizes in
        ObservedChildren.measure(count: sizes["children"]!, scoping: .keyPath, send: .toFirstChild)
      },
      Workload(
        "Scope.FanOut", scenario: "send to root", parameters: children, baseline: directReduce
      ) { sizes in
        ObservedChildren.measure(count: sizes["children"]!, scoping: .collection, send: .toRoot)
      },
    ]
  }
}

/// How `ObservedChildren` makes its child stores.
enum ChildScoping {
  /// The stores of `scope(state: \.rows, action: \.rows)`, a `StoreCollection`.
  case collection
  /// One `scope(state: \.rows[id: id], action: \.rows[id: id])` per row.
  case keyPath
}

/// Where `ObservedChildren` sends each measured `.increment`.
enum FanOutSend {
  case toFirstChild, toRoot
}

/// Why a workload measuring this project's API has no points against another runtime.
let projectAPIOnly =
  "not applicable: measures ComposableRuntime's project API (observe), which this runtime does not have"

#if COMPOSABLE_REFERENCE_RUNTIME
  /// Against another runtime, the observers cannot be made: `observe` is this project's API.
  enum ObservedChildren {
    @MainActor
    static func measure(count: Int, scoping: ChildScoping, send: FanOutSend) -> MeasuredOperation {
      .skipped(projectAPIOnly)
    }
  }

  /// Against another runtime, the leaf's observer cannot be made.
  enum ObservedLeaf {
    @MainActor
    static func measure(depth: Int) -> MeasuredOperation {
      .skipped(projectAPIOnly)
    }
  }
#else
  @_spi(Project) import ComposableRuntime

  /// A parent with `count` rows, a child store for each row, and an observer on each child.
  @MainActor
  final class ObservedChildren {
    /// Sets up `count` observed children and measures `send` on them.
    static func measure(count: Int, scoping: ChildScoping, send: FanOutSend) -> MeasuredOperation {
      let fanOut = ObservedChildren(count: count, scoping: scoping)
      let target = send == .toRoot ? { fanOut.root.send(.increment) } : fanOut.sendToFirstChild
      return .sync(tearDown: { fanOut.cancel() }) { iterations in
        for _ in 0..<iterations { target() }
        blackHole(fanOut)
      }
    }

    let root: StoreOf<BenchParent>
    /// Sends `.increment` to the first row's store.
    let sendToFirstChild: () -> Void
    private let tokens: [ObservationToken]

    init(count: Int, scoping: ChildScoping) {
      let rows = (0..<count).map { BenchCounter.State(id: $0) }
      let root = Store(initialState: BenchParent.State(rows: IdentifiedArray(uniqueElements: rows)))
      { BenchParent() }
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
  /// Nested stores whose leaf is observed, measured by sends to the root.
  enum ObservedLeaf {
    @MainActor
    static func measure(depth: Int) -> MeasuredOperation {
      guard let stores = NestedStores.make(depth: depth) else { return .skipped("no such depth") }
      let token = stores.leaf.observe { blackHole($0) }
      return .sync(tearDown: { token.cancel() }) { iterations in
        for _ in 0..<iterations { stores.sendToRoot() }
        blackHole(stores)
      }
    }
  }
#endif
