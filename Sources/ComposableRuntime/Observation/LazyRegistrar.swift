import Observation
import Synchronization

/// The `ObservationRegistrar` of an `@ObservableState` struct, made at the struct's first read
/// of a tracked field, and shared by every copy of the struct.
///
/// An observer can only be installed through a registrar's `access`, which a tracked field's
/// getter calls; until then no one can be told of an edit, so an edit skips the registrar and
/// its two locked sections (about 400 instructions). A state that is never read (a reducer's
/// edits of a state no view or test reads) pays no observation at all.
///
/// The registrar is held as the one class reference it is made of, so that copying a state
/// copies one reference. That layout is checked at run time (its size, and its one stored
/// property through `Mirror`); where the check fails, the registrar is kept in a box instead,
/// correct and slower.
@usableFromInline
final class LazyRegistrar: Sendable {
  /// The registrar's reference (or its box's), retained, as bits; 0 until the first read.
  @usableFromInline let bits = Atomic<UInt>(0)
  /// Whether `bits` is a `RegistrarBox` rather than the registrar's own reference.
  @usableFromInline let isBoxed: Bool

  /// A registrar to be made at the first read (always boxed without the fast paths).
  init() {
    isBoxed = !FastPaths.areEnabled || !Self.registrarIsOneReference
  }

  /// A registrar kept in a box if `boxed` (where it is not one reference; tests make both).
  init(boxed: Bool) {
    isBoxed = boxed
  }

  deinit {
    let made = bits.load(ordering: .acquiring)
    if made != 0 { Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(bitPattern: made)!).release() }
  }

  /// Whether the registrar has been made (a field was read).
  @inlinable
  var isMade: Bool { bits.load(ordering: .acquiring) != 0 }

  /// Calls `body` with the registrar, made now if this is the first read.
  @inlinable
  func withRegistrarMade<Result>(_ body: (ObservationRegistrar) -> Result) -> Result {
    let made = bits.load(ordering: .acquiring)
    return withRegistrar(bits: made != 0 ? made : make(), body)
  }

  /// Calls `body` with the registrar if it has been made, else calls `unobserved`: without a read
  /// there is no observer to tell.
  @inlinable @inline(__always)
  func ifMade(_ body: (ObservationRegistrar) -> Void, else unobserved: () -> Void = {}) {
    let made = bits.load(ordering: .acquiring)
    guard made != 0 else { return unobserved() }
    withRegistrar(bits: made, body)
  }

  /// Calls `body` with the registrar whose reference (or box) is `made`, read in place.
  @inlinable @inline(__always)
  func withRegistrar<Result>(bits made: UInt, _ body: (ObservationRegistrar) -> Result) -> Result {
    guard !isBoxed else {
      let box = Unmanaged<RegistrarBox>.fromOpaque(UnsafeRawPointer(bitPattern: made)!)
      return box._withUnsafeGuaranteedRef { body($0.registrar) }
    }
    return withUnsafePointer(to: made) { reference in
      reference.withMemoryRebound(to: ObservationRegistrar.self, capacity: 1) { body($0.pointee) }
    }
  }

  /// Makes the registrar, or takes the one a concurrent first read made.
  @usableFromInline
  func make() -> UInt {
    let fresh = ObservationRegistrar()
    let object: AnyObject = isBoxed ? RegistrarBox(fresh) : unsafeBitCast(fresh, to: AnyObject.self)
    let made = UInt(bitPattern: Unmanaged.passRetained(object).toOpaque())
    let (exchanged, original) = bits.compareExchange(
      expected: 0, desired: made, ordering: .acquiringAndReleasing)
    guard exchanged else {
      Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(bitPattern: made)!).release()
      return original
    }
    return made
  }

  /// Whether an `ObservationRegistrar` is one strong class reference and nothing else, so that
  /// its bits are that reference's.
  static let registrarIsOneReference: Bool = {
    typealias Layout = MemoryLayout<ObservationRegistrar>
    guard Layout.size == MemoryLayout<AnyObject>.size,
      Layout.alignment == MemoryLayout<AnyObject>.alignment
    else { return false }
    let properties = Mirror(reflecting: ObservationRegistrar()).children
    guard properties.count == 1, let only = properties.first else { return false }
    return type(of: only.value) is AnyObject.Type
  }()
}

/// A registrar kept in a box, where it is not one reference.
@usableFromInline
final class RegistrarBox: Sendable {
  @usableFromInline let registrar: ObservationRegistrar

  init(_ registrar: ObservationRegistrar) {
    self.registrar = registrar
  }
}
