/// A key path of `Root` that may cross concurrency domains, as a binding action carries it.
public typealias _SendablePartialKeyPath<Root> = any PartialKeyPath<Root> & Sendable

/// A writable key path of `Root` that may cross concurrency domains.
public typealias _SendableWritableKeyPath<Root, Value> = any WritableKeyPath<Root, Value> & Sendable

/// An action that writes one value into a field of `Root`: what a UI binding sends.
///
/// ```swift
/// store.send(.binding(.set(\.name, "Blob")))
/// ```
///
/// Two binding actions are equal when they write equal values at the same key path; in a
/// `switch`, `case .binding(\.name):` matches by key path alone.
public struct BindingAction<Root>: CasePathable, Equatable, Sendable {
  /// The field the action writes.
  public let keyPath: _SendablePartialKeyPath<Root>
  /// The value and how to write it: a key path and a value of up to two words fit the
  /// existential's inline storage, so that building the action allocates nothing (closures
  /// capturing them would allocate a context each).
  @usableFromInline let write: any _BindingWrite<Root>

  /// The value written, for equality and dumps.
  var value: any Sendable { write.anyValue }

  /// An action writing `value` at `keyPath`.
  @inlinable
  init<Value: Equatable & Sendable>(keyPath: _SendableWritableKeyPath<Root, Value>, value: Value) {
    self.keyPath = keyPath
    self.write = _FieldWrite(keyPath: keyPath, value: value)
  }

  /// Writes the value into a root.
  @inlinable
  func set(_ root: inout Root) {
    write.write(into: &root)
  }

  /// Writes `value` at `keyPath` of the root.
  @inlinable
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: _SendableWritableKeyPath<Root, Value>, _ value: Value
  ) -> Self {
    Self(keyPath: keyPath, value: value)
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.write.hasValue(equalTo: rhs.value)
  }

  /// Matches a binding action by the field it writes, whatever the value: `case .binding(\.name):`.
  public static func ~= <Value>(keyPath: _SendableWritableKeyPath<Root, Value>, action: Self)
    -> Bool
  {
    keyPath == action.keyPath
  }

  /// The case paths of a binding action: one per field, so that `\.binding.name` is a case key path.
  public static var allCasePaths: AllCasePaths {
    AllCasePaths()
  }

  /// A case path per writable field of `Root`: it embeds `.set(field, value)` and extracts the
  /// value only from an action writing that same field.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// The case path of the field at `keyPath`.
    public subscript<Value: Equatable & Sendable>(
      dynamicMember keyPath: WritableKeyPath<Root, Value>
    ) -> AnyCasePath<BindingAction, Value> where Root: ObservableState & SendableMetatype {
      let field = sendable(keyPath)
      return AnyCasePath(
        embed: { .set(field, $0) }, extract: { $0.keyPath == field ? $0.value as? Value : nil })
    }
  }
}

extension BindingAction: CustomDumpStringConvertible {
  /// `.set(\Root.field, value)`, so that a failing assertion names the field and the value.
  public var customDumpDescription: String {
    var description = ".set("
    if let field = (Root.self as? any ObservableState.Type)?._$trackedName(of: keyPath) {
      description += "\\\(Self.rootName).\(field)"
    } else {
      customDump(keyPath, to: &description, maxDepth: 0)
    }
    description += ", "
    customDump(value, to: &description, maxDepth: 0)
    return description + ")"
  }

  /// `Root`'s name without its module or private contexts, as key paths are written in source.
  private static var rootName: String {
    let parts = String(reflecting: Root.self).split(separator: ".").dropFirst()
    return parts.filter { !$0.hasPrefix("(unknown context") }.joined(separator: ".")
  }
}

/// `keyPath`, typed as the sendable key path a binding action holds. A key path is immutable, so
/// sharing it is safe; the type system only cannot tell for one that is not a literal. Both
/// types are one class reference (`Sendable` is a marker), which `unsafeBitCast` checks by size.
@usableFromInline
func sendable<Root, Value>(
  _ keyPath: WritableKeyPath<Root, Value>
) -> _SendableWritableKeyPath<Root, Value> {
  unsafeBitCast(keyPath, to: _SendableWritableKeyPath<Root, Value>.self)
}
