import Observation

#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// An observable child state whose fields the observation cases read and edit.
@ObservableState
struct ObservedChild: Hashable, Identifiable {
  var id = 0
  var count = 0

  /// Replaces the whole value from inside, as a reset does.
  mutating func replace(with other: Self) {
    self = other
  }
}

/// An observable parent holding observable children in every shape the rules name.
@ObservableState
struct ObservedParent: Equatable {
  var count = 0
  var label = ""
  var child = ObservedChild()
  var optional: ObservedChild?
  var rows: IdentifiedArrayOf<ObservedChild> = []
  var children: [ObservedChild] = []
  var destination: ObservedDestination = .inert(0)
  @ObservationStateIgnored var ignored = 0
  let constant = 0
  var doubled: Int { count * 2 }
}

/// An observable enum with a feature case and a non-observable one.
@ObservableState
enum ObservedDestination: Equatable {
  case child(ObservedChild)
  case inert(Int)
}

/// A feature over ``ObservedParent`` for store-level observation.
@Reducer
struct ObservedFeature {
  typealias State = ObservedParent

  enum Action {
    case setLabel(String)
    case incrementCount
    case reset
    case present
    case dismiss
    case optional(ObservedChildFeature.Action)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .setLabel(let label): state.label = label
      case .incrementCount: state.count += 1
      case .reset: state = ObservedParent()
      case .present: state.optional = ObservedChild(id: 1)
      case .dismiss: state.optional = nil
      case .optional: break
      }
      return .none
    }
    .ifLet(\.optional, action: \.optional) { ObservedChildFeature() }
  }
}

/// The child feature of ``ObservedFeature``.
@Reducer
struct ObservedChildFeature {
  typealias State = ObservedChild
  enum Action { case increment }

  var body: some Reducer<State, Action> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

/// Whether a change was signalled to the observer of what `read` reads: `withObservationTracking`
/// calls its `onChange` at most once, synchronously, when a tracked property is about to change.
final class TrackedRead: Sendable {
  private let fired = LockIsolated(false)

  init(_ read: () -> Void) {
    withObservationTracking(read) { [fired] in fired.setValue(true) }
  }

  /// Whether a change was signalled.
  var didFire: Bool { fired.value }
}
