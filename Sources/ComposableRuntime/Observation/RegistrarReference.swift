import Observation

/// An `ObservationRegistrar` held as the one class reference it is made of, so that copying an
/// `@ObservableState` struct copies a reference.
///
/// The registrar's layout is resilient: held directly, every copy and destroy of a state went
/// through the registrar's type metadata and value witnesses, about 225 instructions per copy,
/// and a tracked field's in-place edit copies its state twice. Whether the registrar is one
/// strong reference is checked at run time (its size, and its one stored property through
/// `Mirror`); where it is not, the registrar is kept in a box instead, correct and slower.
@usableFromInline
struct RegistrarReference: @unchecked Sendable {
  /// The registrar's own reference, or a `RegistrarBox` holding the registrar.
  @usableFromInline let object: AnyObject
  /// Whether `object` is the registrar's own reference.
  @usableFromInline let isRegistrar: Bool

  /// A new registrar.
  init() {
    self.init(boxed: !Self.registrarIsOneReference)
  }

  /// A new registrar, in a box if `boxed` (where it is not one reference; tests make both).
  init(boxed: Bool) {
    let registrar = ObservationRegistrar()
    if !boxed {
      object = unsafeBitCast(registrar, to: AnyObject.self)
      isRegistrar = true
    } else {
      object = RegistrarBox(registrar)
      isRegistrar = false
    }
  }

  /// Calls `body` with the registrar, read in place.
  @inlinable @inline(__always)
  func withRegistrar<Result>(_ body: (ObservationRegistrar) -> Result) -> Result {
    guard isRegistrar else { return body(unsafeDowncast(object, to: RegistrarBox.self).registrar) }
    return withUnsafePointer(to: object) { reference in
      reference.withMemoryRebound(to: ObservationRegistrar.self, capacity: 1) { body($0.pointee) }
    }
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
