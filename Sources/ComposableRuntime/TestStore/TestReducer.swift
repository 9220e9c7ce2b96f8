/// An action of a test store's internal store: the feature's action and where it came from.
struct TestAction<Action> {
  enum Origin {
    /// Sent by the test with `TestStore.send`.
    case send
    /// Fed back by an effect.
    case receive
  }

  let origin: Origin
  let action: Action
  /// Where the test sent the action that (transitively) produced this one.
  let location: SourceLocation
}

/// An effect a test store is waiting on, with the send or receive that started it.
struct TrackedEffect: Hashable {
  let id: Int
  let location: SourceLocation

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// What a test store learns from running its feature: the state after each sent action, the
/// actions effects fed back (with the state after each), and which effects are in flight.
///
/// Only touched from the main actor: by the test store, and by its store's reducer and effects.
final class TestRecording<State, Action>: @unchecked Sendable {
  var state: State
  var received: [(action: Action, state: State)] = []
  var inFlight: [TrackedEffect] = []
  /// The dependencies as the test set them.
  var dependencies: DependencyValues {
    didSet { reducingDependencies = wrappingDismiss(of: dependencies) }
  }
  /// What the feature runs with: `dependencies` with `dismiss` wrapped (EXH-26). Made when the
  /// test changes its dependencies, not at every action, so a step copies no dependency storage.
  private(set) var reducingDependencies: DependencyValues
  /// Whether the feature dismissed itself (`dismiss()` reached the test store's root).
  var isDismissed = false
  private var nextEffectID = 0

  init(state: State, dependencies: DependencyValues) {
    self.state = state
    self.dependencies = dependencies
    self.reducingDependencies = dependencies
    self.reducingDependencies = wrappingDismiss(of: dependencies)
  }

  /// `values` with the `dismiss` a reducer under test sees: the one the test installed runs
  /// first, then the store skips the effects in flight and marks itself dismissed, as TCA's test
  /// reducer does.
  private func wrappingDismiss(of values: DependencyValues) -> DependencyValues {
    var values = values
    let installed = values.dismiss
    values.dismiss = DismissEffect { [weak self] in
      installed.dismiss?()
      self?.dismiss()
    }
    return values
  }

  func track(_ location: SourceLocation) -> TrackedEffect {
    defer { nextEffectID += 1 }
    let effect = TrackedEffect(id: nextEffectID, location: location)
    inFlight.append(effect)
    return effect
  }

  func finish(_ effect: TrackedEffect) {
    inFlight.removeAll { $0 == effect }
  }

  /// Marks the feature dismissed; effects still in flight keep running but no longer have to
  /// finish before the end of the test.
  func dismiss() {
    isDismissed = true
    inFlight.removeAll()
  }
}

/// Runs the feature for a test store and records what happened.
struct TestReducer<Base: Reducer>: Reducer {
  let base: Base
  let recording: TestRecording<Base.State, Base.Action>

  func reduce(
    into state: inout Base.State, action: TestAction<Base.Action>
  ) -> Effect<TestAction<Base.Action>> {
    let effect = withDependencies {
      $0 = recording.reducingDependencies
    } operation: {
      _run(base, into: &state, action: action.action)
    }
    switch action.origin {
    case .send: recording.state = state
    case .receive: recording.received.append((action.action, state))
    }
    return tracked(effect, from: action.location)
  }

  private func tracked(
    _ effect: Effect<Base.Action>, from location: SourceLocation
  ) -> Effect<TestAction<Base.Action>> {
    let embed: @Sendable (Base.Action) -> TestAction<Base.Action> = {
      TestAction(origin: .receive, action: $0, location: location)
    }
    if effect.isNone { return .none }
    let recording = self.recording
    let tracking = recording.track(location)
    guard let tracked = effect.onAsynchronousWorkFinished({ recording.finish(tracking) }) else {
      recording.finish(tracking)
      return effect.map(embed)
    }
    return tracked.map(embed)
  }
}
