import IdentifiedCollections
import Observation
import OrderedCollections

/// The identity and observation registrar an `@ObservableState` struct stores; copies of the
/// struct share its registrar, so an observer of one copy's field sees edits made through any.
///
/// The registrar is made at the first read of a tracked field (see `LazyRegistrar`): edits made
/// before it exists tell no one, as no one can observe a field without reading it.
///
/// It is invisible to the struct's value semantics: every registrar equals every other, hashes
/// to nothing and encodes to nothing, so `==`, hashing and `Codable` ignore identity.
public struct ObservationStateRegistrar: Sendable {
  /// The identity of the struct holding this registrar.
  public private(set) var id = ObservableStateID()
  @usableFromInline let registrar = LazyRegistrar()

  /// A registrar with a fresh identity.
  public init() {}

  /// Gives the holding struct a fresh identity.
  public mutating func _$willModify() {
    id._$willModify()
  }

  /// Whether a field of the holding struct (or of a copy) has been read, so that an observer may
  /// be told of an edit; a tracked field's accessors write the storage alone until then.
  @inlinable
  public var mayHaveObservers: Bool {
    registrar.isMade
  }

  /// Registers a read of `keyPath` with the active `withObservationTracking`, if any.
  @inlinable
  public func access<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    registrar.withRegistrarMade { $0.access(subject, keyPath: keyPath) }
  }

  /// Assigns `newValue`, notifying the observers of `keyPath` unless it keeps the old value's
  /// identity or `shouldNotify` says the change is not one (an equal `Equatable` value).
  @inlinable
  public func mutate<Subject: Observable, Member, Value>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ value: inout Value, _ newValue: Value,
    _ isIdentityEqual: (Value, Value) -> Bool,
    _ shouldNotify: (Value, Value) -> Bool = { _, _ in true }
  ) {
    registrar.ifMade { registrar in
      if isIdentityEqual(value, newValue) || !shouldNotify(value, newValue) {
        value = newValue
      } else {
        registrar.withMutation(of: subject, keyPath: keyPath) { value = newValue }
      }
    } else: {
      value = newValue
    }
  }

  /// Before an in-place mutation of a non-observable member: its value, for ``didModify``.
  ///
  /// It takes no subject: it never used one, and passing `self` next to `&storage` can make
  /// Swift copy the whole state (the access to the storage overlaps the read).
  @inlinable
  public func willModify<Subject: Observable, Member>(
    keyPath: KeyPath<Subject, Member>, _ member: inout Member
  ) -> Member {
    member
  }

  /// Before an in-place mutation of an observable member: gives it a fresh identity (an edit
  /// through the parent), and returns it for ``didModify``.
  @inlinable
  public func willModify<Subject: Observable, Member: ObservableState>(
    keyPath: KeyPath<Subject, Member>, _ member: inout Member
  ) -> Member {
    member._$willModify()
    return member
  }

  /// After an in-place mutation: notifies the observers of `keyPath` if the member's identity
  /// changed since ``willModify`` (with the old value in place while they are told, as for `=`). Values are not compared, so a non-observable member always
  /// notifies.
  @inlinable
  public func didModify<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member,
    _ oldValue: Member,
    _ isIdentityEqual: (Member, Member) -> Bool
  ) {
    registrar.ifMade { registrar in
      guard !isIdentityEqual(oldValue, member) else { return }
      let newValue = member
      member = oldValue
      registrar.withMutation(of: subject, keyPath: keyPath) { member = newValue }
    }
  }
}

extension ObservationStateRegistrar {
  /// Before an in-place mutation of an identified array of observable states: only its ids in
  /// order, so that editing one element in place copies nothing (the ids are all its identity).
  ///
  /// The ids' array is kept, not the ordered set: an insertion or removal then copies that array
  /// alone, while the set's hash table, about as large, is updated in place.
  @inlinable
  public func willModify<Subject: Observable, ID: Hashable, Element: ObservableState>(
    keyPath: KeyPath<Subject, IdentifiedArray<ID, Element>>,
    _ member: inout IdentifiedArray<ID, Element>
  ) -> [ID] {
    member.ids.elements
  }

  /// After an in-place mutation of an identified array: notifies the observers of `keyPath` if
  /// its ids changed (an element added, removed or moved), with the new value already in place.
  @inlinable
  public func didModify<Subject: Observable, ID: Hashable, Element: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, IdentifiedArray<ID, Element>>,
    _ member: inout IdentifiedArray<ID, Element>, _ oldIDs: [ID],
    _ isIdentityEqual: (IdentifiedArray<ID, Element>, IdentifiedArray<ID, Element>) -> Bool
  ) {
    registrar.ifMade { registrar in
      guard oldIDs != member.ids.elements else { return }
      registrar.withMutation(of: subject, keyPath: keyPath) {}
    }
  }
}

extension ObservationStateRegistrar: Equatable, Hashable, Codable {
  public static func == (_: Self, _: Self) -> Bool { true }
  public func hash(into hasher: inout Hasher) {}
  public init(from decoder: any Decoder) throws { self.init() }
  public func encode(to encoder: any Encoder) throws {}
}
