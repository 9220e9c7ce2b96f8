/// What a root core's send path mutates: the state, the queue of actions fed back, and flags.
@usableFromInline
struct SendStorage<State, Action> {
  @usableFromInline var state: State
  @usableFromInline var buffer: [Action] = []
  @usableFromInline var phase = SendPhase.idle
  /// Sends made by observers while they were being notified, with the groups their effects join.
  @usableFromInline var observerSends: [(Action, EffectGroup)] = []
  /// Whether `observerSends` has any, read without touching the generic queue.
  @usableFromInline var hasObserverSends = false
  @usableFromInline var isObserved = false
  @usableFromInline var tracksChanges = false
  /// Whether the default dependencies (in force where none are bound) are the store's own, once
  /// a send has found out; the default never changes.
  @usableFromInline var defaultDependenciesMatch: Bool?
  /// The count of sends whose reducers have run, which scoped cores read through a pointer
  /// (`Core.stateVersion`).
  @usableFromInline var stateVersion: UInt64 = 0

  init(state: State) {
    self.state = state
  }
}

/// What a root core is doing, which decides what happens to a send that arrives.
@usableFromInline
enum SendPhase: UInt8 {
  /// Nothing: a send runs at once.
  case idle
  /// Running reducers: a send is queued behind the current action.
  case sending
  /// Calling observers: a send waits until they have all been called.
  case notifying
}
