import ComposableRuntime

/// The leaf feature every place of the differential tree holds: a count, effects that send back,
/// a timer that runs until its deadline or its cancellation, and a dismissal of itself.
@Reducer
struct Tally {
  @ObservableState
  struct State: Equatable, Identifiable {
    var id: Int
    var count = 0
    /// The second of the test clock at which the timer this tally started fires, until it fires
    /// or this tally cancels it.
    var timer: Int?
  }

  enum Action: Equatable {
    case increment
    case incrementLater
    case incrementTwice
    case startTimer(deadline: Int)
    case cancelTimer
    case timerFired
    case close
  }

  enum CancelID { case timer }

  /// The clock the timers sleep on; the driver advances it one second per step.
  let clock: TestClock<Duration>
  @Dependency(\.tallyStep) var step
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += step
        return .none
      case .incrementLater:
        return .run { send in await send(.increment) }
      case .incrementTwice:
        return .concatenate(.send(.increment), .send(.increment))
      case .startTimer(let deadline):
        state.timer = deadline
        return timer(until: deadline)
      case .cancelTimer:
        state.timer = nil
        return .cancel(id: CancelID.timer)
      case .timerFired:
        state.timer = nil
        state.count += 100
        return .none
      case .close:
        return .run { _ in await dismiss() }
      }
    }
  }

  /// Sleeps until half a second before an absolute second of the clock: when the effect starts
  /// running does not move the deadline, and an effect that starts only once the clock has
  /// reached that second (a slow machine, a sanitizer) finds its instant passed and does not
  /// sleep, where `TestClock` would suspend it for good at an instant equal to its time.
  private func timer(until deadline: Int) -> Effect<Action> {
    let instant = TestClock<Duration>.Instant(offset: .seconds(deadline) - .milliseconds(500))
    return .run { [clock] send in
      try await clock.sleep(until: instant, tolerance: nil)
      await send(.timerFired)
    }
    .cancellable(id: CancelID.timer, cancelInFlight: true)
  }
}

/// How much one increment adds; the tree sets it for one of its children.
private enum TallyStepKey: DependencyKey {
  static let liveValue = 1
  static let testValue = 1
}

extension DependencyValues {
  var tallyStep: Int {
    get { self[TallyStepKey.self] }
    set { self[TallyStepKey.self] = newValue }
  }
}
