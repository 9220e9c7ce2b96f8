/// A core whose state is one element of an identified collection in its parent's state, for the
/// stores of a `StoreCollection`.
final class ElementCore<ParentState, ParentAction, ID: Hashable & Sendable, State, Action>: Core<
  State, Action
>
{
  let parent: Core<ParentState, ParentAction>
  let collection: KeyPath<ParentState, IdentifiedArray<ID, State>>
  let id: ID
  private let elementLocation: ElementLocation?
  /// The element as last read, for reads after it left the collection.
  private var lastKnown: State
  /// The root's state version `lastKnown` was read at.
  private var lastVersion: UInt64

  init(
    parent: Core<ParentState, ParentAction>,
    collection: KeyPath<ParentState, IdentifiedArray<ID, State>>,
    id: ID,
    state: State
  ) {
    self.parent = parent
    self.collection = collection
    self.id = id
    self.lastKnown = state
    self.lastVersion = parent.stateVersion.pointee
    if case .keyPath(let path) = parent.location.appending(collection) {
      self.elementLocation = ElementLocation(collection: path, id: id)
    } else {
      self.elementLocation = nil
    }
    super.init(stateVersion: parent.stateVersion)
  }

  override var state: State {
    if lastVersion != stateVersion.pointee { rememberState() }
    return lastKnown
  }

  override func rememberState() {
    if let current = parent.state[keyPath: collection][id: id] { lastKnown = current }
    lastVersion = stateVersion.pointee
  }

  override var root: any RootCoreProtocol {
    parent.root
  }

  override var location: StateLocation { .unknown }

  override var element: ElementLocation? { elementLocation }

  override var isPresent: Bool {
    parent.isPresent && parent.state[keyPath: collection].ids.contains(id)
  }
}
