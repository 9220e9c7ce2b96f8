import IdentifiedCollections
import Observation
import OrderedCollections

/// The identity and observation registrar an `@ObservableState` struct stores; copies of the
/// struct share its registrar, so an observer of one copy's field sees edits made through any.
///
/// It is invisible to the struct's value semantics: every registrar equals every other, hashes
/// to nothing and encodes to nothing, so `==`, hashing and `Codable` ignore identity.
public struct ObservationStateRegistrar: Sendable {
  /// The identity of the struct holding this registrar.
  public private(set) var id = ObservableStateID()
  @usableFromInline let registrar = ObservationRegistrar()

  /// A registrar with a fresh identity.
  public init() {}

  /// Gives the holding struct a fresh identity.
  public mutating func _$willModify() {
    id._$willModify()
  }

  /// Registers a read of `keyPath` with the active `withObservationTracking`, if any.
  @inlinable
  public func access<Subject: Observable, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
    registrar.access(subject, keyPath: keyPath)
  }

  /// Assigns `newValue`, notifying the observers of `keyPath` unless it keeps the old value's
  /// identity or `shouldNotify` says the change is not one (an equal `Equatable` value).
  @inlinable
  public func mutate<Subject: Observable, Member, Value>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ value: inout Value, _ newValue: Value,
    _ isIdentityEqual: (Value, Value) -> Bool, _ shouldNotify: (Value, Value) -> Bool = { _, _ in true }
  ) {
    if isIdentityEqual(value, newValue) || !shouldNotify(value, newValue) {
      value = newValue
    } else {
      registrar.withMutation(of: subject, keyPath: keyPath) { value = newValue }
    }
  }

  /// Whether assigning `newValue` over `value` must notify: not when it keeps the old value's
  /// identity, nor when `shouldNotify` says the change is not one (an equal `Equatable` value).
  @inlinable
  public func mustNotify<Value>(
    _ value: Value, _ newValue: Value, _ isIdentityEqual: (Value, Value) -> Bool,
    _ shouldNotify: (Value, Value) -> Bool
  ) -> Bool {
    !isIdentityEqual(value, newValue) && shouldNotify(value, newValue)
  }

  /// Tells the observers of `keyPath` that it is about to change.
  ///
  /// A tracked property's accessors call this, change their storage, then call ``didSet(_:keyPath:)``,
  /// rather than hand `self` and `&storage` to one function: passing both at once would make Swift
  /// copy the whole state for every write (exclusive access to the storage overlaps the read).
  @inlinable
  public func willSet<Subject: Observable, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
    registrar.willSet(subject, keyPath: keyPath)
  }

  /// Tells the observers of `keyPath` that it has changed.
  @inlinable
  public func didSet<Subject: Observable, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
    registrar.didSet(subject, keyPath: keyPath)
  }

  /// Before an in-place mutation of a non-observable member: its value, for
  /// ``changedValue(from:_:_:)``.
  @inlinable
  public func willModify<Subject: Observable, Member>(keyPath: KeyPath<Subject, Member>, _ member: inout Member) -> Member {
    member
  }

  /// Before an in-place mutation of an observable member: gives it a fresh identity (an edit
  /// through the parent), and returns it for ``changedValue(from:_:_:)``.
  @inlinable
  public func willModify<Subject: Observable, Member: ObservableState>(
    keyPath: KeyPath<Subject, Member>, _ member: inout Member
  ) -> Member {
    member._$willModify()
    return member
  }

  /// After an in-place mutation: `nil` if the member kept its identity since ``willModify(keyPath:_:)``
  /// (values are not compared, so a non-observable member always changed); else the new value,
  /// with the old one put back so that observers are told while it is in place, as for `=`.
  @inlinable
  public func changedValue<Member>(
    from oldValue: Member, _ member: inout Member, _ isIdentityEqual: (Member, Member) -> Bool
  ) -> Member? {
    guard !isIdentityEqual(oldValue, member) else { return nil }
    let newValue = member
    member = oldValue
    return newValue
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
    keyPath: KeyPath<Subject, IdentifiedArray<ID, Element>>, _ member: inout IdentifiedArray<ID, Element>
  ) -> [ID] {
    member.ids.elements
  }

  /// After an in-place mutation of an identified array: `nil` if its ids are unchanged, else the
  /// array itself (observers are told with the new value already in place: the old one was not
  /// kept).
  @inlinable
  public func changedValue<ID: Hashable, Element: ObservableState>(
    from oldIDs: [ID], _ member: inout IdentifiedArray<ID, Element>,
    _ isIdentityEqual: (IdentifiedArray<ID, Element>, IdentifiedArray<ID, Element>) -> Bool
  ) -> IdentifiedArray<ID, Element>? {
    oldIDs == member.ids.elements ? nil : member
  }
}

extension ObservationStateRegistrar: Equatable, Hashable, Codable {
  public static func == (_: Self, _: Self) -> Bool { true }
  public func hash(into hasher: inout Hasher) {}
  public init(from decoder: any Decoder) throws { self.init() }
  public func encode(to encoder: any Encoder) throws {}
}
