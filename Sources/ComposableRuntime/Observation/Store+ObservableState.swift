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
}

/// Tells the readers of an observable store's state when, after a send, the state is another
/// value (its `_$id` changed): made the first time such a store's state is read.
@MainActor
final class StateIdentityObservation {
  let registrar = ObservationRegistrar()
  private var token: ObservationToken?

  /// Reads the identity with `currentID` after every send of `root` that may have changed
  /// `element` (every send, for nil), and calls `notify` with the registrar when it changed.
  init(
    root: any RootCoreProtocol, element: ElementLocation?,
    currentID: @escaping @MainActor () -> ObservableStateID?,
    notify: @escaping @MainActor (ObservationRegistrar) -> Void
  ) {
    var lastID = currentID()
    token = ObservationToken(root: root, element: element) { [registrar] in
      guard let id = currentID(), id != lastID else { return }
      lastID = id
      notify(registrar)
    }
  }
}

extension ObservableStateID {
  /// Reads the identity of a `T`, if `T` is observable.
  static func reader<T>(for type: T.Type) -> ((T) -> ObservableStateID)? {
    guard let observable = type as? any ObservableState.Type else { return nil }
    func open<S: ObservableState>(_: S.Type) -> (T) -> ObservableStateID {
      { ($0 as! S)._$id }
    }
    return open(observable)
  }
}
