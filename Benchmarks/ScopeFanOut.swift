import ComposableRuntime
import Harness

extension WorkloadCatalog {
  static var scopeFanOutWorkloads: [Workload] {
    let children = [SizeParameter("children", [1, 10, 100, 1000])]
    return [
      Workload("Scope.FanOut", scenario: "send to one child", parameters: children, baseline: directReduce) { sizes in
        let fanOut = ObservedChildren(count: sizes["children"]!)
        let child = fanOut.children[0]
        return .sync(tearDown: { fanOut.cancel() }) { iterations in
          for _ in 0..<iterations { child.send(.increment) }
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

/// A parent with `count` rows, a child store scoped to each row, and an observer on each child.
@MainActor
final class ObservedChildren {
  let root: StoreOf<BenchParent>
  let children: [Store<BenchCounter.State?, BenchCounter.Action>]
  private var tokens: [ObservationToken] = []
  private(set) var notifications = 0

  init(count: Int) {
    let rows = (0..<count).map { BenchCounter.State(id: $0) }
    let root = Store(initialState: BenchParent.State(rows: IdentifiedArray(uniqueElements: rows))) { BenchParent() }
    self.root = root
    children = (0..<count).map { id in root.scope(state: \.rows[id: id], action: \.rows[id: id]) }
    tokens = children.map { child in child.observe { [unowned self] _ in notifications += 1 } }
  }

  func cancel() {
    tokens.forEach { $0.cancel() }
  }
}
