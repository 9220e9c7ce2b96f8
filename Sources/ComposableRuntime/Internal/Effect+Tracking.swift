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

  private var runCount: Int {
    switch operation {
    case .none, .send, .cancel: 0
    case let .run(run): run.isUntracked ? 0 : 1
    case let .merge(effects), let .concatenate(effects): effects.reduce(0) { $0 + $1.runCount }
    case let .cancellable(_, _, effect): effect.runCount
    }
  }

  private func mappingRuns(
    _ transform: (@escaping @Sendable (Send<Action>) async -> Void) -> @Sendable (Send<Action>) async -> Void
  ) -> Self {
    switch operation {
    case .none, .send, .cancel:
      return self
    case let .run(run) where run.isUntracked:
      return self
    case let .run(run):
      return Self(.run(EffectRun(
        priority: run.priority, origin: run.origin, path: run.path, operation: transform(run.operation)
      )))
    case let .merge(effects):
      return Self(.merge(effects.map { $0.mappingRuns(transform) }))
    case let .concatenate(effects):
      return Self(.concatenate(effects.map { $0.mappingRuns(transform) }))
    case let .cancellable(key, cancelInFlight, effect):
      return Self(.cancellable(key, cancelInFlight: cancelInFlight, effect.mappingRuns(transform)))
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
    guard case var .run(run) = operation else { return self }
    run.isUntracked = true
    return Self(.run(run))
  }
}
