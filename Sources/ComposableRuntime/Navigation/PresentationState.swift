/// The state of a feature that may be presented: an optional child state, with what the
/// presentation needs to track its identity. Declare it with `@Presents` in an
/// `@ObservableState` struct, or use the wrapper directly elsewhere.
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Presents var detail: Detail.State?
/// }
/// // in the body:
/// .ifLet(\.$detail, action: \.detail) { Detail() }
/// ```
///
/// Equality, hashing and dumps are those of the wrapped optional.
@dynamicMemberLookup
@propertyWrapper
public struct PresentationState<State> {
  private var storage: Storage
  /// The identity of the child whose dismissal channel is open, set by the presentation
  /// `ifLet`; kept when the wrapped value is set to nil so that the `ifLet` can cancel it.
  var presentedID: NavigationID?

  /// A presentation of `wrappedValue` (nothing, if nil).
  public init(wrappedValue: State?) {
    self.storage = Storage(wrappedValue)
  }

  /// The presentation `projectedValue`, as `$child` gives it.
  public init(projectedValue: Self) {
    self = projectedValue
  }

  /// The presented child state; nil when nothing is presented.
  public var wrappedValue: State? {
    get { storage.value }
    set {
      if isKnownUniquelyReferenced(&storage) {
        storage.value = newValue
      } else {
        storage = Storage(newValue)
      }
    }
    _modify {
      if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.value) }
      yield &storage.value
    }
  }

  /// The presentation itself, for `ifLet(\.$child, action: \.child)`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
    _modify { yield &self }
  }

  /// The presented value's case at `keyPath`, as a presentation of its own: what a view hands
  /// a presenting modifier for one destination of an enum.
  public subscript<Case>(dynamicMember keyPath: CaseKeyPath<State, Case>) -> PresentationState<
    Case
  > where State: CasePathable {
    PresentationState<Case>(wrappedValue: wrappedValue.flatMap { $0[case: keyPath] })
  }

  /// A member of the presented value, as a presentation of its own.
  public subscript<Member>(dynamicMember keyPath: KeyPath<State, Member>) -> PresentationState<
    Member
  > {
    PresentationState<Member>(wrappedValue: wrappedValue?[keyPath: keyPath])
  }

  /// A box, so that a feature can present a feature of its own type.
  private final class Storage: @unchecked Sendable {
    // Unchecked: copied on write, never mutated while shared.
    var value: State?

    init(_ value: State?) {
      self.value = value
    }
  }
}

extension PresentationState where State: CasePathable {
  /// The presented enum state as the case `path`: nil when nothing is presented or another
  /// case is. Assigning nil through the presented case dismisses it.
  ///
  /// ```swift
  /// state.$destination[case: \.edit]?.title = "Draft"
  /// ```
  public subscript<Case>(case path: CaseKeyPath<State, Case>) -> Case? {
    get { wrappedValue.flatMap { $0[case: path] } }
    set { CaseSubscript.write(newValue, through: path, into: &wrappedValue) }
  }
}

extension PresentationState: Equatable where State: Equatable {
  /// Two copies of one presentation are equal without comparing the child (as in TCA);
  /// otherwise the children are compared.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage === rhs.storage || lhs.wrappedValue == rhs.wrappedValue
  }
}

extension PresentationState: Hashable where State: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}

extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: Decodable where State: Decodable {
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try State?(from: decoder))
  }
}

extension PresentationState: Encodable where State: Encodable {
  public func encode(to encoder: any Encoder) throws {
    try wrappedValue.encode(to: encoder)
  }
}

extension PresentationState: CustomDumpReflectable {
  public var customDumpMirror: Mirror {
    Mirror(reflecting: wrappedValue as Any)
  }
}

extension PresentationState: CustomReflectable {
  /// The presented value's mirror, so that debuggers and `dump` show the value, not the box.
  public var customMirror: Mirror {
    Mirror(reflecting: wrappedValue as Any)
  }
}
