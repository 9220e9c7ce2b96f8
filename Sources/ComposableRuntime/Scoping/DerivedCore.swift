/// A core whose state a closure derives from its parent's: TCA's deprecated closure scope. Where
/// the state lies in the root's is unknown, so its observers hear of every change.
final class DerivedCore<ParentState, ParentAction, State, Action>: Core<State, Action> {
  let parent: Core<ParentState, ParentAction>
  let toState: (ParentState) -> State

  init(parent: Core<ParentState, ParentAction>, state: @escaping (ParentState) -> State) {
    self.parent = parent
    self.toState = state
    super.init(stateVersion: parent.stateVersion)
  }

  override var location: StateLocation { .unknown }

  override var state: State {
    toState(parent.state)
  }

  override var root: any RootCoreProtocol {
    parent.root
  }

  override var isPresent: Bool {
    parent.isPresent
  }
}

extension Store {
  /// A store of the state `toChildState` derives, whose actions `fromChildAction` embeds; a new
  /// store on every call, as closures cannot be compared.
  @available(
    *, deprecated,
    message: "Use key paths to scope, like 'scope(state: \\.child, action: \\.child)', instead"
  )
  public func scope<ChildState, ChildAction>(
    state toChildState: @escaping (_ state: State) -> ChildState,
    action fromChildAction: @escaping (_ childAction: ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    let sendToRoot = sendToRoot
    return Store<ChildState, ChildAction>(
      core: DerivedCore(parent: core, state: toChildState)
    ) { sendToRoot(fromChildAction($0), $1) }
  }
}
