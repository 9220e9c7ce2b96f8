import OrderedCollections

extension Reducer {
  /// Runs `element` on the element of the collection at `toElementsState` that an
  /// `.element(id:action:)` action addresses, before this reducer.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .forEach(\.todos, action: \.todos) {
  ///     Todo()
  ///   }
  /// ```
  ///
  /// Each element's effects are namespaced by its id, and cancelled when it is removed. An action
  /// for a missing element reports a runtime issue.
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState:
      @escaping @autoclosure () -> WritableKeyPath<
        State, IdentifiedArray<ID, ElementState>
      >,
    action toElementAction:
      @escaping @autoclosure () -> CaseKeyPath<
        Action, IdentifiedAction<ID, ElementAction>
      >,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element>
  where Element.State == ElementState, Element.Action == ElementAction {
    let (state, action) = ConstantArguments.accesses(
      for: _ForEachReducer<Self, ID, Element>.self, toElementsState, toElementAction)
    return _ForEachReducer(
      parent: self, toElementsState: state, toElementAction: action, element: element(),
      origin: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer `forEach` returns.
///
/// Its per-action path is inlinable, so that a feature's whole tree of `forEach`es specializes
/// for its concrete types; the rarer paths (effects, removed elements) are not.
public struct _ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>:
  Reducer, ChildRunning
{
  @usableFromInline let parent: Parent
  @usableFromInline let toElementsState:
    StateAccess<Parent.State, IdentifiedArray<ID, Element.State>>
  @usableFromInline let toElementAction:
    CaseAccess<Parent.Action, IdentifiedAction<ID, Element.Action>>
  @usableFromInline let element: Element
  @usableFromInline let origin: SourceLocation

  @usableFromInline
  init(
    parent: Parent,
    toElementsState: StateAccess<Parent.State, IdentifiedArray<ID, Element.State>>,
    toElementAction: CaseAccess<Parent.Action, IdentifiedAction<ID, Element.Action>>,
    element: Element,
    origin: SourceLocation
  ) {
    self.parent = parent
    self.toElementsState = toElementsState
    self.toElementAction = toElementAction
    self.element = element
    self.origin = origin
  }

  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    #if COMPOSABLE_RUNTIME_SLOWDOWN
      InjectedSlowdown.spend(at: .forEach)
    #endif
    let (elementEffects, elementID) = reduceElement(into: &state, action: action)
    guard let registry = ReducingContext.registry else {
      return reduceParentComparingIDs(into: &state, action: action, after: elementEffects)
    }
    let parentEffects = _run(parent, into: &state, action: action)
    if elementEffects.isNone, !registry.mayHaveLiveChildren { return parentEffects }
    let removed = absentElements(
      of: registry, in: &state, acted: elementEffects.isNone ? nil : elementID)
    guard !removed.isEmpty else { return elementEffects.merge(with: parentEffects) }
    return cancellingRemovedElements(after: elementEffects, parentEffects, removed: removed)
  }

  /// The parent's reduce, outside any store: the elements it removed are found by comparing the
  /// ids before and after, which costs a pass over the collection.
  @usableFromInline
  func reduceParentComparingIDs(
    into state: inout Parent.State, action: Parent.Action,
    after elementEffects: Effect<Parent.Action>
  ) -> Effect<Parent.Action> {
    let idsBefore = toElementsState.read(&state) { $0.ids }
    let parentEffects = _run(parent, into: &state, action: action)
    let idsAfter = toElementsState.read(&state) { $0.ids }
    guard idsBefore != idsAfter else { return elementEffects.merge(with: parentEffects) }
    return cancellingRemovedElements(
      after: elementEffects, parentEffects, removed: idsBefore.subtracting(idsAfter))
  }

  /// The elements no longer in the collection among those with effects in flight and `acted`,
  /// the element whose new effects this send started: only their effects need cancelling.
  @usableFromInline
  func absentElements(of registry: CancellationRegistry, in state: inout Parent.State, acted: ID?)
    -> [ID]
  {
    var candidates = registry.liveChildren(of: Element.State.self, at: toElementsState.keyPath)
      .compactMap {
        $0.identifier?.value(as: ID.self)
      }
    if let acted, !candidates.contains(acted) { candidates.append(acted) }
    guard !candidates.isEmpty else { return [] }
    return toElementsState.read(&state) { elements in
      candidates.filter { !elements.ids.contains($0) }
    }
  }

  /// Runs the element reducer for an `.element(id:action:)` action; returns its effect, scoped
  /// to the parent, and the element's id.
  @inlinable
  func reduceElement(into state: inout Parent.State, action: Parent.Action) -> (
    Effect<Parent.Action>, ID?
  ) {
    guard case .element(let id, let elementAction)? = toElementAction.extract(from: action) else {
      return (.none, nil)
    }
    guard let index = toElementsState.read(&state, { $0.index(id: id) }) else {
      reportMissingElement(action)
      return (.none, id)
    }
    // By position: the keyed `[id:]` modify goes through OrderedDictionary's keyed-modify
    // dance (two generic `swapAt`s), which allocates coroutine frames in generic code.
    let effect = runChild(
      element, in: &state, at: toElementsState, position: index, action: elementAction,
      place: .element(of: toElementsState.keyPath, id: id), as: navigationID(for: id),
      embed: { [toElementAction] in toElementAction.embed(.element(id: id, action: $0)) })
    return (effect, id)
  }

  /// The element's and the parent's effects, followed by cancelling those of the `removed`
  /// elements.
  @usableFromInline
  func cancellingRemovedElements(
    after elementEffects: Effect<Parent.Action>, _ parentEffects: Effect<Parent.Action>,
    removed: some Sequence<ID>
  ) -> Effect<Parent.Action> {
    let cancellations = removed.map { cancellingEffects(of: navigationID(for: $0)) }
    return .merge([elementEffects, parentEffects] + cancellations)
  }

  /// The identity under which the element with `id` runs its effects.
  @usableFromInline
  func navigationID(for id: ID) -> NavigationID {
    NavigationID(
      kind: Element.State.self, keyPath: toElementsState.keyPath, identifier: ErasedHashable(id))
  }

  @usableFromInline
  func reportMissingElement(_ action: Parent.Action) {
    reportRuntimeIssue(
      """
      A "forEach" at "\(origin.fileID):\(origin.line)" received an action for a missing element.

        Action:
          \(String(reflecting: action))

      The element was probably removed before this action arrived: by a reducer that ran \
      before this "forEach", or while an effect of the element was still running. Run "forEach" \
      before the logic that removes elements, and cancel long-running element effects before \
      removing the element.
      """,
      fileID: origin.fileID, filePath: origin.filePath, line: origin.line, column: origin.column
    )
  }
}
