import Harness

#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

extension WorkloadCatalog {
  static var baselineWorkloads: [Workload] {
    [
      Workload("Baseline.DirectReduce", scenario: "counter") { _ in
        .sync { iterations in
          var state = PlainCounter()
          for _ in 0..<iterations { state.apply(.increment) }
          blackHole(state)
        }
      },
      Workload(
        "Baseline.DirectForEach", scenario: "leaf", parameters: deepGrid,
        excluding: deepGridExcludes
      ) { sizes in
        directForEach(depth: sizes["depth"]!, width: sizes["width"]!)
      },
    ]
  }

  @MainActor
  static func directForEach(depth: Int, width: Int) -> MeasuredOperation {
    switch depth {
    case 1: directForEach(Deep1.self, width: width)
    case 2: directForEach(Deep2.self, width: width)
    case 3: directForEach(Deep3.self, width: width)
    case 4: directForEach(Deep4.self, width: width)
    default: .skipped("depth \(depth) is not built")
    }
  }

  @MainActor
  private static func directForEach<Node: DeepNode>(_: Node.Type, width: Int) -> MeasuredOperation {
    let box = StateBox(Node.state(id: 0, width: width, onPath: true))
    return .sync { iterations in
      for _ in 0..<iterations { Node.incrementLeaf(in: &box.state, width: width) }
      blackHole(box.state)
    }
  }
}

/// The counter's state change with no runtime at all, so that `× baseline` means the same
/// against every runtime: a switch on a plain action mutating a plain struct, one call per action.
struct PlainCounter {
  enum Action { case increment, decrement }

  var count = 0

  @inline(never)
  mutating func apply(_ action: Action) {
    switch action {
    case .increment: count &+= 1
    case .decrement: count &-= 1
    }
  }
}

/// Holds a workload's state between samples.
@MainActor
final class StateBox<State> {
  var state: State

  init(_ state: State) {
    self.state = state
  }
}
