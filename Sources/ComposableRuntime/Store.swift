/// The runtime of a feature: it holds the state, runs the reducer for every action it is sent,
/// and runs the effects the reducer returns.
///
/// ```swift
/// let store = Store(initialState: Counter.State()) {
///   Counter()
/// }
/// store.send(.incrementButtonTapped)
/// print(store.state.count)  // 1
/// ```
///
/// A store scoped with ``scope(state:action:)`` reads its state through its parent and sends its
/// actions through it; nothing is copied or subscribed per child.
@MainActor
public final class Store<State, Action> {
  let core: Core<State, Action>
  private var children: [ScopeID: AnyObject] = [:]

  init(core: Core<State, Action>) {
    self.core = core
  }

  /// Creates a root store running `reducer` from `initialState`, with dependencies overridden by
  /// `prepareDependencies` (which runs once, before the initial state is built).
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    let feature = PreparedFeature(
      initialState: initialState, reducer: reducer, prepareDependencies: prepareDependencies ?? { _ in }
    )
    self.init(core: RootCore(
      initialState: feature.initialState, reducer: feature.reducer, dependencies: feature.dependencies
    ))
  }

  /// The current state.
  public var state: State {
    core.state
  }

  /// Calls `body` with the current state and returns its result.
  public func withState<Value>(_ body: (_ state: State) -> Value) -> Value {
    body(core.state)
  }

  /// Sends `action`: the reducer runs now, with every action fed back synchronously, and the
  /// returned task tracks the effects started.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    StoreTask(group: core.send(action, origin: .store))
  }

  /// A store of the child feature at `state`, whose actions are embedded with `action`.
  ///
  /// ```swift
  /// let rowStore = store.scope(state: \.rows[id: id], action: \.rows[id: id])
  /// ```
  ///
  /// Scoping twice with the same paths returns the same store.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    let id = ScopeID(state: state, action: action)
    if let child = children[id] as? Store<ChildState, ChildAction> { return child }
    let child = Store<ChildState, ChildAction>(
      core: ScopedCore(parent: core, state: state, action: action)
    )
    children[id] = child
    return child
  }

  /// The number of cancellation IDs that still hold in-flight effects of this store's root.
  ///
  /// Zero once every cancellable effect has completed or been cancelled.
  public var cancellationEntryCount: Int {
    core.root.registry.count
  }

  /// The number of effects of this store's root that are still running.
  public var inFlightEffectCount: Int {
    core.root.inFlightEffectCount
  }
}

/// Identifies a scoped child store by the paths it was scoped with.
private struct ScopeID: Hashable {
  let state: AnyHashable
  let action: AnyHashable
}

/// A store of the feature `R`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>
