/// A `SharedReaderKey` that also persists writes: every `withLock` hands the new value to `save`.
public protocol SharedKey<Value>: SharedReaderKey {
  /// Persists `value`, then resumes `continuation`.
  func save(_ value: Value, context: SaveContext, continuation: SaveContinuation)
}

/// Why a key is asked to save.
public enum SaveContext: Hashable, Sendable {
  /// The value was written with `withLock`.
  case didSet
  /// The program asked, as `$x.save()`.
  case userInitiated
}
