#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// One level of nested `forEach` collections, whose elements are `Child` features.
@Reducer
struct Level<Child: DeepNode>: DeepNode {
  struct State: Equatable, Identifiable {
    var id: Int
    var children: IdentifiedArray<Int, Child.State>
  }

  /// An action of one of the level's children.
  enum Action: Sendable {
    case children(IdentifiedAction<Int, Child.Action>)
  }

  let child: Child

  var body: some ReducerOf<Self> {
    EmptyReducer().forEach(\.children, action: \.children) { child }
  }
}

/// A feature that can be built as a path of `width`-wide collections down to one leaf, and
/// addressed along that path.
protocol DeepNode: Reducer, SendableMetatype
where State: Identifiable & Equatable, State.ID == Int, Action: Sendable {
  static func make() -> Self
  /// The element `id`, with `width` children per level if it lies on the path to the leaf.
  static func state(id: Int, width: Int, onPath: Bool) -> State
  /// The action that increments the leaf at the middle of every level.
  static func leafIncrement(width: Int) -> Action
  /// Increments that leaf directly through nested `[id:]` subscripts, without a store.
  static func incrementLeaf(in state: inout State, width: Int)
}

extension BenchCounter: DeepNode {
  static func state(id: Int, width: Int, onPath: Bool) -> State { State(id: id) }
  static func leafIncrement(width: Int) -> Action { .increment }
  static func incrementLeaf(in state: inout State, width: Int) { state.count &+= 1 }
}

extension Level {
  static func make() -> Self { Self(child: .make()) }

  static func state(id: Int, width: Int, onPath: Bool) -> State {
    let children =
      onPath
      ? (0..<width).map { Child.state(id: $0, width: width, onPath: $0 == width / 2) }
      : []
    return State(id: id, children: IdentifiedArray(uniqueElements: children))
  }

  static func leafIncrement(width: Int) -> Action {
    .children(.element(id: width / 2, action: Child.leafIncrement(width: width)))
  }

  static func incrementLeaf(in state: inout State, width: Int) {
    Child.incrementLeaf(in: &state.children[id: width / 2]!, width: width)
  }
}

typealias Deep1 = Level<BenchCounter>
typealias Deep2 = Level<Deep1>
typealias Deep3 = Level<Deep2>
typealias Deep4 = Level<Deep3>
