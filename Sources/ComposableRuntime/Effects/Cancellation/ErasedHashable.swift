/// A type-erased hashable value whose comparison costs one type check and the value's own `==`.
///
/// The registry compares cancellation keys on every effect it starts; `AnyHashable`'s comparison
/// instantiates generic metadata on each call, which made a key lookup cost thousands of
/// instructions. Values of different types are never equal (no numeric bridging).
///
/// Unchecked sendability, as `AnyHashable` has: the runtime wraps cancellation IDs (which are
/// `Sendable`), key paths and the ids of state values, and the box never changes once made.
@usableFromInline
struct ErasedHashable: Hashable, @unchecked Sendable {
  private let box: any ErasedHashableBox

  init<Value: Hashable>(_ value: Value) {
    box = ConcreteHashableBox(value)
  }

  /// The wrapped value, if it is a `Value`.
  func value<Value: Hashable>(as type: Value.Type) -> Value? {
    (box as? ConcreteHashableBox<Value>)?.value
  }

  @usableFromInline
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.box === rhs.box || lhs.box.isEqual(to: rhs.box)
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    box.hash(into: &hasher)
  }
}

/// What an ``ErasedHashable`` holds: a box that knows the wrapped type.
@usableFromInline
protocol ErasedHashableBox: AnyObject {
  func isEqual(to other: any ErasedHashableBox) -> Bool
  func hash(into hasher: inout Hasher)
}

final class ConcreteHashableBox<Value: Hashable>: ErasedHashableBox {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }

  func isEqual(to other: any ErasedHashableBox) -> Bool {
    // The same class object means the same `Value`, so the downcast cannot fail. Comparing the
    // two objects' classes reads their headers, where naming `Self` would look up metadata.
    guard ObjectIdentifier(type(of: other)) == ObjectIdentifier(type(of: self)) else {
      return false
    }
    return value == unsafeDowncast(other, to: Self.self).value
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(value)
  }
}
