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
///
/// Its jobs: sending, through its core (a root's `RootCore`, a scoped store's `ScopedCore` and
/// kin); scoping, and caching the scoped children it made (this file, `StoreCollection` for
/// collections); telling observation when its state changes (`Store+Observation`,
/// `Store+ObservableState`, `Store+Identity`); and writing bindings as actions
/// (`Store+Bindings`).
@MainActor
@dynamicMemberLookup
public final class Store<State, Action> {
  @usableFromInline let core: Core<State, Action>
  /// Sends an action into the core; built where the reducer's type is known, so that the send
  /// path it calls is specialized.
  @usableFromInline let sendToRoot: @MainActor (Action, SendOrigin) -> EffectGroup?
  private var children: [ScopeID: AnyObject] = [:]
  /// Whether the core keeps a last state for reads after its state is gone, refreshed after
  /// each send of this store; a flag, so that other stores' sends make no call for it.
  @usableFromInline var keepsLastState = false
  /// The number of cached children at which the next caching first drops the stores whose state
  /// is gone (removed rows, dismissed children), so that the cache stays within twice the
  /// children still present.
  private var childSweepThreshold = Store.minimumChildSweepThreshold
  private static var minimumChildSweepThreshold: Int { 64 }
  /// For an observable state, once read: notifies readers when the state's identity changes.
  private var identityObservation: StateIdentityObservation?
  /// `\.currentState`, made once: a key path literal in a generic class is instantiated anew
  /// (about 2 µs and 2 allocations) every time it is evaluated.
  private var currentStateKeyPath: KeyPath<Store, State>?
  private var hasCheckedObservability = false

  @usableFromInline
  init(
    core: Core<State, Action>, sendToRoot: @escaping @MainActor (Action, SendOrigin) -> EffectGroup?
  ) {
    self.core = core
    self.sendToRoot = sendToRoot
  }

  /// A store of `root`, sending through its send path specialized for `R`.
  @inlinable
  convenience init<R: Reducer<State, Action>>(root: RootCore<R>) {
    self.init(core: root, sendToRoot: root.send(_:origin:))
  }

