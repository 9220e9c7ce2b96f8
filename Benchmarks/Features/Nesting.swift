#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// Runs `inner` one level down through `Scope`.
@Reducer
struct WrapReducer<Inner: NestedCounter> {
  /// A state wrapped one level deeper, for stores scoped many levels down.
  struct State: Equatable {
    var inner: Inner.State
  }

  enum Action {
    case inner(Inner.Action)
  }

  let inner: Inner

  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { inner }
  }
}

/// A `WrapReducer` whose `body` is a stored value, built once with the reducer instead of on every
/// action, so that a run of it shows the runtime's own cost per level of `Scope`.
struct PrebuiltWrapReducer<Inner: NestedCounter>: Reducer {
  typealias State = WrapReducer<Inner>.State
  typealias Action = WrapReducer<Inner>.Action

  let body: Scope<State, Action, Inner>

  init(inner: Inner) {
    body = Scope(state: \.inner, action: \.inner) { inner }
  }
}

typealias Depth1 = WrapReducer<BenchCounter>
typealias Depth5 = WrapReducer<WrapReducer<WrapReducer<WrapReducer<Depth1>>>>
typealias Depth10 = WrapReducer<WrapReducer<WrapReducer<WrapReducer<WrapReducer<Depth5>>>>>
typealias PrebuiltDepth1 = PrebuiltWrapReducer<BenchCounter>
typealias PrebuiltDepth5 = PrebuiltWrapReducer<
  PrebuiltWrapReducer<PrebuiltWrapReducer<PrebuiltWrapReducer<PrebuiltDepth1>>>
>
typealias PrebuiltDepth10 = PrebuiltWrapReducer<
  PrebuiltWrapReducer<PrebuiltWrapReducer<PrebuiltWrapReducer<PrebuiltWrapReducer<PrebuiltDepth5>>>>
>

/// The reducers, states and actions of a counter nested `depth` levels down.
protocol NestedCounter: Reducer, SendableMetatype where State: Equatable {
  static func make() -> Self
  static var initialState: State { get }
  static var leafIncrement: Action { get }
  /// The leaf counter's store, scoped down from `store` one level at a time.
  @MainActor static func leafStore(of store: StoreOf<Self>) -> StoreOf<BenchCounter>
}

extension BenchCounter: NestedCounter {
  static func make() -> Self { Self() }
  static var initialState: State { State() }
  static var leafIncrement: Action { .increment }
  static func leafStore(of store: StoreOf<Self>) -> StoreOf<BenchCounter> { store }
}

extension WrapReducer: NestedCounter {
  static func make() -> Self { Self(inner: .make()) }
  static var initialState: State { State(inner: Inner.initialState) }
  static var leafIncrement: Action { .inner(Inner.leafIncrement) }
  static func leafStore(of store: StoreOf<Self>) -> StoreOf<BenchCounter> {
    Inner.leafStore(of: store.scope(state: \.inner, action: \.inner))
  }
}

/// The same states, actions and stores as `WrapReducer`'s, whose types these are.
extension PrebuiltWrapReducer: NestedCounter {
  static func make() -> Self { Self(inner: .make()) }
  static var initialState: State { WrapReducer<Inner>.initialState }
  static var leafIncrement: Action { WrapReducer<Inner>.leafIncrement }
  static func leafStore(of store: StoreOf<Self>) -> StoreOf<BenchCounter> {
    WrapReducer<Inner>.leafStore(of: store)
  }
}

/// A root store of counters nested 1, 5 or 10 levels down and its chain of scoped stores, down
/// to the leaf counter's store.
@MainActor
struct NestedStores {
  let sendToRoot: () -> Void
  let leaf: StoreOf<BenchCounter>
  let keepAlive: [AnyObject]

  /// The stores of `depth` levels, whose reducers build their `body` once if `bodyBuiltOnce`.
  static func make(depth: Int, bodyBuiltOnce: Bool = false) -> Self? {
    switch (depth, bodyBuiltOnce) {
    case (1, false): make(Depth1.self)
    case (5, false): make(Depth5.self)
    case (10, false): make(Depth10.self)
    case (1, true): make(PrebuiltDepth1.self)
    case (5, true): make(PrebuiltDepth5.self)
    case (10, true): make(PrebuiltDepth10.self)
    default: nil
    }
  }

  private static func make<R: NestedCounter>(_: R.Type) -> Self {
    let root = Store(initialState: R.initialState) { R.make() }
    return Self(
      sendToRoot: { root.send(R.leafIncrement) }, leaf: R.leafStore(of: root), keepAlive: [root])
  }
}
