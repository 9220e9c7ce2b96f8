// TCA 1.x's spellings with hand-built case paths (`/Action.child`), which TCA deprecates in favour
// of case key paths but still ships: features and tests written before case key paths compile
// unchanged. Each builds the same reducer as its case key path twin.

extension Reducer {
  /// ``ifLet(_:action:then:fileID:filePath:line:column:)`` with a hand-built case path.
  @available(*, deprecated, message: "Use a case key path, like '\\.child', instead")
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: AnyCasePath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> _IfLetReducer<Self, Wrapped>
  where Wrapped.State == WrappedState, Wrapped.Action == WrappedAction {
    _IfLetReducer(
      parent: self, toChildState: toWrappedState, toChildAction: toWrappedAction,
      child: wrapped(),
      origin: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// ``ifLet(_:action:fileID:filePath:line:column:)`` with a hand-built case path.
  @available(*, deprecated, message: "Use a case key path, like '\\.alert', instead")
  public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: AnyCasePath<Action, WrappedAction>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> _IfLetReducer<Self, EmptyReducer<WrappedState, WrappedAction>> {
    ifLet(
      toWrappedState, action: toWrappedAction, then: { EmptyReducer() },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// ``ifCaseLet(_:action:then:fileID:filePath:line:column:)`` with hand-built case paths.
  @available(*, deprecated, message: "Use case key paths, like '\\.child', instead")
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: AnyCasePath<State, CaseState>,
    action toCaseAction: AnyCasePath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Case>
  where Case.State == CaseState, Case.Action == CaseAction {
    let origin = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return _IfCaseLetReducer(
      parent: self, toChildState: toCaseState,
      statePlace: ErasedHashable("\(fileID):\(line):\(column)"),
      toChildAction: toCaseAction, child: `case`(), origin: origin)
  }

  /// ``ifLet(_:action:destination:fileID:filePath:line:column:)`` with a hand-built case path.
  @available(*, deprecated, message: "Use a case key path, like '\\.destination', instead")
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> _PresentationReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    _PresentationReducer(
      parent: self, toPresentationState: toPresentationState,
      toPresentationAction: toPresentationAction, destination: destination(),
      origin: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// The presenting ``ifLet(_:action:fileID:filePath:line:column:)`` of an alert or dialog,
  /// with a hand-built case path.
  @available(*, deprecated, message: "Use a case key path, like '\\.alert', instead")
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    ifLet(
      toPresentationState, action: toPresentationAction, destination: { EmptyReducer() },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// ``forEach(_:action:element:fileID:filePath:line:column:)`` with a hand-built case path to
  /// `(id, action)` pairs, TCA 1.x's shape of an element action.
  @available(*, deprecated, message: "Use a case key path to an 'IdentifiedAction', instead")
  public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer>(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: AnyCasePath<Action, (ID, ElementAction)>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element>
  where Element.State == ElementState, Element.Action == ElementAction {
    _ForEachReducer(
      parent: self, toElementsState: StateAccess(toElementsState),
      toElementAction: CaseAccess(identifiedThrough: toElementAction), element: element(),
      origin: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// ``forEach(_:action:destination:fileID:filePath:line:column:)`` with a hand-built case path.
  @available(*, deprecated, message: "Use a case key path, like '\\.path', instead")
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: AnyCasePath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> _StackReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    _StackReducer(
      parent: self, toStackState: toStackState, toStackAction: toStackAction,
      destination: destination(),
      origin: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

extension Scope {
  /// ``init(state:action:child:)`` with a hand-built case path for the action.
  @available(*, deprecated, message: "Use a case key path, like '\\.child', instead")
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      toChildState: StateAccess(toChildState), toChildAction: toChildAction,
      child: child())
  }
}

extension PresentationState {
  /// The presented value's case at `casePath`, settable, as with a case key path.
  @available(*, deprecated, message: "Use a case key path, like '[case: \\.alert]', instead")
  public subscript<Case>(case casePath: AnyCasePath<State, Case>) -> Case? {
    get { wrappedValue.flatMap(casePath.extract) }
    set { CaseSubscript.write(newValue, through: casePath, into: &wrappedValue) }
  }
}

extension StackState {
  /// The case at `casePath` of the element `id`, settable, as with a case key path.
  @available(*, deprecated, message: "Use a case key path, like '[id: id, case: \\.detail]'")
  public subscript<Case>(id id: StackElementID, case casePath: AnyCasePath<Element, Case>) -> Case?
  {
    get { self[id: id].flatMap(casePath.extract) }
    set {
      var element = self[id: id]
      CaseSubscript.write(newValue, through: casePath, into: &element)
      self[id: id] = element
    }
  }
}

extension AnyCasePath {
  /// An access to `IdentifiedAction`s through a case path to `(id, action)` pairs.
  @usableFromInline
  init<ID: Hashable & Sendable, ElementAction>(
    identifiedThrough pairs: AnyCasePath<Root, (ID, ElementAction)>
  ) where Value == IdentifiedAction<ID, ElementAction> {
    self.init(
      embed: { (action: IdentifiedAction<ID, ElementAction>) -> Root in
        switch action {
        case .element(let id, let elementAction): return pairs.embed((id, elementAction))
        }
      },
      extract: { root in pairs.extract(from: root).map { .element(id: $0.0, action: $0.1) } })
  }
}
