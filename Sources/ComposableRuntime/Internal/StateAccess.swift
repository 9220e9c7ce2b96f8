/// A writable key path into a reducer's state, with the byte offset of the property when it is
/// stored inline, so that reading and changing it skips the key path's generic projection.
///
/// A key path projection goes through the runtime's generic `KeyPath` machinery on every use
/// (several hundred instructions for a stored property of a generic type). `MemoryLayout`'s
/// `offset(of:)` gives the offset of an inline stored property; a computed property (such as an
/// `@ObservableState` field, whose setter notifies observers) has none and goes through the key
/// path.
@usableFromInline
struct StateAccess<Root, Value>: @unchecked Sendable {
  // Unchecked: key paths are immutable.
  @usableFromInline let keyPath: WritableKeyPath<Root, Value>
  @usableFromInline let offset: Int?

  @usableFromInline
  init(_ keyPath: WritableKeyPath<Root, Value>) {
    self.keyPath = keyPath
    self.offset = MemoryLayout<Root>.offset(of: keyPath)
  }

  /// `body` applied to the value at the key path in `root`, without copying it out.
  @inlinable
  func read<Result>(_ root: inout Root, _ body: (Value) -> Result) -> Result {
    guard let offset else { return body(root[keyPath: keyPath]) }
    return withUnsafeMutableBytes(of: &root) { bytes in
      body(bytes.baseAddress.unsafelyUnwrapped.advanced(by: offset).assumingMemoryBound(to: Value.self).pointee)
    }
  }

  /// Runs `body` on the value at the key path in `root`, in place.
  @inlinable
  func modify<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result {
    guard let offset else { return body(&root[keyPath: keyPath]) }
    return withUnsafeMutableBytes(of: &root) { bytes in
      body(&bytes.baseAddress.unsafelyUnwrapped.advanced(by: offset).assumingMemoryBound(to: Value.self).pointee)
    }
  }
}
