/// A core that derives its state from its parent's and sends its actions through the parent.
@usableFromInline
final class ScopedCore<ParentState, ParentAction, State, Action>: Core<State, Action> {
  let parent: Core<ParentState, ParentAction>
  let toState: KeyPath<ParentState, State>
  let toParentAction: CaseAccess<ParentAction, Action>

  @usableFromInline
  init(
    parent: Core<ParentState, ParentAction>,
    state: KeyPath<ParentState, State>,
    action: CaseAccess<ParentAction, Action>
  ) {
    self.parent = parent
    self.toState = state
    self.toParentAction = action
  }

  override var location: StateLocation { parent.location.appending(toState) }

  override var state: State {
    parent.state[keyPath: toState]
  }

  override var root: any RootCoreProtocol {
    parent.root
  }

  override func send(_ action: Action, origin: SendOrigin) -> EffectGroup? {
    parent.send(toParentAction.embed(action), origin: origin)
  }
}
