/// A member of a shared value, as `$parent.member` derives it: it reads and writes through to the
/// parent's value, under the parent's root lock.
final class ProjectedReference<Base, Value>: SharedReference, @unchecked Sendable {
  private let base: any SharedReference<Base>
  private let keyPath: WritableKeyPath<Base, Value>

  init(base: any SharedReference<Base>, keyPath: WritableKeyPath<Base, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  var root: SharedStorage { base.root }
  var currentValue: Value { base.currentValue[keyPath: keyPath] }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try base.withLock { try body(&$0[keyPath: keyPath]) }
  }

  func snapshot(in tracker: SharedChangeTracker) -> Value? {
    base.snapshot(in: tracker).map { $0[keyPath: keyPath] }
  }

  func withSnapshot<R>(in tracker: SharedChangeTracker, _ body: (inout Value) throws -> R) rethrows
    -> R
  {
    try base.withSnapshot(in: tracker) { try body(&$0[keyPath: keyPath]) }
  }
}
