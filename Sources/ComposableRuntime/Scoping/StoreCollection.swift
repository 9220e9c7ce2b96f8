/// The stores of the elements of an identified collection, as of when it was scoped.
///
/// ```swift
/// for rowStore in store.scope(state: \.rows, action: \.rows) {
///   rowStore.send(.tapped)
/// }
/// ```
///
/// Element stores are cached by id, so scoping again returns the same stores. An element store
/// keeps its last state once its element leaves the collection.
@MainActor
public struct StoreCollection<ID: Hashable & Sendable, State, Action>:
  @MainActor RandomAccessCollection
{
  let ids: [ID]
  let store: (ID) -> Store<State, Action>

  public var startIndex: Int { ids.startIndex }
  public var endIndex: Int { ids.endIndex }

  /// The store of the element at `position`.
  public subscript(position: Int) -> Store<State, Action> {
    store(ids[position])
  }

  /// The store of the element `id`, if it was in the collection.
  public subscript(id id: ID) -> Store<State, Action>? {
    ids.contains(id) ? store(id) : nil
  }
}

extension Store {
  /// The stores of the elements of the collection at `state`, whose actions are embedded with
  /// `action`.
  ///
  /// Observing an element store is cheap in a long list: after a send that ran only some
  /// elements' reducers (and changed nothing else), only those elements' observers compare
  /// their state.
  public func scope<ElementID: Hashable & Sendable, ElementState, ElementAction>(
    state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>
  ) -> StoreCollection<ElementID, ElementState, ElementAction> {
    let elements = core.state[keyPath: state]
    let toElementAction = CaseAccess(resolving: action)
    return StoreCollection(ids: Array(elements.ids)) { [self] id in
      elementStore(id: id, state: state, action: action, toElementAction: toElementAction)
    }
  }

  /// The element stores, spelled without the `state:` label as in TCA's newest API.
  public func scope<ElementID: Hashable & Sendable, ElementState, ElementAction>(
    _ state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>
  ) -> StoreCollection<ElementID, ElementState, ElementAction> {
    scope(state: state, action: action)
  }

  private func elementStore<ElementID: Hashable & Sendable, ElementState, ElementAction>(
    id: ElementID,
    state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>,
    toElementAction: CaseAccess<Action, IdentifiedAction<ElementID, ElementAction>>
  ) -> Store<ElementState, ElementAction> {
    let scopeID = ScopeID(state: state, action: action, element: id)
    if let child: Store<ElementState, ElementAction> = cachedChild(scopeID) {
      return child
    }
    let core = ElementCore<State, Action, ElementID, ElementState, ElementAction>(
      parent: core, collection: state, id: id,
      state: self.core.state[keyPath: state][id: id]!
    )
    let sendToRoot = sendToRoot
    let child = Store<ElementState, ElementAction>(core: core) {
      sendToRoot(toElementAction.embed(.element(id: id, action: $0)), $1)
    }
    child.keepsLastState = true
    cacheChild(child, scopeID)
    return child
  }
}
