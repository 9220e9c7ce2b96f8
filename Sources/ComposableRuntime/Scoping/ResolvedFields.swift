import Synchronization

/// A writer of each field key path used so far, by key path object, up to ``capacity`` of them.
///
/// A binding action carries the key path its UI binding made. Writing through that key path
/// costs a write-back buffer (an allocation, the getter, then the setter) for an
/// `@ObservableState` field; the field's ``StateAccess`` writes through its `_modify` accessor
/// instead, but costs about as much to resolve (its modifier is found by comparing key paths), so
/// a field is resolved once per key path and its writer kept here.
///
/// Key path literals are made once per site, so the object's identity finds them with a pointer
/// hash, where an equal key path's hash would walk its components. An entry keeps its key path
/// alive, so no other key path can take its address while the entry stands. Key paths made anew
/// for every action (appended ones) are as many as the actions: when the cache is full it starts
/// over.
@usableFromInline
enum ResolvedFields {
  private static let writers = Mutex<[ObjectIdentifier: Entry]>([:])

  /// The most writers kept.
  static var capacity: Int { 1024 }

  /// The number of writers kept now.
  static var count: Int {
    writers.withLock { $0.count }
  }

  /// The writer of the field at `keyPath`, from the cache when this key path object was
  /// resolved before. Inlined, so that a new writer's closure is specialized for the field.
  @inlinable
  static func writer<Root, Value>(
    at keyPath: WritableKeyPath<Root, Value>
  ) -> FieldWriter<Root, Value> {
    if let cached = cached(at: keyPath) as? FieldWriter<Root, Value> { return cached }
    let access = StateAccess(keyPath)
    let writer = FieldWriter<Root, Value> { root, value in access.modify(&root) { $0 = value } }
    keep(writer, at: keyPath)
    return writer
  }

  /// The writer kept for this very key path object, if any.
  @usableFromInline
  static func cached(at keyPath: AnyKeyPath) -> AnyObject? {
    writers.withLock { $0[ObjectIdentifier(keyPath)]?.writer }
  }

  /// Keeps `writer` for `keyPath`, starting over when the cache is full.
  @usableFromInline
  static func keep(_ writer: AnyObject, at keyPath: AnyKeyPath) {
    writers.withLock { writers in
      if writers.count >= capacity { writers.removeAll(keepingCapacity: true) }
      writers[ObjectIdentifier(keyPath)] = Entry(keyPath: keyPath, writer: writer)
    }
  }

  /// A kept writer, with the key path whose identity keys it.
  private struct Entry: @unchecked Sendable {
    // Unchecked: key paths are immutable, and so are writers.
    let keyPath: AnyKeyPath
    let writer: AnyObject
  }
}

/// Writes a value into one field of a root, resolved once for its key path.
@usableFromInline
final class FieldWriter<Root, Value>: Sendable {
  @usableFromInline let write: @Sendable (inout Root, Value) -> Void

  @usableFromInline
  init(_ write: @escaping @Sendable (inout Root, Value) -> Void) {
    self.write = write
  }
}
