import Observation

extension Store: Observable {}

extension Store where State: ObservableState {
  /// Reads a field of the state, as `store.count`; inside `withObservationTracking` it registers
  /// that field and the state's identity.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    state[keyPath: keyPath]
  }

  /// A store of the optional child at `state`: nil while the child is nil, the same cached store
  /// otherwise. Inside `withObservationTracking` it registers the parent's child property, so
  /// presenting, dismissing or replacing the child notifies, and edits inside it do not.
  ///
  /// ```swift
  /// if let childStore = store.scope(state: \.child, action: \.child) { … }
  /// ```
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    guard let current = self.state[keyPath: state] else { return nil }
    let id = ScopeID(state: state, action: action)
    if let child: Store<ChildState, ChildAction> = cachedChild(id) {
      return child
    }
    let toParentAction = DeferredCaseAccess(action)
    let sendToRoot = sendToRoot
    let childCore = OptionalScopedCore<State, Action, ChildState, ChildAction>(
      parent: core, state: state, initial: current)
    let child = Store<ChildState, ChildAction>(core: childCore) {
      sendToRoot(toParentAction.embed($0), $1)
    }
    child.keepsLastState = true
    cacheChild(child, id)
    return child
  }

  /// The optional child's store, spelled without the `state:` label as in TCA's newest API.
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState?>, action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    scope(state: state, action: action)
  }
}

/// Tells the readers of an observable store's state when, after a send, the state is another
/// value (its `_$id` changed): made the first time such a store's state is read.
@MainActor
final class StateIdentityObservation {
  let registrar = ObservationRegistrar()
  private var token: ObservationToken?

  /// Checks `identity` after every send of `root` that may have changed `element` (every send,
  /// for nil), and calls `notify` with the registrar when it changed.
  init(
    root: any RootCoreProtocol, element: ElementLocation?, identity: StateIdentity,
    notify: @escaping @MainActor (ObservationRegistrar) -> Void
  ) {
    token = ObservationToken(root: root, element: element) { [registrar] in
      guard identity.changed() else { return }
      notify(registrar)
    }
  }
}

/// The `_$id` of a core's state, kept to tell when a send made the state another value.
///
/// A class over the state's observable type, made once where that type is found at run time:
/// each check after a send is then a call on it, not a cast of the state and a lookup of generic
/// metadata (about 2,000 instructions per send when done through closures).
@MainActor
class StateIdentity {
  /// Whether the state's identity changed since the last check (or since this was made).
  func changed() -> Bool { false }

  /// The identity of `core`'s state, if its type is observable.
  static func of<State, Action>(_ core: Core<State, Action>) -> StateIdentity? {
    guard let observable = State.self as? any ObservableState.Type else { return nil }
    func open<Observed: ObservableState>(_: Observed.Type) -> StateIdentity {
      ObservableStateIdentity<State, Action, Observed>(core)
    }
    return open(observable)
  }
}

/// The identity of a core's state whose type, `State`, is the observable `Observed`.
///
/// It holds the core strongly: it is reachable only from its store and from the observer the
/// store's identity observation registers, which the store's end removes.
final class ObservableStateIdentity<State, Action, Observed: ObservableState>: StateIdentity {
  private let core: Core<State, Action>
  /// The core's state in place, for a root; reading through it copies nothing.
  private let address: UnsafePointer<Observed>?
  private var last: ObservableStateID

  init(_ core: Core<State, Action>) {
    let address = core.stateAddress?.assumingMemoryBound(to: Observed.self)
    self.core = core
    self.address = address
    last = Self.id(of: core, at: address)
  }

  override func changed() -> Bool {
    let id = Self.id(of: core, at: address)
    guard id != last else { return false }
    last = id
    return true
  }

  /// The identity of `core`'s state, read as the `Observed` it is: in place at `address` for a
  /// root, else from a copy cast without closures (closures in this unspecialized code each cost
  /// a context and an indirect call).
  private static func id(
    of core: Core<State, Action>, at address: UnsafePointer<Observed>?
  ) -> ObservableStateID {
    if let address { return address.pointee._$id }
    return unsafeBitCast(core.state, to: Observed.self)._$id
  }
}
