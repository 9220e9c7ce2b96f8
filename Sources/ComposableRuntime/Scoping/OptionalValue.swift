/// Tells a nil optional from any other value, for state types not known to be optional.
enum OptionalValue {
  /// Whether `value` is an optional that holds nothing.
  static func isNil<T>(_ value: T) -> Bool {
    (value as? any NilTestable)?.isNil ?? false
  }
}

private protocol NilTestable {
  var isNil: Bool { get }
}

extension Optional: NilTestable {
  fileprivate var isNil: Bool { self == nil }
}
