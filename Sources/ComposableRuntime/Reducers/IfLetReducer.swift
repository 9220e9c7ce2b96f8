extension Reducer {
  /// Runs `wrapped` on the optional child state at `toWrappedState` while it is non-nil, for the
  /// actions `toWrappedAction` extracts, before this reducer.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.detail, action: \.detail) {
  ///     Detail()
  ///   }
  /// ```
  ///
  /// When the child becomes nil (or an `Identifiable` child is replaced by one with another id)
  /// its in-flight effects are cancelled. A child action while the state is nil reports a
  /// runtime issue; this reducer still runs.
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer>(
    _ toWrappedState: @escaping @autoclosure () -> WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: @escaping @autoclosure () -> CaseKeyPath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Wrapped>
  where Wrapped.State == WrappedState, Wrapped.Action == WrappedAction {
    ifLet(
      ConstantArguments.paths(
        for: _IfLetReducer<Self, Wrapped>.self, toWrappedState, toWrappedAction),
      child: wrapped(),
      origin: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Runs nothing for an optional alert or dialog at `toWrappedState`, but, like `ifLet` with a
  /// child, clears it after any of its actions: `.ifLet(\.alert, action: \.alert)`.
  public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
    _ toWrappedState: @escaping @autoclosure () -> WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: @escaping @autoclosure () -> CaseKeyPath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, EmptyReducer<WrappedState, WrappedAction>> {
    ifLet(
      ConstantArguments.paths(
        for: _IfLetReducer<Self, EmptyReducer<WrappedState, WrappedAction>>.self, toWrappedState,
        toWrappedAction),
      child: EmptyReducer(),
      origin: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  func ifLet<Wrapped: Reducer>(
    _ paths: (WritableKeyPath<State, Wrapped.State?>, CaseAccess<Action, Wrapped.Action>),
    child: Wrapped, origin: SourceLocation
  ) -> _IfLetReducer<Self, Wrapped> {
    _IfLetReducer(
      parent: self, toChildState: paths.0, toChildAction: paths.1, child: child, origin: origin)
  }
}

/// The reducer `ifLet` returns.
public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer, ChildRunning {
  let parent: Parent
  let toChildState: WritableKeyPath<Parent.State, Child.State?>
  let toChildAction: CaseAccess<Parent.Action, Child.Action>
  let child: Child
  let origin: SourceLocation

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    var ephemeralChild: NavigationID?
    let effects = runChildThenParent(
      parent, into: &state, action: action,
      child: { state in
        let (effect, ranChild) = reduceChild(into: &state, action: action)
        if ranChild, Child.State.self is any _EphemeralState.Type {
          ephemeralChild = childID(in: state)
        }
        return effect
      },
      childID: childID(in:))
    // An alert or dialog is done once it sent an action, unless the parent replaced it (NAV-03).
    if let ephemeralChild, childID(in: state) == ephemeralChild {
      changeOwnState(&state[keyPath: toChildState]) { $0 = nil }
    }
    return effects
  }

  /// The child's effects, and whether the child ran.
  private func reduceChild(
    into state: inout Parent.State, action: Parent.Action
  ) -> (Effect<Parent.Action>, ranChild: Bool) {
    guard let childAction = toChildAction.extract(from: action) else { return (.none, false) }
    guard let childID = childID(in: state) else {
      reportNilChild(action)
      return (.none, false)
    }
    let effect = runChild(
      child, into: &state[keyPath: toChildState]!, action: childAction, at: .unlocated,
      as: childID, embed: { [toChildAction] in toChildAction.embed($0) })
    return (effect, true)
  }

  private func childID(in state: Parent.State) -> NavigationID? {
    state[keyPath: toChildState].map { NavigationID(state: $0, keyPath: toChildState) }
  }

  private func reportNilChild(_ action: Parent.Action) {
    reportRuntimeIssue(
      """
      An "ifLet" at "\(origin.fileID):\(origin.line)" received a child action when child state \
      was "nil".

        Action:
          \(String(reflecting: action))

      The child state was probably set to "nil" before this action arrived: by a reducer that \
      ran before this "ifLet", or while an effect of the child was still running. Run "ifLet" \
      before the logic that clears the child, and cancel long-running child effects first.
      """,
      fileID: origin.fileID, filePath: origin.filePath, line: origin.line, column: origin.column
    )
  }
}
