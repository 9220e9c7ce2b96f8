import OpenCombineShim

/// Debouncing: the effect waits `dueTime` on a scheduler before it starts, and a newer debounced
/// effect with the same id cancels the one still waiting, as TCA's `debounce` does.
extension Effect {
  /// This effect, started after `dueTime` on `scheduler` unless a newer effect with `id`
  /// cancels it first. The scheduler's metatypes must be sendable (every scheduler type's are):
  /// the sleep runs in the effect's task.
  ///
  /// ```swift
  /// case .queryChanged(let query):
  ///   return .run { send in await send(.results(try await search(query))) }
  ///     .debounce(id: CancelID.search, for: .milliseconds(300), scheduler: mainQueue)
  /// ```
  public func debounce<S: Scheduler>(
    id: some Hashable & Sendable, for dueTime: S.SchedulerTimeType.Stride, scheduler: S,
    options: S.SchedulerOptions? = nil
  ) -> Self where S: SendableMetatype, S.SchedulerTimeType.Stride: SendableMetatype {
    let sleep = sleeping(on: scheduler, for: dueTime, options: options)
    return Self.concatenate(.run { _ in try await sleep() }, self)
      .cancellable(id: id, cancelInFlight: true)
  }
}

/// A sleep on `scheduler`. Unchecked: schedulers are used from the effect's one task, as
/// Combine's are from the publisher that owns them.
private func sleeping<S: Scheduler>(
  on scheduler: S, for dueTime: S.SchedulerTimeType.Stride, options: S.SchedulerOptions?
) -> @Sendable () async throws -> Void
where S: SendableMetatype, S.SchedulerTimeType.Stride: SendableMetatype {
  let wait = UncheckedSendable((scheduler, dueTime, options))
  return { @Sendable in
    let (scheduler, dueTime, options) = wait.value
    try await scheduler.sleep(for: dueTime, options: options)
  }
}
