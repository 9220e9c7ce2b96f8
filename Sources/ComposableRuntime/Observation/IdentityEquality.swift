import IdentifiedCollections
import OrderedCollections

/// Whether two values of a tracked property have the same identity, so that replacing one with
/// the other is not a structural change: observable states compare their `_$id`s, collections of
/// them their elements' ids in order, and any other value is never identity-equal.
@inlinable
public func _$isIdentityEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
  // The metatype answers for most types (a `String`, an array of values), remembered per type,
  // and for an observable state it spares casting both values.
  guard !_isPOD(T.self), ObservableStateTypes.contains(T.self),
    let type = T.self as? any ObservableState.Type
  else { return false }
  func identitiesAreEqual<State: ObservableState>(_: State.Type) -> Bool {
    unsafeBitCast(lhs, to: State.self)._$id == unsafeBitCast(rhs, to: State.self)._$id
  }
  return identitiesAreEqual(type)
}

/// Observable states are identity-equal when their `_$id`s are.
@inlinable
public func _$isIdentityEqual<T: ObservableState>(_ lhs: T, _ rhs: T) -> Bool {
  lhs._$id == rhs._$id
}

/// Optional observable states are identity-equal when both are nil or their `_$id`s are equal.
@inlinable
public func _$isIdentityEqual<T: ObservableState>(_ lhs: T?, _ rhs: T?) -> Bool {
  lhs?._$id == rhs?._$id
}

/// Collections of observable states are identity-equal when their elements' `_$id`s are, in order.
@inlinable
public func _$isIdentityEqual<C: Collection>(_ lhs: C, _ rhs: C) -> Bool
where C.Element: ObservableState {
  lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0._$id == $1._$id }
}

/// Identified arrays of observable states are identity-equal when their ids are, in order.
@inlinable
public func _$isIdentityEqual<ID: Hashable, T: ObservableState>(
  _ lhs: IdentifiedArray<ID, T>, _ rhs: IdentifiedArray<ID, T>
) -> Bool {
  lhs.ids == rhs.ids
}

/// Whether assigning `newValue` over `oldValue` must notify observers: not when an `Equatable`
/// value stays equal.
@inlinable
public func _$shouldNotify<T>(_ oldValue: T, _ newValue: T) -> Bool {
  true
}

/// Equatable values notify only when they change.
@inlinable
public func _$shouldNotify<T: Equatable>(_ oldValue: T, _ newValue: T) -> Bool {
  oldValue != newValue
}
