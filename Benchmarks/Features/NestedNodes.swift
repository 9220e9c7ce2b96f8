#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// A feature that presents another of itself: a chain of nodes as deep as its state, as a
/// drill-down screen that presents itself is.
@Reducer
struct NestedNode {
  @ObservableState
  struct State: Equatable {
    var count = 0
    @Presents var child: State?

    /// A chain of `depth` nodes below this one.
    init(depth: Int = 0) {
      var chain: State?
      for _ in 0..<depth { chain = State(child: chain) }
      self.child = chain
    }

    private init(child: State?) {
      self.child = child
    }
  }

  enum Action {
    case increment
    indirect case child(PresentationAction<Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .increment = action { state.count &+= 1 }
      return .none
    }
    .ifLet(\.$child, action: \.child) { NestedNode() }
  }
}
