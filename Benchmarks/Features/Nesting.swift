#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// A state wrapped one level deeper, for stores scoped many levels down.
struct Wrapped<Inner: Equatable>: Equatable {
  var inner: Inner
}

/// The action of a `Wrapped` state.
@CasePathable
enum WrappedAction<InnerAction> {
  case inner(InnerAction)
}

/// Runs `inner` one level down through `Scope`.
struct WrapReducer<Inner: Reducer>: Reducer where Inner.State: Equatable {
  let inner: Inner

  var body: some Reducer<Wrapped<Inner.State>, WrappedAction<Inner.Action>> {
    Scope(state: \.inner, action: \.inner) { inner }
  }
}

typealias Depth1 = WrapReducer<BenchCounter>
typealias Depth5 = WrapReducer<WrapReducer<WrapReducer<WrapReducer<Depth1>>>>
typealias Depth10 = WrapReducer<WrapReducer<WrapReducer<WrapReducer<WrapReducer<Depth5>>>>>

/// The reducers, states and actions of a counter nested `depth` levels down.
protocol NestedCounter: Reducer where State: Equatable {
  static func make() -> Self
  static var initialState: State { get }
  static var leafIncrement: Action { get }
}

extension BenchCounter: NestedCounter {
  static func make() -> Self { Self() }
  static var initialState: State { State() }
  static var leafIncrement: Action { .increment }
}

extension WrapReducer: NestedCounter where Inner: NestedCounter {
  static func make() -> Self { Self(inner: .make()) }
  static var initialState: State { Wrapped(inner: Inner.initialState) }
  static var leafIncrement: Action { .inner(Inner.leafIncrement) }
}

/// A store scoped one level into a `Wrapped` state.
@MainActor
func unwrap<S, A>(_ store: Store<Wrapped<S>, WrappedAction<A>>) -> Store<S, A> {
  store.scope(state: \.inner, action: \.inner)
}

/// A root store of counters nested 1, 5 or 10 levels down and its chain of scoped stores, down
/// to the leaf counter's store.
@MainActor
struct NestedStores {
  let sendToRoot: () -> Void
  let leaf: StoreOf<BenchCounter>
  let keepAlive: [AnyObject]

  static func make(depth: Int) -> Self? {
    switch depth {
    case 1:
      let root = Store(initialState: Depth1.initialState) { Depth1.make() }
      return Self(sendToRoot: { root.send(Depth1.leafIncrement) }, leaf: unwrap(root), keepAlive: [root])
    case 5:
      let root = Store(initialState: Depth5.initialState) { Depth5.make() }
      let leaf = unwrap(unwrap(unwrap(unwrap(unwrap(root)))))
      return Self(sendToRoot: { root.send(Depth5.leafIncrement) }, leaf: leaf, keepAlive: [root])
    case 10:
      let root = Store(initialState: Depth10.initialState) { Depth10.make() }
      let leaf = unwrap(unwrap(unwrap(unwrap(unwrap(unwrap(unwrap(unwrap(unwrap(unwrap(root))))))))))
      return Self(sendToRoot: { root.send(Depth10.leafIncrement) }, leaf: leaf, keepAlive: [root])
    default:
      return nil
    }
  }
}
