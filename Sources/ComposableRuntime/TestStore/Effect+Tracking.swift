extension Effect {
  /// This effect with `onFinish` called once every `.run` in it has returned; `nil` when the
  /// effect has no asynchronous work and so finishes as soon as it is run.
  func onAsynchronousWorkFinished(_ onFinish: @escaping @MainActor @Sendable () -> Void) -> Self? {
    let runs = runCount
    guard runs > 0 else { return nil }
    let countdown = Countdown(runs, onZero: onFinish)
    return mappingRuns { operation in
      { send in
        await operation(send)
        await countdown.decrement()
      }
    }
  }
}

/// Calls `onZero` after `decrement` was called as many times as it was created with.
@MainActor
private final class Countdown: Sendable {
  private var remaining: Int
  private let onZero: @MainActor @Sendable () -> Void

  nonisolated init(_ count: Int, onZero: @escaping @MainActor @Sendable () -> Void) {
    self.remaining = count
    self.onZero = onZero
  }

  func decrement() {
    remaining -= 1
    if remaining == 0 { onZero() }
  }
}

extension Effect {
  /// This `.run` effect, left out of the effects a test store waits for.
  func untracked() -> Self {
    guard case .run(var run) = operation else { return self }
    run.isUntracked = true
    return Self(.run(run))
  }
}
