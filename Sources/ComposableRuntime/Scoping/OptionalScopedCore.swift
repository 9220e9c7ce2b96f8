/// A core that derives its state from an optional child of its parent's, keeping the last
/// non-nil value so that a store kept past its child's dismissal can still be read.
@usableFromInline
final class OptionalScopedCore<ParentState, ParentAction, State, Action>: Core<State, Action> {
  let parent: Core<ParentState, ParentAction>
  let toState: KeyPath<ParentState, State?>
  private var lastState: State
  /// The root's state version `lastState` was derived at.
  private var lastVersion: UInt64

  init(parent: Core<ParentState, ParentAction>, state: KeyPath<ParentState, State?>, initial: State)
  {
    self.parent = parent
    self.toState = state
    self.lastState = initial
    self.lastVersion = parent.stateVersion.pointee
    super.init(stateVersion: parent.stateVersion)
  }

  override var location: StateLocation { .unknown }

  /// The element of an identified collection or a stack that the state is, when it is read by
  /// `\.collection[id: id]`; found when first asked, as long as the element is present.
  override var element: ElementLocation? { elementLookup.element(by: toState, in: parent) }

  private var elementLookup = ElementLookup()

  override var state: State {
    if lastVersion != stateVersion.pointee { rememberState() }
    return lastState
  }

  override func rememberState() {
    if let state = parent.state[keyPath: toState] { lastState = state }
    lastVersion = stateVersion.pointee
  }

  override var root: any RootCoreProtocol {
    parent.root
  }

  override var isPresent: Bool {
    parent.isPresent && parent.state[keyPath: toState] != nil
  }
}
