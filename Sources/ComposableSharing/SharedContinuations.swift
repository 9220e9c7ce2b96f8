import IssueReporting
import Synchronization

/// What a key's `load` resumes with its result, exactly once.
public struct LoadContinuation<Value>: Sendable {
  private let once: ResumeOnce<Value>

  /// A continuation that hands its result to `callback` (`nil`: keep the initial value);
  /// `description` names the key in the issue a missed or repeated resume reports.
  public init(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void
  ) {
    self.once = ResumeOnce(callback: callback, description: description)
  }

  /// Resumes with a loaded value.
  public func resume(returning value: Value) { resume(with: .success(value)) }
  /// Resumes with a failure; the shared value keeps what it had.
  public func resume(throwing error: any Error) { resume(with: .failure(error)) }
  /// Resumes with nothing stored: the shared value keeps its initial value.
  public func resumeReturningInitialValue() { resume(with: .success(nil)) }
  /// Resumes with `result` (`nil` for the initial value).
  public func resume(with result: Result<Value?, any Error>) { once.resume(with: result) }
}

/// What a key's `subscribe` hands the changes made outside the program.
public struct SharedSubscriber<Value>: Sendable {
  private let callback: @Sendable (Result<Value?, any Error>) -> Void
  private let onLoading: (@Sendable (Bool) -> Void)?

  /// A subscriber that hands each change to `callback` (`nil`: back to the initial value), and
  /// to `onLoading` whether the key is loading.
  public init(
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void,
    onLoading: (@Sendable (Bool) -> Void)? = nil
  ) {
    self.callback = callback
    self.onLoading = onLoading
  }

  /// Pushes a new value to every shared value of the key.
  public func yield(_ value: Value) { callback(.success(value)) }
  /// Tells the shared values whether the key is loading.
  public func yieldLoading(_ isLoading: Bool = true) { onLoading?(isLoading) }
  /// Pushes "nothing stored": shared values return to their initial value.
  public func yieldReturningInitialValue() { callback(.success(nil)) }
  /// Reports a failure to load the change.
  public func yield(throwing error: any Error) { callback(.failure(error)) }
  /// Pushes `result`.
  public func yield(with result: Result<Value?, any Error>) { callback(result) }
}

/// A running subscription to external changes; `cancel`, or the last copy going away, stops it.
public struct SharedSubscription: Sendable {
  private let box: CancelOnce

  /// A subscription that runs `cancel` once, when cancelled or released.
  public init(_ cancel: @escaping @Sendable () -> Void) {
    self.box = CancelOnce(cancel)
  }

  /// Stops the subscription.
  public func cancel() { box.cancel() }
}

/// What a key's `save` resumes once the value is persisted, exactly once.
public struct SaveContinuation: Sendable {
  private let once: ResumeOnce<Never>

  /// A continuation that hands the outcome to `callback` (`.success(nil)`: saved);
  /// `description` names the key in the issue a missed or repeated resume reports.
  public init(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    callback: @escaping @Sendable (Result<Never?, any Error>) -> Void
  ) {
    self.once = ResumeOnce(callback: callback, description: description)
  }

  /// The value is persisted.
  public func resume() { resume(with: .success(())) }
  /// Persisting failed.
  public func resume(throwing error: any Error) { resume(with: .failure(error)) }
  /// Resumes with `result`.
  public func resume(with result: Result<Void, any Error>) {
    once.resume(with: result.map { nil })
  }
}

/// A callback that runs once: a second resume reports an issue and does nothing; a continuation
/// dropped without a resume reports one and resumes with nothing, so that no load or save
/// waits forever on a key that forgot it.
private final class ResumeOnce<Value>: Sendable {
  private let callback: Mutex<(@Sendable (Result<Value?, any Error>) -> Void)?>
  private let description: @Sendable () -> String

  init(
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void,
    description: @escaping @Sendable () -> String
  ) {
    self.callback = Mutex(callback)
    self.description = description
  }

  deinit {
    guard let callback = callback.withLock({ $0 }) else { return }
    reportIssue(
      "\(keyName) dropped its continuation without resuming it; what waited on it goes on as "
        + "if nothing was stored.")
    callback(.success(nil))
  }

  func resume(with result: Result<Value?, any Error>) {
    let callback = callback.withLock { callback in
      defer { callback = nil }
      return callback
    }
    guard let callback else {
      reportIssue("\(keyName) resumed its continuation more than once; only the first counts.")
      return
    }
    callback(result)
  }

  private var keyName: String {
    let name = description()
    return name.isEmpty ? "A shared key" : "'\(name)'"
  }
}

/// A cancellation that runs once, when asked or when released.
private final class CancelOnce: Sendable {
  private let onCancel: Mutex<(@Sendable () -> Void)?>

  init(_ onCancel: @escaping @Sendable () -> Void) {
    self.onCancel = Mutex(onCancel)
  }

  deinit { cancel() }

  func cancel() {
    let onCancel = onCancel.withLock { onCancel in
      defer { onCancel = nil }
      return onCancel
    }
    onCancel?()
  }
}
