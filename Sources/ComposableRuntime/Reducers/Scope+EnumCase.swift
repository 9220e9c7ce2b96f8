// TCA's deprecated `Scope` on one case of an enum state, kept so that older features compile.
// The case is reached through the `StateAccess` that a property would use, with no key path
// and a modifier that runs the child only in that case: a `Scope` on a stored property runs
// exactly as before, and one on a computed property first tests whether the access is a
// case's.

extension Scope {
  /// Runs `child` on the associated value of the enum state case `toChildState`, for actions
  /// extracted by `action`; a child action in another case reports an issue and does nothing.
  @available(
    *, deprecated, message: "Use a '@Reducer enum' or 'ifCaseLet(_:action:)' on a base reducer"
  )
  public init<ChildState, ChildAction>(
    state toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      enumCase: CaseAccess(resolving: toChildState), action: CaseAccess(resolving: toChildAction),
      child: child(),
      origin: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// ``init(state:action:child:fileID:filePath:line:column:)`` with hand-built case paths.
  @available(*, deprecated, message: "Use a case key path, like '\\.child', instead")
  public init<ChildState, ChildAction>(
    state toChildState: AnyCasePath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      enumCase: toChildState, action: toChildAction, child: child(),
      origin: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  init(
    enumCase: CaseAccess<ParentState, Child.State>, action: CaseAccess<ParentAction, Child.Action>,
    child: Child, origin: SourceLocation
  ) {
    self.init(
      toChildState: StateAccess(enumCase: Self.modifier(of: enumCase, origin: origin)),
      toChildAction: action, child: child)
  }

  /// Changes the case's value in place, or, in another case, reports the issue and leaves the
  /// state alone.
  private static func modifier(
    of access: CaseAccess<ParentState, Child.State>, origin: SourceLocation
  ) -> _StateModifier<ParentState, Child.State> {
    _StateModifier(modify: { state, body in
      guard var childState = access.extract(from: state) else {
        return reportOtherCase(of: state, at: origin)
      }
      body(&childState)
      state = access.embed(childState)
    })
  }
}

/// Reports a child action that reached a `Scope` on an enum case while `state` is in another.
private func reportOtherCase<State>(of state: State, at origin: SourceLocation) {
  reportRuntimeIssue(
    """
    A "Scope" at "\(origin.fileID):\(origin.line)" received a child action when child state \
    was set to a different case.

      State:
        \(String(reflecting: state))

    "\(State.self)" probably moved to another case before this action arrived: by a \
    reducer that ran before this "Scope", or while an effect of the child was still running. \
    Use "ifCaseLet", which runs the child first, and cancel long-running child effects before \
    changing the case.
    """,
    fileID: origin.fileID, filePath: origin.filePath, line: origin.line, column: origin.column
  )
}
