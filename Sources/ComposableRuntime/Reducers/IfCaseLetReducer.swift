extension Reducer {
  /// Runs `case` on the associated value of the enum state case `toCaseState` while the state is
  /// in that case, for the actions `toCaseAction` extracts, before this reducer.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifCaseLet(\.loggedIn, action: \.loggedIn) {
  ///     LoggedIn()
  ///   }
  /// ```
  ///
  /// Leaving the case cancels the child's in-flight effects. A child action while the state is in
  /// another case reports a runtime issue; this reducer still runs.
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer>(
    _ toCaseState: CaseKeyPath<State, CaseState>,
    action toCaseAction: CaseKeyPath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Case>
  where Case.State == CaseState, Case.Action == CaseAction {
    _IfCaseLetReducer(
      parent: self, toChildState: CaseAccess(resolving: toCaseState),
      statePlace: ErasedHashable(toCaseState as AnyKeyPath),
      toChildAction: CaseAccess(resolving: toCaseAction), child: `case`(),
      origin: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer `ifCaseLet` returns.
public struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer, ChildRunning {
  let parent: Parent
  let toChildState: CaseAccess<Parent.State, Child.State>
  /// What tells this child's place from its siblings': the case key path, or for a hand-built
  /// case path, which is not `Hashable`, where the `ifCaseLet` was written.
  let statePlace: ErasedHashable
  let toChildAction: CaseAccess<Parent.Action, Child.Action>
  let child: Child
  let origin: SourceLocation

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    runChildThenParent(
      parent, into: &state, action: action, child: { reduceChild(into: &$0, action: action) },
      childID: childID(in:))
  }

  private func reduceChild(into state: inout Parent.State, action: Parent.Action) -> Effect<
    Parent.Action
  > {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    guard var childState = toChildState.extract(from: state) else {
      reportOtherCase(action, state: state)
      return .none
    }
    let childID = NavigationID(state: childState, place: statePlace)
    let effect = runChild(
      child, into: &childState, action: childAction, at: .unlocated, as: childID,
      embed: { [toChildAction] in toChildAction.embed($0) })
    state = toChildState.embed(childState)
    return effect
  }

  private func childID(in state: Parent.State) -> NavigationID? {
    toChildState.extract(from: state).map { NavigationID(state: $0, place: statePlace) }
  }

  private func reportOtherCase(_ action: Parent.Action, state: Parent.State) {
    reportRuntimeIssue(
      """
      An "ifCaseLet" at "\(origin.fileID):\(origin.line)" received a child action when child \
      state was set to a different case.

        Action:
          \(String(reflecting: action))
        State:
          \(String(reflecting: state))

      "\(Parent.State.self)" probably moved to another case before this action arrived: by a \
      reducer that ran before this "ifCaseLet", or while an effect of the child was still \
      running. Run "ifCaseLet" before the logic that changes the case, and cancel long-running \
      child effects first.
      """,
      fileID: origin.fileID, filePath: origin.filePath, line: origin.line, column: origin.column
    )
  }
}