  /// Creates a root store running `reducer` from `initialState`, with dependencies overridden by
  /// `prepareDependencies` (which runs once, before the initial state is built).
  @inlinable
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    let feature = PreparedFeature(
      initialState: initialState, reducer: reducer,
      prepareDependencies: prepareDependencies ?? { _ in }
    )
    self.init(
      root: RootCore(
        initialState: feature.initialState, reducer: feature.reducer,
        dependencies: feature.dependencies
      ))
  }

  /// The current state; for an `@ObservableState` state it registers the state's identity with
  /// the observation tracking around the read. Public as `state` only where `State:
  /// ObservableState`, as in TCA; other states are read with ``withState(_:)``.
  @usableFromInline var trackedState: State {
    if let identityObservation, let currentStateKeyPath {
      identityObservation.registrar.access(self, keyPath: currentStateKeyPath)
    } else if !hasCheckedObservability {
      observeIdentity()
    }
    return readableState
  }

  /// The state for a read from outside the runtime, which reports a read made while the root
  /// store runs its reducers: the reducer is changing that state in place, where TCA reads a
  /// copy taken before the action. Inlined: a read outside any send pays one load and branch.
  @inline(__always)
  var readableState: State {
    if ReducingContext.isActive, core.root.isSending { core.root.reportStateReadWhileSending() }
    return core.state
  }

  /// The state, without registering a read.
  var currentState: State {
    core.state
  }

  /// Starts telling readers of an observable state about changes of its identity.
  private func observeIdentity() {
    hasCheckedObservability = true
    guard let identity = StateIdentity.of(core) else { return }
    let keyPath = \Store.currentState
    currentStateKeyPath = keyPath
    let observation = StateIdentityObservation(
      root: core.root, element: core.element, identity: identity
    ) { [weak self] registrar in
      guard let self else { return }
      registrar.withMutation(of: self, keyPath: keyPath) {}
    }
    identityObservation = observation
    observation.registrar.access(self, keyPath: keyPath)
  }

  /// Calls `body` with the current state and returns its result.
  public func withState<Value>(_ body: (_ state: State) -> Value) -> Value {
    body(readableState)
  }

  /// Sends `action`: the reducer runs now, with every action fed back synchronously, and the
  /// returned task tracks the effects started.
  @inlinable
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    defer { if keepsLastState { core.rememberState() } }
    return StoreTask(group: sendToRoot(action, .store))
  }

  /// A store of the child feature at `state`, whose actions are embedded with `action`.
  ///
  /// ```swift
  /// let rowStore = store.scope(state: \.rows[id: id], action: \.rows[id: id])
  /// ```
  ///
  /// Scoping twice with the same paths returns the same store.
  @inlinable
  public func scope<ChildState, ChildAction>(
    state: @escaping @autoclosure () -> KeyPath<State, ChildState>,
    action: @escaping @autoclosure () -> CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    scope(Self.paths(state, action))
  }

  /// ``scope(state:action:)`` spelled without the `state:` label, as TCA's newest API spells it.
  @inlinable
  public func scope<ChildState, ChildAction>(
    _ state: @escaping @autoclosure () -> KeyPath<State, ChildState>,
    action: @escaping @autoclosure () -> CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    scope(Self.paths(state, action))
  }

  /// The child store for resolved paths: the cached one, or a new one.
  @inlinable
  func scope<ChildState, ChildAction>(
    _ paths: (ScopeID, (KeyPath<State, ChildState>, CaseAccess<Action, ChildAction>))
  ) -> Store<ChildState, ChildAction> {
    if let child: Store<ChildState, ChildAction> = cachedChild(paths.0) { return child }
    let (state, toParentAction) = paths.1
    let sendToRoot = sendToRoot
    let child = Store<ChildState, ChildAction>(
      core: ScopedCore(parent: core, state: state)
    ) { sendToRoot(toParentAction.embed($0), $1) }
    cacheChild(child, paths.0)
    return child
  }

  /// The child's id among this store's children, its state path and its action access, resolved
  /// once when both arguments are constant.
  @inlinable
  static func paths<ChildState, ChildAction>(
    _ state: @escaping () -> KeyPath<State, ChildState>,
    _ action: @escaping () -> CaseKeyPath<Action, ChildAction>
  ) -> (ScopeID, (KeyPath<State, ChildState>, CaseAccess<Action, ChildAction>)) {
    ConstantArguments.resolve(
      for: (State, Action, ChildState, ChildAction).self, ClosureWords.code(of: state),
      ClosureWords.code(of: action), arguments: { [state(), action()] }
    ) {
      let (state, action) = (state(), action())
      return (ScopeID(state: state, action: action), (state, CaseAccess(resolving: action)))
    }
  }

  /// The cached store scoped with `id`, if it is a `Child`.
  @usableFromInline
  func cachedChild<Child>(_ id: ScopeID) -> Child? {
    children[id] as? Child
  }

  /// Caches `child` as the store scoped with `id`.
  @usableFromInline
  func cacheChild(_ child: AnyObject, _ id: ScopeID) {
    if children.count >= childSweepThreshold { dropAbsentChildren() }
    children[id] = child
  }

  /// Forgets the cached stores whose state is no longer in this store's state; whoever still
  /// holds one can go on reading its last state, and scoping again makes a new store.
  private func dropAbsentChildren() {
    children = children.filter { ($0.value as? any PresenceReporting)?.isPresent ?? true }
    childSweepThreshold = max(Store.minimumChildSweepThreshold, 2 * children.count)
  }

  /// The number of child stores this store keeps for reuse.
  var cachedChildCount: Int {
    children.count
  }

  /// The number of entries in the cancellation registry of this store's root: one per
  /// cancellation ID *and navigation-path prefix* that still holds in-flight effects (an ID used
  /// by a child feature counts once for each ancestor path, and presented children's dismissal
  /// channels count too), so it is not a count of IDs.
  ///
  /// Zero once every cancellable effect has completed or been cancelled.
  @_spi(Project) public var cancellationEntryCount: Int {
    core.root.registry.count
  }

  /// The number of effects of this store's root that are still running.
  @_spi(Project) public var inFlightEffectCount: Int {
    core.root.inFlightEffectCount
  }
}

/// A store that can tell whether its state is still in its root's state.
@MainActor
private protocol PresenceReporting: AnyObject {
  var isPresent: Bool { get }
}

extension Store: PresenceReporting {
  fileprivate var isPresent: Bool {
    core.isPresent
  }
}

extension Store where State: ObservableState {
  /// The current state; reading it inside `withObservationTracking` registers the state's
  /// identity, so a send that replaces the state with another value notifies.
  public var state: State {
    trackedState
  }
}

/// A store of the feature `R`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>
