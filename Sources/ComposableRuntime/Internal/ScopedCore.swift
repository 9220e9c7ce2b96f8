/// A core that derives its state from its parent's.
@usableFromInline
final class ScopedCore<ParentState, ParentAction, State, Action>: Core<State, Action> {
  let parent: Core<ParentState, ParentAction>
  let toState: KeyPath<ParentState, State>

  @usableFromInline
  init(
    parent: Core<ParentState, ParentAction>,
    state: KeyPath<ParentState, State>
  ) {
    self.parent = parent
    self.toState = state
  }

  override var location: StateLocation { parent.location.appending(toState) }

  override var state: State {
    parent.state[keyPath: toState]
  }

  override var root: any RootCoreProtocol {
    parent.root
  }

  override var isPresent: Bool {
    parent.isPresent && !OptionalValue.isNil(state)
  }
}
