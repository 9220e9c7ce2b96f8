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
  /// What the feature and the assertions run with: the test's dependencies with `dismiss`
  /// wrapped (EXH-26), made once, so that a step reads them as they are.
  var dependencies: DependencyValues
  /// The `dismiss` the test installed, which the wrapper calls first.
  private(set) var installedDismiss: DismissEffect
  /// Whether the feature dismissed itself (`dismiss()` reached the test store's root).
  var isDismissed = false
  private var nextEffectID = 0

  init(state: State, dependencies: DependencyValues) {
    self.state = state
    self.installedDismiss = dependencies.dismiss
    self.dependencies = dependencies
    self.dependencies.dismiss = DismissEffect { [weak self] in
      self?.installedDismiss.dismiss?()
      self?.dismiss()
    }
  }

  /// The dependencies as the test sees and sets them: with its own `dismiss`.
  var testDependencies: DependencyValues {
    get {
      var values = dependencies
      values.dismiss = installedDismiss
      return values
    }
    set {
      let wrapper = dependencies.dismiss
      installedDismiss = newValue.dismiss
      dependencies = newValue
      dependencies.dismiss = wrapper
    }
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
      $0 = recording.dependencies
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
