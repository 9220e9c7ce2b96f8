import Atomics
import Synchronization

/// A writer of each field key path used so far, by key path object, up to ``capacity`` of them.
///
/// A binding action carries the key path its UI binding made. Writing through that key path
/// costs a write-back buffer (an allocation, the getter, then the setter) for an
/// `@ObservableState` field; calling the field's setter instead costs about as much to find (the
/// macro's table compares key paths), so a field is resolved once per key path and its writer
/// kept here.
///
/// Key path literals are made once per site, so the object's identity finds them, where an equal
/// key path's hash would walk its components. A writer keeps its key path alive, so no other key
/// path can take its address while the writer stands. Key paths made anew for every action (with
/// arguments, or appended) are as many as the actions: when the cache is full it starts over.
///
/// A key path met a second time is a literal, or one its owner keeps: its writer is also put in
/// a table read without a lock (64 slots of one word, by address), and kept for the life of the
/// process, so that a reader holding its address never sees it freed. At most
/// ``promotionLimit`` writers are kept so.
@usableFromInline
enum ResolvedFields {
  private static let writers = Mutex<Writers>(Writers())
  private static let slots = AtomicSlotTable()

  /// The most writers kept in the dictionary.
  static var capacity: Int { 1024 }

  /// The most writers kept for the life of the process.
  static var promotionLimit: Int { 1024 }

  /// The number of writers kept now, and of those kept for good.
  static var count: (kept: Int, promoted: Int) {
    writers.withLock { ($0.byKeyPath.count, $0.promoted) }
  }

  /// The writer of the field at `keyPath`, from the cache when this key path object was
  /// resolved before. Inlined, so that a new writer's closure is specialized for the field.
  @inlinable
  static func writer<Root, Value>(
    at keyPath: WritableKeyPath<Root, Value>
  ) -> FieldWriter<Root, Value> {
    if let cached = cached(at: keyPath) as? FieldWriter<Root, Value> { return cached }
    let writer = FieldWriter<Root, Value>(keyPath, assigning(at: keyPath))
    keep(writer)
    return writer
  }

  /// How to assign at `keyPath` as `=` does: in place for an inline stored property, through
  /// the setter of an `@ObservableState` field, else through the key path.
  @inlinable
  static func assigning<Root, Value>(
    at keyPath: WritableKeyPath<Root, Value>
  ) -> @Sendable (inout Root, Value) -> Void {
    if FastPaths.areEnabled, let offset = MemoryLayout<Root>.offset(of: keyPath) {
      return { root, value in
        withUnsafeMutableBytes(of: &root) { bytes in
          bytes.baseAddress.unsafelyUnwrapped.advanced(by: offset)
            .assumingMemoryBound(to: Value.self).pointee = value
        }
      }
    }
    if let setter = tabledSetter(at: keyPath) as? _StateSetter<Root, Value> { return setter.set }
    nonisolated(unsafe) let keyPath = keyPath  // Key paths are immutable.
    return { root, value in root[keyPath: keyPath] = value }
  }

  /// The ``_StateSetter`` that an `@ObservableState` root's macro tabled for `keyPath`, if any.
  @usableFromInline
  static func tabledSetter<Root>(at keyPath: PartialKeyPath<Root>) -> (any Sendable)? {
    (Root.self as? any ObservableState.Type)?._$setter(at: keyPath)
  }

  /// The writer kept for this very key path object, if any: from its slot when promoted.
  @usableFromInline
  static func cached(at keyPath: AnyKeyPath) -> AnyFieldWriter? {
    let id = ObjectIdentifier(keyPath)
    let slot = slots.slot(for: UInt(bitPattern: id))
    if let address = UnsafeRawPointer(bitPattern: slot.load(ordering: .acquiring)) {
      let writer = Unmanaged<AnyFieldWriter>.fromOpaque(address).takeUnretainedValue()
      if writer.keyPathID == id { return writer }
    }
    return writers.withLock { $0.use(id, promotingInto: slot) }
  }

  /// Keeps `writer`, starting over when the dictionary is full.
  @usableFromInline
  static func keep(_ writer: AnyFieldWriter) {
    writers.withLock { writers in
      if writers.byKeyPath.count >= capacity { writers.byKeyPath.removeAll(keepingCapacity: true) }
      writers.byKeyPath[writer.keyPathID] = (writer, uses: 1)
    }
  }

  /// The writers behind the lock, with how often each key path object was met.
  private struct Writers: @unchecked Sendable {
    // Unchecked: writers are immutable.
    var byKeyPath: [ObjectIdentifier: (writer: AnyFieldWriter, uses: Int)] = [:]
    var promoted = 0

    /// The writer of `id`, counting the use; on its second use, put in `slot` for good.
    mutating func use(_ id: ObjectIdentifier, promotingInto slot: UnsafeAtomic<UInt>)
      -> AnyFieldWriter?
    {
      guard let (writer, uses) = byKeyPath[id] else { return nil }
      byKeyPath[id] = (writer, uses + 1)
      if uses == 1, promoted < ResolvedFields.promotionLimit {
        promoted += 1
        let address = Unmanaged.passRetained(writer).toOpaque()
        slot.store(UInt(bitPattern: Int(bitPattern: address)), ordering: .releasing)
      }
      return writer
    }
  }
}

/// A field writer whatever its types: what the cache compares and keeps.
@usableFromInline
class AnyFieldWriter: @unchecked Sendable {
  // Unchecked: key paths are immutable.
  /// The key path written through, kept alive so that its address names it alone.
  let keyPath: AnyKeyPath
  let keyPathID: ObjectIdentifier

  init(_ keyPath: AnyKeyPath) {
    self.keyPath = keyPath
    self.keyPathID = ObjectIdentifier(keyPath)
  }
}

/// Writes a value into one field of a root, resolved once for its key path.
@usableFromInline
final class FieldWriter<Root, Value>: AnyFieldWriter, @unchecked Sendable {
  @usableFromInline let write: @Sendable (inout Root, Value) -> Void

  @usableFromInline
  init(_ keyPath: AnyKeyPath, _ write: @escaping @Sendable (inout Root, Value) -> Void) {
    self.write = write
    super.init(keyPath)
  }
}
