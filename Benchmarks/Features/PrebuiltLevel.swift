#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// A `Level` whose `body` is a stored value, built once with the reducer instead of on every
/// action (TCA accepts a stored `body`), so that a run of it shows the runtime's own cost per
/// level apart from the cost of evaluating a body.
struct PrebuiltLevel<Child: DeepNode>: DeepNode {
  typealias State = Level<Child>.State
  typealias Action = Level<Child>.Action

  let body: some ReducerOf<Self> = EmptyReducer().forEach(\.children, action: \.children) {
    Child.make()
  }

  static func make() -> Self { Self() }

  static func state(id: Int, width: Int, onPath: Bool) -> State {
    Level<Child>.state(id: id, width: width, onPath: onPath)
  }

  static func leafIncrement(width: Int) -> Action {
    Level<Child>.leafIncrement(width: width)
  }

  static func incrementLeaf(in state: inout State, width: Int) {
    Level<Child>.incrementLeaf(in: &state, width: width)
  }
}

typealias PrebuiltDeep1 = PrebuiltLevel<BenchCounter>
typealias PrebuiltDeep2 = PrebuiltLevel<PrebuiltDeep1>
typealias PrebuiltDeep3 = PrebuiltLevel<PrebuiltDeep2>
typealias PrebuiltDeep4 = PrebuiltLevel<PrebuiltDeep3>
