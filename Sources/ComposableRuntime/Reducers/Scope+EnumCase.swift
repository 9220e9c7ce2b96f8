/// Where a `Scope` finds its child's state: a property of the parent's state, or one case of
/// an enum state (TCA's deprecated spelling, kept so that older features compile).
@usableFromInline
enum ScopedState<Parent, Child>: Sendable {
  case property(StateAccess<Parent, Child>)
  case enumCase(EnumCaseState<Parent, Child>)
}

/// One case of an enum state, with where the `Scope` that reaches it was written, for the issue
/// a child action reports while the state is in another case.
@usableFromInline
struct EnumCaseState<Parent, Child>: Sendable {
  let access: CaseAccess<Parent, Child>
  let origin: SourceLocation

  @usableFromInline
  init(_ access: CaseAccess<Parent, Child>, origin: SourceLocation) {
    self.access = access
    self.origin = origin
  }
}

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
      enumCase: CaseAccess(toChildState), action: CaseAccess(toChildAction), child: child(),
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
      enumCase: CaseAccess(toChildState), action: CaseAccess(toChildAction), child: child(),
      origin: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  init(
    enumCase: CaseAccess<ParentState, Child.State>, action: CaseAccess<ParentAction, Child.Action>,
    child: Child, origin: SourceLocation
  ) {
    self.init(
      toChildState: .enumCase(EnumCaseState(enumCase, origin: origin)), toChildAction: action,
      child: child)
  }

  /// Runs the child on the enum case's value, when the state is in that case.
  @usableFromInline
  func reduceEnumCase(into state: inout ParentState, action: Child.Action) -> Effect<ParentAction> {
    guard case .enumCase(let enumCase) = toChildState else { return .none }
    guard var childState = enumCase.access.extract(from: state) else {
      reportOtherCase(action, state: state, origin: enumCase.origin)
      return .none
    }
    let effect = _run(child, into: &childState, action: action, as: .unlocated)
    state = enumCase.access.embed(childState)
    if effect.isNone { return .none }
    return effect.map { [toChildAction] in toChildAction.embed($0) }
  }

  private func reportOtherCase(_ action: Child.Action, state: ParentState, origin: SourceLocation) {
    reportRuntimeIssue(
      """
      A "Scope" at "\(origin.fileID):\(origin.line)" received a child action when child state \
      was set to a different case.

        Action:
          \(String(reflecting: toChildAction.embed(action)))
        State:
          \(String(reflecting: state))

      "\(ParentState.self)" probably moved to another case before this action arrived: by a \
      reducer that ran before this "Scope", or while an effect of the child was still running. \
      Use "ifCaseLet", which runs the child first, and cancel long-running child effects before \
      changing the case.
      """,
      fileID: origin.fileID, filePath: origin.filePath, line: origin.line, column: origin.column
    )
  }
}
