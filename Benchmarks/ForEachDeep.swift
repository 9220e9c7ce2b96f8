import Harness

#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

extension WorkloadCatalog {
  /// Depth 1–4 × width 10–1000. Every level has `width` elements, but only the elements on the
  /// path to the target leaf have children, so memory stays linear in depth × width.
  static let deepGrid = [
    SizeParameter("depth", [1, 2, 3, 4]), SizeParameter("width", [10, 100, 1000]),
  ]
  static let deepGridExcludes: @Sendable (Sizes) -> Bool = { _ in false }

  static var forEachDeepWorkloads: [Workload] {
    [
      Workload(
        "ForEach.Deep", scenario: "leaf send", parameters: deepGrid, baseline: directForEach,
        excluding: deepGridExcludes
      ) { sizes in
        deepSend(depth: sizes["depth"]!, width: sizes["width"]!)
      },
      Workload(
        "ForEach.Deep", scenario: "leaf send, body built once", parameters: deepGrid,
        baseline: directForEach,
        excluding: deepGridExcludes
      ) { sizes in
        prebuiltDeepSend(depth: sizes["depth"]!, width: sizes["width"]!)
      },
    ]
  }

  @MainActor
  private static func prebuiltDeepSend(depth: Int, width: Int) -> MeasuredOperation {
    switch depth {
    case 1: deepSend(PrebuiltDeep1.self, width: width)
    case 2: deepSend(PrebuiltDeep2.self, width: width)
    case 3: deepSend(PrebuiltDeep3.self, width: width)
    case 4: deepSend(PrebuiltDeep4.self, width: width)
    default: .skipped("depth \(depth) is not built")
    }
  }

  @MainActor
  private static func deepSend(depth: Int, width: Int) -> MeasuredOperation {
    switch depth {
    case 1: deepSend(Deep1.self, width: width)
    case 2: deepSend(Deep2.self, width: width)
    case 3: deepSend(Deep3.self, width: width)
    case 4: deepSend(Deep4.self, width: width)
    default: .skipped("depth \(depth) is not built")
    }
  }

  @MainActor
  private static func deepSend<Node: DeepNode>(_: Node.Type, width: Int) -> MeasuredOperation {
    let store = Store(initialState: Node.state(id: 0, width: width, onPath: true)) { Node.make() }
    let action = Node.leafIncrement(width: width)
    return .sync { iterations in
      for _ in 0..<iterations { store.send(action) }
      blackHole(store)
    }
  }
}
