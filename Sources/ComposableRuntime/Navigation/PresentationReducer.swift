extension Reducer {
  /// Runs `destination` on the presented child at `toPresentationState` for the
  /// `.presented` actions of `toPresentationAction`, and manages its lifetime: `.dismiss` sets
  /// the child to nil after this reducer ran, and dismissing or replacing the child cancels its
  /// effects.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .ifLet(\.$detail, action: \.detail) {
  ///     Detail()
  ///   }
  /// ```
  ///
  /// The child's `@Dependency(\.dismiss)` sends `.dismiss` to this reducer.
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState:
      @escaping @autoclosure () -> WritableKeyPath<
        State, PresentationState<DestinationState>
      >,
    action toPresentationAction:
      @escaping @autoclosure () -> CaseKeyPath<
        Action, PresentationAction<DestinationAction>
      >,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> _PresentationReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    presenting(
      ConstantArguments.paths(
        for: _PresentationReducer<Self, Destination>.self, toPresentationState,
        toPresentationAction),
      destination(), SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Presents the `@Reducer enum` destination at `toPresentationState`, running its generated
  /// body: `.ifLet(\.$destination, action: \.destination)`.
  public func ifLet<DestinationState: CaseReducerState, DestinationAction>(
    _ toPresentationState:
      @escaping @autoclosure () -> WritableKeyPath<
        State, PresentationState<DestinationState>
      >,
    action toPresentationAction:
      @escaping @autoclosure () -> CaseKeyPath<
        Action, PresentationAction<DestinationAction>
      >,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> _PresentationReducer<Self, DestinationState.StateReducer.Body>
  where
    DestinationState.StateReducer.Body: Reducer<DestinationState, DestinationAction>
  {
    presenting(
      ConstantArguments.paths(
        for: _PresentationReducer<Self, DestinationState.StateReducer.Body>.self,
        toPresentationState, toPresentationAction),
      DestinationState.StateReducer.body,
      SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Presents an alert or a dialog at `toPresentationState`: it has no reducer, and becomes nil
  /// once one of its buttons sent its action.
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState:
      @escaping @autoclosure () -> WritableKeyPath<
        State, PresentationState<DestinationState>
      >,
    action toPresentationAction:
      @escaping @autoclosure () -> CaseKeyPath<
        Action, PresentationAction<DestinationAction>
      >,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    presenting(
      ConstantArguments.paths(
        for: _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>>.self,
        toPresentationState, toPresentationAction),
      EmptyReducer(), SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  func presenting<Destination: Reducer>(
    _ paths: (
      WritableKeyPath<State, PresentationState<Destination.State>>,
      CaseAccess<Action, PresentationAction<Destination.Action>>
    ),
    _ destination: Destination, _ origin: SourceLocation
  ) -> _PresentationReducer<Self, Destination> {
    _PresentationReducer(
      parent: self, toPresentationState: paths.0, toPresentationAction: paths.1,
      destination: destination, origin: origin)
  }
}

/// The reducer a presentation `ifLet` returns.
public struct _PresentationReducer<Parent: Reducer, Destination: Reducer>: Reducer, ChildRunning {
  let parent: Parent
  let toPresentationState: WritableKeyPath<Parent.State, PresentationState<Destination.State>>
  let toPresentationAction: CaseAccess<Parent.Action, PresentationAction<Destination.Action>>
  let destination: Destination
  let origin: SourceLocation

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    #if COMPOSABLE_RUNTIME_SLOWDOWN
      InjectedSlowdown.spend(at: .presentation)
    #endif
    let presentationAction = toPresentationAction.extract(from: action)
    if presentationAction != nil, state[keyPath: toPresentationState].wrappedValue == nil {
      reportAbsentDestination(action)
    }
    let destinationEffects = reduceDestination(into: &state, action: presentationAction)
    let identityBeforeParent = presentedIdentity(in: state)
    let parentEffects = _run(parent, into: &state, action: action)
    var identity = presentedIdentity(in: state)
    if identity != nil, identity == identityBeforeParent,
      dismisses(presentationAction, state: state)
    {
      changeOwnState(&state[keyPath: toPresentationState].wrappedValue) { $0 = nil }
      identity = nil
    }
    let lifetimeEffects = updateLifetime(
      of: &state[keyPath: toPresentationState], presenting: identity)
    return .merge(destinationEffects, parentEffects, lifetimeEffects)
  }

  /// Runs the destination for a `.presented` action, with its `dismiss` dependency bound to
  /// this presentation.
  private func reduceDestination(
    into state: inout Parent.State, action: PresentationAction<Destination.Action>?
  ) -> Effect<Parent.Action> {
    guard case .presented(let destinationAction)? = action,
      let identity = presentedIdentity(in: state)
    else { return .none }
    return withDismissal(as: identity) {
      runChild(
        destination, into: &state[keyPath: toPresentationState].wrappedValue!,
        action: destinationAction, at: .unlocated, as: identity,
        embed: { [toPresentationAction] in toPresentationAction.embed(.presented($0)) })
    }
  }

  /// Whether `action` ends the presentation once the parent ran: `.dismiss`, or an action an
  /// ephemeral destination (an alert, a dialog) sent.
  private func dismisses(_ action: PresentationAction<Destination.Action>?, state: Parent.State)
    -> Bool
  {
    switch action {
    case .dismiss?: return true
    case .presented(let destinationAction)?:
      guard let presented = state[keyPath: toPresentationState].wrappedValue else { return false }
      return EphemeralPresentation.isDismissed(presented, by: destinationAction)
    case nil: return false
    }
  }

  /// Cancels the effects of a child that is no longer presented, and opens the dismissal
  /// channel of a newly presented (or first seen) non-ephemeral child; `current` is the
  /// identity of the child presented now.
  private func updateLifetime(
    of presentation: inout PresentationState<Destination.State>, presenting current: NavigationID?
  ) -> Effect<Parent.Action> {
    guard presentation.presentedID != current else { return .none }
    var effects: [Effect<Parent.Action>] = []
    if let gone = presentation.presentedID {
      effects.append(cancellingEffects(of: gone))
      presentation.presentedID = nil
    }
    if let current, let presented = presentation.wrappedValue,
      EphemeralPresentation.ephemeralType(of: presented) == nil
    {
      presentation.presentedID = current
      effects.append(
        dismissalChannel(for: current, sending: toPresentationAction.embed(.dismiss)))
    }
    return .merge(effects)
  }

  private func presentedIdentity(in state: Parent.State) -> NavigationID? {
    state[keyPath: toPresentationState].wrappedValue.map {
      NavigationID(state: $0, keyPath: toPresentationState)
    }
  }

  private func reportAbsentDestination(_ action: Parent.Action) {
    reportRuntimeIssue(
      """
      An "ifLet" at "\(origin.fileID):\(origin.line)" received a presentation action when \
      destination state was absent.

        Action:
          \(String(customDumping: action).replacingOccurrences(of: "\n", with: "\n    "))

      The destination was probably dismissed before this action arrived: by a reducer that ran \
      before this "ifLet", or while an effect of the destination was still running. Run \
      "ifLet" before the logic that dismisses, and cancel long-running effects first.
      """,
      fileID: origin.fileID, filePath: origin.filePath, line: origin.line, column: origin.column
    )
  }
}
