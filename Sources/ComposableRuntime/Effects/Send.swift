/// The callable handed to an `Effect.run` operation for feeding actions back into the store.
///
/// ```swift
/// return .run { send in
///   for await tick in clock.timer(interval: .seconds(1)) {
///     await send(.tick)
///   }
/// }
/// ```
///
/// Once the effect's task is cancelled, calling `send` does nothing.
@MainActor
public struct Send<Action>: Sendable {
  /// Hands an action to the store, whether or not the current task is cancelled.
  let deliver: @MainActor @Sendable (Action) -> Void

  /// Creates a `Send` that hands each action to `send`; useful for testing effects directly.
  public init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.deliver = send
  }

  /// Sends `action` to the store, unless the effect's task has been cancelled.
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    deliver(action)
  }
}

/// The send type of a reducer's effects: `SendOf<Feature>` is `Send<Feature.Action>`.
public typealias SendOf<R: Reducer> = Send<R.Action>
