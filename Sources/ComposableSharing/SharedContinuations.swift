/// What a key's `load` resumes with its result, exactly once.
public struct LoadContinuation<Value>: Sendable {
  private let callback: @Sendable (Result<Value?, any Error>) -> Void

  /// A continuation that hands its result to `callback` (`nil`: keep the initial value).
  public init(_ callback: @escaping @Sendable (Result<Value?, any Error>) -> Void) {
    self.callback = callback
  }

  /// Resumes with a loaded value.
  public func resume(returning value: Value) { callback(.success(value)) }
  /// Resumes with a failure; the shared value keeps what it had.
  public func resume(throwing error: any Error) { callback(.failure(error)) }
  /// Resumes with nothing stored: the shared value keeps its initial value.
  public func resumeReturningInitialValue() { callback(.success(nil)) }
  /// Resumes with `result` (`nil` for the initial value).
  public func resume(with result: Result<Value?, any Error>) { callback(result) }
}

/// What a key's `subscribe` hands the changes made outside the program.
public struct SharedSubscriber<Value>: Sendable {
  private let callback: @Sendable (Result<Value?, any Error>) -> Void

  /// A subscriber that hands each change to `callback` (`nil`: back to the initial value).
  public init(_ callback: @escaping @Sendable (Result<Value?, any Error>) -> Void) {
    self.callback = callback
  }

  /// Pushes a new value to every shared value of the key.
  public func yield(_ value: Value) { callback(.success(value)) }
  /// Pushes "nothing stored": shared values return to their initial value.
  public func yieldReturningInitialValue() { callback(.success(nil)) }
  /// Reports a failure to load the change.
  public func yield(throwing error: any Error) { callback(.failure(error)) }
  /// Pushes `result`.
  public func yield(with result: Result<Value?, any Error>) { callback(result) }
}

/// A running subscription to external changes; `cancel` stops it.
public struct SharedSubscription: Sendable {
  private let onCancel: @Sendable () -> Void

  /// A subscription that runs `cancel` when cancelled.
  public init(_ cancel: @escaping @Sendable () -> Void) {
    self.onCancel = cancel
  }

  /// Stops the subscription.
  public func cancel() { onCancel() }
}

/// What a key's `save` resumes once the value is persisted.
public struct SaveContinuation: Sendable {
  private let callback: @Sendable (Result<Void, any Error>) -> Void

  /// A continuation that hands the outcome to `callback`.
  public init(_ callback: @escaping @Sendable (Result<Void, any Error>) -> Void) {
    self.callback = callback
  }

  /// The value is persisted.
  public func resume() { callback(.success(())) }
  /// Persisting failed.
  public func resume(throwing error: any Error) { callback(.failure(error)) }
  /// Resumes with `result`.
  public func resume(with result: Result<Void, any Error>) { callback(result) }
}
