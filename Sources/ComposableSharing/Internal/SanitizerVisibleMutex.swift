#if COMPOSABLE_RUNTIME_SANITIZER_LOCKS
  import Foundation

  /// In a build for ThreadSanitizer, the lock that stands in for Synchronization's `Mutex`, which
  /// ThreadSanitizer cannot see on Linux: it waits on a futex the sanitizer does not intercept, so
  /// every access it guards looks like a race (docs/unsafe.md, "Sanitizers"). A pthread mutex,
  /// which the sanitizer intercepts; `Scripts/sanitize` builds with it, nothing else does.
  package final class SanitizerVisibleMutex<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// A lock around `initialValue`.
    package init(_ initialValue: consuming sending Value) {
      value = initialValue
    }

    /// Runs `body` with the value while holding the lock, as `Mutex.withLock` does.
    package func withLock<Result, E: Error>(
      _ body: (inout sending Value) throws(E) -> sending Result
    ) throws(E) -> sending Result {
      lock.lock()
      defer { lock.unlock() }
      return try body(&value)
    }
  }

  /// This module's `Mutex` in a build for ThreadSanitizer: it shadows Synchronization's.
  typealias Mutex<Value> = SanitizerVisibleMutex<Value>
#endif
