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
  /// The key path; nil for one case of an enum state, which `modifier` reaches.
  @usableFromInline let path: WritableKeyPath<Root, Value>?
  @usableFromInline let offset: Int?
  @usableFromInline let modifier: _StateModifier<Root, Value>?

  @usableFromInline
  init(_ keyPath: WritableKeyPath<Root, Value>) {
    self.path = keyPath
    self.offset = FastPaths.areEnabled ? MemoryLayout<Root>.offset(of: keyPath) : nil
    self.modifier = offset == nil ? Self.trackedModifier(at: keyPath) : nil
  }

  /// An access to one case of an enum state through `modifier`, which changes the case's value
  /// in place, or leaves a state in another case alone without calling its body.
  init(enumCase modifier: _StateModifier<Root, Value>) {
    self.path = nil
    self.offset = nil
    self.modifier = modifier
  }

  /// The key path of a property access.
  @inlinable
  var keyPath: WritableKeyPath<Root, Value> {
    guard let path else { preconditionFailure("an enum case's access has no key path") }
    return path
  }

  /// Whether this access reaches one case of an enum state.
  @inlinable
  var isEnumCase: Bool {
    if case .none = path { return true }
    return false
  }

  private static func trackedModifier(at keyPath: AnyKeyPath) -> _StateModifier<Root, Value>? {
    (Root.self as? any ObservableState.Type)?._$modifier(at: keyPath)
      as? _StateModifier<Root, Value>
  }

  /// `body` applied to the value at the key path in `root`, without copying it out.
  @inlinable
  func read<Result>(_ root: inout Root, _ body: (Value) -> Result) -> Result {
    guard let offset else { return readComputed(root, body) }
    return withUnsafeMutableBytes(of: &root) { bytes in
      body(
        bytes.baseAddress.unsafelyUnwrapped.advanced(by: offset).assumingMemoryBound(to: Value.self)
          .pointee)
    }
  }

  @inlinable
  func readComputed<Result>(_ root: Root, _ body: (Value) -> Result) -> Result {
    // Only a property's access is read: the path is there.
    body(root[keyPath: path.unsafelyUnwrapped])
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

  /// ``modify(_:_:)``, for an access that may reach an enum case: `otherCase` when the state
  /// is in another case (the modifier then reported it and did not call `body`).
  @inlinable
  func modify<Result>(
    _ root: inout Root, orInAnotherCase otherCase: @autoclosure () -> Result,
    _ body: (inout Value) -> Result
  ) -> Result {
    guard let offset else { return modifyComputed(&root, orInAnotherCase: otherCase, body) }
    return withUnsafeMutableBytes(of: &root) { bytes in
      body(
        &bytes.baseAddress.unsafelyUnwrapped.advanced(by: offset).assumingMemoryBound(
          to: Value.self
        ).pointee)
    }
  }

  @inlinable
  func modifyComputed<Result>(
    _ root: inout Root, orInAnotherCase otherCase: () -> Result, _ body: (inout Value) -> Result
  ) -> Result {
    guard let modifier, isEnumCase else { return modifyComputed(&root, body) }
    var result: Result?
    modifier.modify(&root) { result = body(&$0) }
    return result ?? otherCase()
  }

  @inlinable
  func modifyComputed<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result {
    // Without a modifier the access is a property's, so the path is there; unwrapped without a
    // binding, which would retain it for the access.
    guard let modifier else { return body(&root[keyPath: path.unsafelyUnwrapped]) }
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
