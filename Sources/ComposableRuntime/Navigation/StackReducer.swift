extension Reducer {
  /// Runs `destination` on the stack element that an `.element(id:action:)` action of
  /// `toStackAction` addresses, pushes and pops for `.push` and `.popFrom`, and manages each
  /// element's lifetime: popping or removing an element cancels its effects.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .forEach(\.path, action: \.path) {
  ///     Path()
  ///   }
  /// ```
  ///
  /// An element's `@Dependency(\.dismiss)` sends `.popFrom(id:)` with its own id.
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState:
      @escaping @autoclosure () -> WritableKeyPath<
        State, StackState<DestinationState>
      >,
    action toStackAction:
      @escaping @autoclosure () -> CaseKeyPath<
        Action, StackAction<DestinationState, DestinationAction>
      >,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> _StackReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    stacking(
      ConstantArguments.paths(
        for: _StackReducer<Self, Destination>.self, toStackState, toStackAction),
      destination(), SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Runs the stack of `@Reducer enum` elements at `toStackState` with the enum's generated
  /// body: `.forEach(\.path, action: \.path)`.
  public func forEach<DestinationState: CaseReducerState, DestinationAction>(
    _ toStackState:
      @escaping @autoclosure () -> WritableKeyPath<
        State, StackState<DestinationState>
      >,
    action toStackAction:
      @escaping @autoclosure () -> CaseKeyPath<
        Action, StackAction<DestinationState, DestinationAction>
      >,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> _StackReducer<Self, DestinationState.StateReducer.Body>
  where DestinationState.StateReducer.Body: Reducer<DestinationState, DestinationAction> {
    stacking(
      ConstantArguments.paths(
        for: _StackReducer<Self, DestinationState.StateReducer.Body>.self, toStackState,
        toStackAction),
      DestinationState.StateReducer.body,
      SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  func stacking<Destination: Reducer>(
    _ paths: (
      WritableKeyPath<State, StackState<Destination.State>>,
      CaseAccess<Action, StackAction<Destination.State, Destination.Action>>
    ),
    _ destination: Destination, _ origin: SourceLocation
  ) -> _StackReducer<Self, Destination> {
    _StackReducer(
      parent: self, toStackState: paths.0, toStackAction: paths.1, destination: destination,
      origin: origin)
  }
}

/// The reducer a stack `forEach` returns.
public struct _StackReducer<Parent: Reducer, Destination: Reducer>: Reducer, ChildRunning {
  let parent: Parent
  let toStackState: WritableKeyPath<Parent.State, StackState<Destination.State>>
  let toStackAction: CaseAccess<Parent.Action, StackAction<Destination.State, Destination.Action>>
  let destination: Destination
  let origin: SourceLocation

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    #if COMPOSABLE_RUNTIME_SLOWDOWN
      InjectedSlowdown.spend(at: .stack)
    #endif
    var effects: [Effect<Parent.Action>] = []
    switch toStackAction.extract(from: action) {
    case .element(let id, let elementAction)?:
      effects.append(reduceElement(id: id, action: elementAction, in: &state))
      effects.append(_run(parent, into: &state, action: action))
    case .popFrom(let id)?:
      if !state[keyPath: toStackState].ids.contains(id) {
        reportMissingPop(id, stack: state[keyPath: toStackState])
      }
      effects.append(_run(parent, into: &state, action: action))
      changeOwnState(&state[keyPath: toStackState]) { $0.pop(from: id) }
    case .push(let id, let element)?:
      changeOwnState(&state[keyPath: toStackState]) { push(element, id: id, onto: &$0) }
      effects.append(_run(parent, into: &state, action: action))
    case nil:
      effects.append(_run(parent, into: &state, action: action))
    }
    effects.append(updateLifetimes(of: &state[keyPath: toStackState]))
    return .merge(effects)
  }

  /// Runs the element with `id`, with its `dismiss` dependency bound to its dismissal channel.
  private func reduceElement(
    id: StackElementID, action: Destination.Action, in state: inout Parent.State
  ) -> Effect<Parent.Action> {
    let child = navigationID(for: id)
    let effect = withDismissal(as: child) {
      state[keyPath: toStackState].modifyElement(id: id) {
        runChild(
          destination, into: &$0, action: action, at: .element(of: toStackState, id: id),
          as: child,
          embed: { [toStackAction] in toStackAction.embed(.element(id: id, action: $0)) })
      }
    }
    guard let effect else {
      reportMissingElement(action)
      return .none
    }
    return effect
  }

  /// Pushes `element` under `id`, checking the id against the stack and, in tests, against the
  /// id generator.
  private func push(
    _ element: Destination.State, id: StackElementID,
    onto stack: inout StackState<Destination.State>
  ) {
    guard !stack.ids.contains(id) else {
      return report(
        #"received a "push" action for an element it already contains."#,
        ["ID": "\(id)", "Path IDs": "\(stack.ids)"])
    }
    @Dependency(\.context) var context
    @Dependency(\.stackElementID) var generator
    if context == .test {
      let next = generator.peek()
      if id > next {
        report(
          #"received a "push" action with an unexpected generational ID."#,
          ["Received ID": "\(id)", "Expected ID": "\(next)"])
      } else {
        generator.advance(past: id)
      }
    }
    stack.insert(element, id: id)
  }

  /// Cancels the effects of elements no longer in the stack, and opens the dismissal channel
  /// of every element not seen before (pushed, or present in the initial state).
  private func updateLifetimes(of stack: inout StackState<Destination.State>) -> Effect<
    Parent.Action
  > {
    let ids = stack.ids
    guard stack.mountedIDs != ids else { return .none }
    let gone = stack.mountedIDs.subtracting(ids).map {
      cancellingEffects(of: navigationID(for: $0))
    }
    let new = ids.subtracting(stack.mountedIDs).map { id in
      dismissalChannel(for: navigationID(for: id), sending: toStackAction.embed(.popFrom(id: id)))
    }
    stack.mountedIDs = ids
    return .merge(gone + new)
  }

  private func navigationID(for id: StackElementID) -> NavigationID {
    NavigationID(kind: StackElementID.self, keyPath: toStackState, identifier: ErasedHashable(id))
  }

  private func reportMissingElement(_ action: Destination.Action) {
    report(
      "received an action for a missing element.", ["Action": String(customDumping: action)],
      advice:
        "The element was probably popped before this action arrived: by a reducer that ran before this \"forEach\", or while one of its effects was still running."
    )
  }

  private func reportMissingPop(_ id: StackElementID, stack: StackState<Destination.State>) {
    report(
      #"received a "popFrom" action for a missing element."#,
      ["ID": "\(id)", "Path IDs": "\(stack.ids)"])
  }

  /// Reports `A "forEach" at "FILE:LINE" <problem>`, the labelled `details`, and `advice`: TCA's
  /// first line and details, which tests match with `hasSuffix`.
  private func report(
    _ problem: String, _ details: KeyValuePairs<String, String>, advice: String? = nil
  ) {
    let body = details.map {
      "  \($0.key):\n    \($0.value.replacingOccurrences(of: "\n", with: "\n    "))"
    }
    let message =
      "A \"forEach\" at \"\(origin.fileID):\(origin.line)\" \(problem)\n\n"
      + body.joined(separator: "\n") + (advice.map { "\n\n\($0)" } ?? "")
    reportRuntimeIssue(
      message, fileID: origin.fileID, filePath: origin.filePath, line: origin.line,
      column: origin.column)
  }
}
