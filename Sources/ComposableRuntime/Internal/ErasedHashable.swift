/// A type-erased hashable value whose comparison costs one type check and the value's own `==`.
///
/// The registry compares cancellation keys on every effect it starts; `AnyHashable`'s comparison
/// instantiates generic metadata on each call, which made a key lookup cost thousands of
/// instructions. Values of different types are never equal (no numeric bridging).
///
/// Unchecked sendability: values are only ever wrapped from `Sendable` values or immutable key
/// paths, and the box never changes after it is made.
@usableFromInline
struct ErasedHashable: Hashable, @unchecked Sendable {
  private let box: any ErasedHashableBox

  init<Value: Hashable>(_ value: Value) {
    box = ConcreteHashableBox(value)
  }

  /// The wrapped value, for printing.
  var base: Any { box.base }

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
  var base: Any { get }
  func isEqual(to other: any ErasedHashableBox) -> Bool
  func hash(into hasher: inout Hasher)
}

private final class ConcreteHashableBox<Value: Hashable>: ErasedHashableBox {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }

  var base: Any { value }

  func isEqual(to other: any ErasedHashableBox) -> Bool {
    // The same class object means the same `Value`, so the downcast cannot fail. Comparing the
    // two objects' classes reads their headers, where naming `Self` would look up metadata.
    guard ObjectIdentifier(type(of: other)) == ObjectIdentifier(type(of: self)) else { return false }
    return value == unsafeDowncast(other, to: Self.self).value
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(value)
  }
}
