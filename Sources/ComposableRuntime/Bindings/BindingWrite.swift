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
  @usableFromInline let writer: FieldWriter<Root, Value>
  @usableFromInline let value: Value

  /// Finds the field's writer now, where the types are known, so that `write(into:)`, called
  /// through the existential, runs code specialized for them.
  @inlinable
  init(keyPath: _SendableWritableKeyPath<Root, Value>, value: Value) {
    self.writer = ResolvedFields.writer(at: keyPath)
    self.value = value
  }

  @usableFromInline
  var anyValue: any Sendable { value }

  /// As `=` would: by offset for a stored property, through the setter of an `@ObservableState`
  /// field (without the key path's write-back buffer), else through the key path.
  @inlinable
  func write(into root: inout Root) {
    writer.write(&root, value)
  }

  @usableFromInline
  func hasValue(equalTo other: any Sendable) -> Bool {
    (other as? Value) == value
  }
}
