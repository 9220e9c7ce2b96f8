/// A shared optional seen as its wrapped value, as `Shared(optionalShared)` makes it: once the
/// optional becomes `nil`, reads keep the last value and writes go nowhere.
final class UnwrappedReference<Value>: SharedReference, @unchecked Sendable {
  private let base: any SharedReference<Value?>
  private var lastValue: Value

  init?(base: any SharedReference<Value?>) {
    guard let value = base.currentValue else { return nil }
    self.base = base
    self.lastValue = value
  }

  var root: SharedStorage { base.root }

  var currentValue: Value {
    let value = base.currentValue
    return root.lock.withLock {
      if let value { lastValue = value }
      return lastValue
    }
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
