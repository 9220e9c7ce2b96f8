/// A case key path resolved once, for extracting and embedding without `CasePathable` on the
/// root and without walking the key path on every action.
@usableFromInline
struct CaseAccess<Root, Value>: Sendable {
  @usableFromInline let resolved: Case<Value>

  @inlinable
  init(_ keyPath: CaseKeyPath<Root, Value>) {
    self.resolved = Case<Root>()[keyPath: keyPath]
  }

  @inlinable
  func extract(from root: Root) -> Value? {
    resolved._extract(from: root)
  }

  @inlinable
  func embed(_ value: Value) -> Root {
    resolved._embed(value) as! Root
  }
}
