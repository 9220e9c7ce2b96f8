import Foundation

/// A repeating check, for stores that tell no one of their changes (`UserDefaults` posts no
/// change notification on Linux, and Dispatch watches no files there).
enum Polling {
  /// How often stores are checked.
  static let interval = Duration.milliseconds(250)

  /// Calls `tick` every `interval` from a task of its own until the subscription is cancelled.
  static func every(_ interval: Duration = interval, _ tick: @escaping @Sendable () -> Void)
    -> SharedSubscription
  {
    let task = Task.detached(priority: .utility) {
      while !Task.isCancelled {
        try? await Task.sleep(for: interval)
        guard !Task.isCancelled else { return }
        tick()
      }
    }
    return SharedSubscription { task.cancel() }
  }
}

/// The last value a poll saw, swapped under a lock.
final class LastSeen<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  /// Stores `newValue` and returns the value it replaced.
  func exchange(_ newValue: Value) -> Value {
    lock.withLock {
      defer { value = newValue }
      return value
    }
  }
}
