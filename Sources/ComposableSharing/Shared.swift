import CustomDump
import Foundation
import Observation

/// A value several features read and write as one: every copy of a `Shared` refers to the same
/// storage, so a write through one is read through all, and observers of any are told.
///
/// ```swift
/// @ObservableState
/// struct State: Equatable {
///   @Shared(.inMemory("count")) var count = 0
/// }
/// // in a reducer:
/// state.$count.withLock { $0 += 1 }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Shared<Value> {
  let reference: any SharedReference<Value>

  init(reference: any SharedReference<Value>) {
    self.reference = reference
  }

  /// Makes a shared value that persists nowhere, to hand to the features that share it.
  public init(value: sending Value) {
    self.init(reference: SharedBox(value))
  }

  /// Takes a shared value as it is, so `@Shared var x: T` can be initialized from `$parent.x`.
  public init(projectedValue: Shared<Value>) {
    self = projectedValue
  }

  /// Unwraps a shared optional: `nil` when it holds `nil` now; later, a `nil` keeps the last value.
  public init?(_ base: Shared<Value?>) {
    guard let reference = UnwrappedReference(base: base.reference) else { return nil }
    self.init(reference: reference)
  }

  /// The value: while a test store asserts, the value before the step's writes.
  public var wrappedValue: Value {
    get {
      if let snapshot = assertedSnapshot { return snapshot }
      return reference.currentValue
    }
    @available(
      *, deprecated,
      message: "Use '$shared.withLock' to modify a shared value with exclusive access"
    )
    nonmutating set {
      withLock { $0 = newValue }
    }
  }

  /// The shared value itself, to pass on or to call `withLock` on.
  public var projectedValue: Shared<Value> {
    get { self }
    set { self = newValue }
  }

  /// Runs `operation` with exclusive access to the value and returns its result; every reader of
  /// the value sees the change, and its key (if any) saves it.
  public func withLock<R>(
    _ operation: (inout Value) throws -> R,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) rethrows -> R {
    if let mode = SharedTrackingMode.current {
      if let asserting = mode.asserting {
        return try reference.withSnapshot(in: asserting, operation)
      }
      if let tracking = mode.tracking {
        reference.recordSnapshot(in: tracking)
      }
    }
    return try reference.withLock(operation)
  }

  /// A shared member of the value, reading and writing through to it: `$syncUp.title`.
  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Shared<Member>
  {
    Shared<Member>(reference: ProjectedReference(base: reference, keyPath: keyPath))
  }

  /// A read-only shared member of the value.
  public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
    SharedReader(self)[dynamicMember: keyPath]
  }

  /// A read-only view of a member of the value.
  public func read<Member>(_ keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
    self[dynamicMember: keyPath]
  }

  /// A read-only view of what `transform` derives from the value, derived again on every read.
  public func read<Member>(_ transform: @escaping @Sendable (Value) -> Member) -> SharedReader<
    Member
  > {
    SharedReader(self).read(transform)
  }

  /// The snapshot a test store's assertion sees, if one is asserting and recorded this value.
  var assertedSnapshot: Value? {
    guard let asserting = SharedTrackingMode.current?.asserting else { return nil }
    return reference.snapshot(in: asserting)
  }
}

extension Shared: Sendable {}

extension Shared: Equatable where Value: Equatable {
  /// Compares the values. While a test store asserts, the left side (the expected state) reads the
  /// value before the step and the right (the actual state) the value now, and the change counts
  /// as asserted.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    if let asserting = SharedTrackingMode.current?.asserting,
      lhs.reference.root === rhs.reference.root
    {
      asserting.markAsserted(lhs.reference.root)
      return (lhs.reference.snapshot(in: asserting) ?? lhs.reference.currentValue)
        == rhs.reference.currentValue
    }
    return lhs.wrappedValue == rhs.wrappedValue
  }
}

extension Shared: Hashable where Value: Hashable {
  /// Hashes the value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}

extension Shared: Identifiable where Value: Identifiable {
  /// The value's identity.
  public var id: Value.ID { wrappedValue.id }
}

extension Shared: CustomStringConvertible {
  /// The value's description.
  public var description: String { "Shared(\(String(describing: wrappedValue)))" }
}

/// A read of the value registers with the observation tracking around it, through the storage's
/// registrar, so a write through any copy notifies it.
extension Shared: Observable {}

extension Shared: CustomReflectable {
  /// The value's mirror, so that debuggers and `dump` show the value, not the reference.
  public var customMirror: Mirror { Mirror(reflecting: wrappedValue) }
}

extension Shared: CustomDumpRepresentable {
  /// Dumps as the value itself.
  public var customDumpValue: Any { wrappedValue }
}

extension Shared: _CustomDiffObject {
  /// Expected and actual sides of one shared value in a test store's diff: before and after.
  public var _customDiffValues: (Any, Any) {
    let current = reference.currentValue
    return (assertedSnapshot ?? current, current)
  }

  /// The storage's identity, the same in the expected and the actual state.
  public var _objectIdentifier: ObjectIdentifier { ObjectIdentifier(reference) }
}
