/// How a binding action writes its value into a root, with the value's type known.
public protocol _BindingWrite<Root>: Sendable {
  /// The state the value is written into.
  associatedtype Root
  /// The value, for equality and dumps.
  var anyValue: any Sendable { get }
  /// Writes the value into `root`.
  func write(into root: inout Root)
  /// Whether `other` is a value equal to this write's.
  func hasValue(equalTo other: any Sendable) -> Bool
}

/// A value written at a key path: the binding action's write for every field.
@usableFromInline
struct _FieldWrite<Root, Value: Equatable & Sendable>: _BindingWrite {
  @usableFromInline let keyPath: _SendableWritableKeyPath<Root, Value>
  @usableFromInline let value: Value

  @usableFromInline
  init(keyPath: _SendableWritableKeyPath<Root, Value>, value: Value) {
    self.keyPath = keyPath
    self.value = value
  }

  @usableFromInline
  var anyValue: any Sendable { value }

  /// Through the key path. An `@ObservableState` field's setter, found among the state's
  /// tracked properties, cost more to find (2,000 instructions, most of them generic metadata
  /// lookups) than the key path's write-back buffer costs.
  @inlinable
  func write(into root: inout Root) {
    root[keyPath: keyPath] = value
  }

  @usableFromInline
  func hasValue(equalTo other: any Sendable) -> Bool {
    (other as? Value) == value
  }
}
