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
    super.init(stateVersion: parent.stateVersion)
  }

  override var location: StateLocation { parent.location.appending(toState) }

  /// The element of an identified collection or a stack that the state is, when it is read by
  /// `\.collection[id: id]`; found when first asked, as long as the element is present.
  override var element: ElementLocation? { elementLookup.element(by: toState, in: parent) }

  private var elementLookup = ElementLookup()

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
