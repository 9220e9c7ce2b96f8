import Foundation
import Observation
import Synchronization

/// The next `ObservableStateID` location.
private let nextLocation = Atomic<UInt64>(0)

/// A value whose changes observers can track field by field; conform with the
/// ``ObservableState()`` macro, never by hand.
///
/// ```swift
/// @ObservableState
/// struct State { var count = 0 }
/// ```
public protocol ObservableState: Observable {
  /// The value's identity: fresh when it is created, shared by its copies.
  var _$id: ObservableStateID { get }
  /// Gives the value a fresh identity before it is mutated through its parent.
  mutating func _$willModify()
  /// The key paths of the tracked properties (those the macro makes computed), so that the
  /// runtime can recognize `\.rows[id: id]` as an element of the `rows` collection.
  static var _$trackedKeyPaths: [PartialKeyPath<Self>] { get }
  /// The names of the tracked properties, in the order of ``_$trackedKeyPaths``, so that a
  /// binding action can name its field (a computed property's key path has no name on Linux).
  static var _$trackedNames: [String] { get }
  /// The ``_StateModifier`` of the tracked property at `keyPath`, if it is one.
  static func _$modifier(at keyPath: AnyKeyPath) -> (any Sendable)?
  /// The ``_StateSetter`` of the tracked property at `keyPath`, if it is one.
  static func _$setter(at keyPath: AnyKeyPath) -> (any Sendable)?
}

extension ObservableState {
  /// No tracked properties: an enum's, or a conformance written by hand.
  public static var _$trackedKeyPaths: [PartialKeyPath<Self>] { [] }

  /// No tracked properties: an enum's, or a conformance written by hand.
  public static var _$trackedNames: [String] { [] }

  /// The name of the tracked property at `keyPath`, if it is one.
  static func _$trackedName(of keyPath: AnyKeyPath) -> String? {
    _$trackedKeyPaths.firstIndex { $0 == keyPath }.flatMap {
      _$trackedNames.indices.contains($0) ? _$trackedNames[$0] : nil
    }
  }

  /// No tracked properties: an enum's, or a conformance written by hand.
  public static func _$modifier(at keyPath: AnyKeyPath) -> (any Sendable)? { nil }

  /// No tracked properties: an enum's, or a conformance written by hand.
  public static func _$setter(at keyPath: AnyKeyPath) -> (any Sendable)? { nil }
}

/// Edits one tracked property of an observable state in place, through the property's `_modify`
/// accessor, so that the runtime can change an element of an observed collection without the
/// copy that writing through its key path (get, then set) makes.
public struct _StateModifier<Root, Value>: Sendable {
  @usableFromInline let modify: @Sendable (inout Root, (inout Value) -> Void) -> Void

  /// The modifier of the property at `keyPath`, which `modify` edits.
  public init(
    _ keyPath: WritableKeyPath<Root, Value>,
    _ modify: @escaping @Sendable (inout Root, (inout Value) -> Void) -> Void
  ) {
    self.modify = modify
  }

  /// A modifier that reaches its value some other way than through a property (an enum case).
  init(modify: @escaping @Sendable (inout Root, (inout Value) -> Void) -> Void) {
    self.modify = modify
  }
}

/// Assigns one tracked property of an observable state through the property's setter, as `=`
/// does, so that a binding action writes its field without a key path's write-back buffer.
///
/// Apart from ``_StateModifier``: an existential holds one closure inline, two would be boxed,
/// and scoping looks a modifier up on every action.
public struct _StateSetter<Root, Value>: Sendable {
  @usableFromInline let set: @Sendable (inout Root, Value) -> Void

  /// The setter of the property at `keyPath`.
  public init(
    _ keyPath: WritableKeyPath<Root, Value>, _ set: @escaping @Sendable (inout Root, Value) -> Void
  ) {
    self.set = set
  }
}

/// The identity of an observable state value, compared by observers of its parent to tell a
/// structural change (another value) from an edit of the same value.
public struct ObservableStateID: Hashable, Sendable {
  private var location: UInt64
  private var tags: [Int] = []

  /// A fresh identity.
  public init() {
    location = Self.freshLocation()
  }

  /// A number no other identity in this process has had: identities are compared, never kept
  /// across processes (a state's identity encodes to nothing). A counter rather than a `UUID`,
  /// which reads the system's random source at every call (a file opened and closed on Linux).
  private static func freshLocation() -> UInt64 {
    nextLocation.wrappingAdd(1, ordering: .relaxed).oldValue
  }

  /// The identity of `value`: its own if it is observable, else a fresh one.
  public static func _$id<T>(for value: T) -> Self {
    (value as? any ObservableState)?._$id ?? Self()
  }

  /// The identity of the observable `value`.
  public static func _$id(for value: some ObservableState) -> Self {
    value._$id
  }

  /// This identity qualified by an enum case's `tag`, so that two cases never share one.
  public func _$tag(_ tag: Int) -> Self {
    var tagged = self
    tagged.tags.append(tag)
    return tagged
  }

  /// Replaces the identity with a fresh one, keeping its case tags.
  public mutating func _$willModify() {
    location = Self.freshLocation()
  }
}

/// Gives `value` a fresh identity if it is observable; does nothing otherwise.
public func _$willModify<T>(_ value: inout T) {}

/// Gives the observable `value` a fresh identity.
public func _$willModify<T: ObservableState>(_ value: inout T) {
  value._$willModify()
}
