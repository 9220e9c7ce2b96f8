/// Where an action sent to a core comes from.
@usableFromInline
enum SendOrigin {
  /// `Store.send` from outside the store.
  case store
  /// An effect of an earlier send, whose group the new effects join.
  case effect(EffectGroup)

  /// The group new effects join: the originating effect's, or none yet for a store send.
  @inlinable
  var group: EffectGroup? {
    if case .effect(let group) = self { return group }
    return nil
  }
}

/// The state and action plumbing behind a `Store`: either the root, which owns the state and
/// runs the reducer, or a scope that reads through its parent. Actions travel separately, through
/// each store's `sendToRoot` closure.
@MainActor
@usableFromInline
class Core<State, Action> {
  /// The root's count of sends whose reducers have run, shared by every core of one root: a
  /// core that keeps a copy of its state derives it again only once the count has moved, so
  /// that reading the states of a chain of stores after a send costs one step per store, not
  /// one per ancestor of each.
  @usableFromInline let stateVersion: UnsafeMutablePointer<UInt64>

  @usableFromInline
  init(stateVersion: UnsafeMutablePointer<UInt64>) {
    self.stateVersion = stateVersion
  }

  /// The current state, read through to the root.
  var state: State { fatalError("abstract") }

  /// Where the state lies in memory, for a core that stores it (a root), as long as the core
  /// lives; nil for a core that derives its state from its parent's.
  var stateAddress: UnsafeRawPointer? { nil }

  /// The root that owns the state, effects and observers.
  var root: any RootCoreProtocol { fatalError("abstract") }

  /// Where this core's state lies in the root's state.
  var location: StateLocation { .root }

  /// The collection and id of the element this core's state is, for a core of a
  /// `StoreCollection`'s element whose collection's path from the root is known.
  var element: ElementLocation? { nil }

  /// Whether the state this core reads is still in its root's state: false once an optional
  /// child it reads is nil or the element it reads has left its collection.
  var isPresent: Bool { true }

  /// Keeps the current state as the one to read once it has left the root's state, for a core
  /// that can outlive its state; its store calls this after each of its own sends (only the
  /// store sent to: refreshing every ancestor would read through the chain once per level).
  @usableFromInline
  func rememberState() {}
}

/// What every root core offers regardless of its reducer's types.
@MainActor
protocol RootCoreProtocol: AnyObject {
  /// Calls `onChange` after every top-level send that finished processing, or only after those
  /// that may have changed `element` when one is given.
  func addObserver(of element: ElementLocation?, _ onChange: @escaping @MainActor () -> Void) -> Int
  func removeObserver(_ id: Int)
  var registry: CancellationRegistry { get }
  var inFlightEffectCount: Int { get }
  /// Whether the store is running its reducers.
  var isSending: Bool { get }
  /// Reports, once per store, that its state was read while its reducers ran.
  func reportStateReadWhileSending()
}
