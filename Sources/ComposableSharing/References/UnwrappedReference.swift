import Foundation

/// A shared optional seen as its wrapped value, as `Shared(optionalShared)` makes it: once the
/// optional becomes `nil`, reads keep the last value and writes go nowhere.
final class UnwrappedReference<Value>: SharedReference, @unchecked Sendable {
  private let base: any SharedReference<Value?>
  /// The last value the optional held, behind a lock of its own: snapshots read it outside the
  /// base's lock, and a keyed base can change which box's lock it takes (`load(_:)`).
  private let lastValueLock = NSLock()
  private var storedLastValue: Value

  private var lastValue: Value {
    get { lastValueLock.withLock { storedLastValue } }
    set { lastValueLock.withLock { storedLastValue = newValue } }
  }

  init?(base: any SharedReference<Value?>) {
    guard let value = base.currentValue else { return nil }
    self.base = base
    self.storedLastValue = value
  }

  var root: SharedStorage { base.root }

  var currentValue: Value {
    guard let value = base.currentValue else { return lastValue }
    lastValue = value
    return value
  }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try base.withLock { optional in
      var value = optional ?? lastValue
      defer {
        if optional != nil { optional = value }
        lastValue = value
      }
      return try body(&value)
    }
  }

  func snapshot(in tracker: SharedChangeTracker) -> Value? {
    base.snapshot(in: tracker).map { $0 ?? lastValue }
  }

  func withSnapshot<R>(in tracker: SharedChangeTracker, _ body: (inout Value) throws -> R) rethrows
    -> R
  {
    try base.withSnapshot(in: tracker) { optional in
      var value = optional ?? lastValue
      defer { if optional != nil { optional = value } }
      return try body(&value)
    }
  }
}
