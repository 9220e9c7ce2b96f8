/// A writable key path into a reducer's state, with the byte offset of the property when it is
/// stored inline, so that reading and changing it skips the key path's generic projection.
///
/// A key path projection goes through the runtime's generic `KeyPath` machinery on every use
/// (several hundred instructions for a stored property of a generic type). `MemoryLayout`'s
/// `offset(of:)` gives the offset of an inline stored property. A computed property has none: an
/// `@ObservableState` field is changed through its `_modify` accessor (which notifies observers as
/// its setter would, without copying the value out and back), any other through the key path.
@usableFromInline
struct StateAccess<Root, Value>: @unchecked Sendable {
  // Unchecked: key paths are immutable.
  @usableFromInline let keyPath: WritableKeyPath<Root, Value>
  @usableFromInline let offset: Int?
  @usableFromInline let modifier: _StateModifier<Root, Value>?

  @usableFromInline
  init(_ keyPath: WritableKeyPath<Root, Value>) {
    self.keyPath = keyPath
    self.offset = MemoryLayout<Root>.offset(of: keyPath)
    self.modifier = offset == nil ? Self.trackedModifier(at: keyPath) : nil
  }

  private static func trackedModifier(at keyPath: AnyKeyPath) -> _StateModifier<Root, Value>? {
    (Root.self as? any ObservableState.Type)?._$modifier(at: keyPath)
      as? _StateModifier<Root, Value>
  }

  /// `body` applied to the value at the key path in `root`, without copying it out.
  @inlinable
  func read<Result>(_ root: inout Root, _ body: (Value) -> Result) -> Result {
    guard let offset else { return body(root[keyPath: keyPath]) }
    return withUnsafeMutableBytes(of: &root) { bytes in
      body(
        bytes.baseAddress.unsafelyUnwrapped.advanced(by: offset).assumingMemoryBound(to: Value.self)
          .pointee)
    }
  }

  /// Runs `body` on the value at the key path in `root`, in place.
  @inlinable
  func modify<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result {
    guard let offset else { return modifyComputed(&root, body) }
    return withUnsafeMutableBytes(of: &root) { bytes in
      body(
        &bytes.baseAddress.unsafelyUnwrapped.advanced(by: offset).assumingMemoryBound(
          to: Value.self
        ).pointee)
    }
  }

  @inlinable
  func modifyComputed<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result {
    guard let modifier else { return body(&root[keyPath: keyPath]) }
    var result: Result?
    modifier.modify(&root) { result = body(&$0) }
    // A macro-made modifier calls `body` once, from the property's `_modify`; one that did not
    // would leave nothing to return, and that must stop the process in every build.
    guard let result else {
      preconditionFailure("the modifier of \(keyPath) did not call its body")
    }
    return result
  }
}
