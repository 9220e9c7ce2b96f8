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
    if case let .effect(group) = self { return group }
    return nil
  }
}

/// The state and action plumbing behind a `Store`: either the root, which owns the state and
/// runs the reducer, or a scope that reads and sends through its parent.
@MainActor
@usableFromInline
class Core<State, Action> {
  /// The current state, read through to the root.
  var state: State { fatalError("abstract") }

  /// The root that owns the state, effects and observers.
  var root: any RootCoreProtocol { fatalError("abstract") }

  /// Processes `action` and everything it feeds back synchronously; returns the group of
  /// effects started, if any.
  func send(_ action: Action, origin: SendOrigin) -> EffectGroup? { fatalError("abstract") }
}

/// What every root core offers regardless of its reducer's types.
@MainActor
protocol RootCoreProtocol: AnyObject {
  /// Calls `onChange` after every top-level send that finished processing.
  func addObserver(_ onChange: @escaping @MainActor () -> Void) -> Int
  func removeObserver(_ id: Int)
  var registry: CancellationRegistry { get }
  var inFlightEffectCount: Int { get }
}
