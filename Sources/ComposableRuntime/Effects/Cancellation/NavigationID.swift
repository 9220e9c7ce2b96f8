import Synchronization

/// The identity of one child feature (an `ifLet` child, a `forEach` element, an `ifCaseLet`
/// case) within its parent, used to namespace the child's cancellation IDs.
@usableFromInline
struct NavigationID: Hashable, Sendable {
  let kind: ObjectIdentifier
  let keyPath: ErasedHashable
  let identifier: ErasedHashable?

  init(kind: Any.Type, keyPath: AnyKeyPath, identifier: ErasedHashable?) {
    self.init(kind: kind, place: ErasedHashable(keyPath), identifier: identifier)
  }

  /// An identity whose place among its siblings is `place`: a key path erased as `AnyKeyPath`,
  /// or what stands for one where the path is not `Hashable` (a hand-built case path).
  init(kind: Any.Type, place: ErasedHashable, identifier: ErasedHashable?) {
    self.kind = ObjectIdentifier(kind)
    self.keyPath = place
    self.identifier = identifier
  }

  /// Hashes the identifier alone: the kind and the key path are told apart by `==`, and their
  /// hashes are addresses, which would make the registry's probes, and the instructions the
  /// gate counts, change with the binary's layout.
  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(identifier)
  }

  /// Whether this child and `other` are of one kind and stored at one key path.
  func isSibling(of other: NavigationID) -> Bool {
    kind == other.kind && keyPath == other.keyPath
  }

  /// The identity of child `state` stored at `keyPath`, including its `id` when it is
  /// `Identifiable`, so that replacing a child with a different one counts as a new child.
  init<State>(state: State, keyPath: AnyKeyPath) {
    self.init(state: state, place: ErasedHashable(keyPath))
  }

  /// The identity of child `state` at `place` (see ``init(kind:place:identifier:)``).
  init<State>(state: State, place: ErasedHashable) {
    self.init(kind: State.self, place: place, identifier: Self.identity(of: state))
  }

  /// The state's `id` when it is `Identifiable`; for an enum that is not, its case and the
  /// `id` of the case's payload, so that another case or another payload is another child.
  private static func identity<State>(of state: State) -> ErasedHashable? {
    switch IdentityKind.of(State.self, example: state) {
    case .identifiable: identifiableID(of: state)
    case .enumCase: enumCaseIdentity(of: state)
    case .none: nil
    }
  }

  private static func enumCaseIdentity(of state: Any) -> ErasedHashable {
    guard let payload = Mirror(reflecting: state).children.first else {
      return ErasedHashable("\(state)")
    }
    return ErasedHashable(
      EnumCaseIdentity(name: payload.label, payload: identifiableID(of: payload.value)))
  }

  private static func identifiableID(of value: Any) -> ErasedHashable? {
    guard let identifiable = value as? any Identifiable else { return nil }
    return hashableID(of: identifiable)
  }

  private static func hashableID(of value: some Identifiable) -> ErasedHashable {
    ErasedHashable(value.id)
  }
}

/// Which part of a child state's value makes its identity, a property of its type, found once
/// per type: asking each value (a dynamic cast, then a `Mirror`) cost about 20,000 instructions
/// per presented level on every send.
private enum IdentityKind {
  case identifiable, enumCase, none

  private static let known = Mutex<[ObjectIdentifier: IdentityKind]>([:])

  static func of<State>(_ type: State.Type, example: State) -> IdentityKind {
    let key = ObjectIdentifier(type)
    if let kind = known.withLock({ $0[key] }) { return kind }
    let kind: IdentityKind =
      if type is any Identifiable.Type {
        .identifiable
      } else if Mirror(reflecting: example).displayStyle == .enum { .enumCase } else { .none }
    known.withLock { $0[key] = kind }
    return kind
  }
}

/// The identity of an enum value that is not `Identifiable`: its case, and its payload's `id`.
private struct EnumCaseIdentity: Hashable {
  let name: String?
  let payload: ErasedHashable?
}

/// The chain of child features from a root store down to the feature that created an effect,
/// outermost first.
///
/// A shared chain of links rather than an array, so that seeing a path from one level up
/// (`prepending`), which every level an effect passes through does, adds one link instead of
/// copying the path: 1.8% fewer instructions for a push/pop starting 100 effects. Walking links
/// costs more than reading an array, so very deep chains pay for it (`docs/performance.md`).
@usableFromInline
struct NavigationPath: Hashable, Sendable, Sequence {
  @usableFromInline
  final class Link: Sendable {
    let id: NavigationID
    let rest: Link?

    init(id: NavigationID, rest: Link?) {
      self.id = id
      self.rest = rest
    }
  }

  private let head: Link?
  /// The number of features in the path.
  let count: Int

  private init(head: Link?, count: Int) {
    self.head = head
    self.count = count
  }

  init(ids: some BidirectionalCollection<NavigationID>) {
    var head: Link?
    for id in ids.reversed() { head = Link(id: id, rest: head) }
    self.init(head: head, count: ids.count)
  }

  static var root: Self { Self(head: nil, count: 0) }

  var isEmpty: Bool { count == 0 }

  /// The features, outermost first, as an array.
  var ids: [NavigationID] { Array(self) }

  /// This path seen from one level up: `parent` followed by this path.
  func prepending(_ parent: NavigationID) -> Self {
    Self(head: Link(id: parent, rest: head), count: count + 1)
  }

  /// This path followed by `tail`.
  func appending(_ tail: Self) -> Self {
    if tail.isEmpty { return self }
    if isEmpty { return tail }
    return Self(ids: ids + tail.ids)
  }

  /// Walks the features, outermost first.
  @usableFromInline
  struct Iterator: IteratorProtocol {
    var link: Link?

    @usableFromInline
    mutating func next() -> NavigationID? {
      guard let current = link else { return nil }
      link = current.rest
      return current.id
    }
  }

  @usableFromInline
  func makeIterator() -> Iterator { Iterator(link: head) }

  @usableFromInline
  var underestimatedCount: Int { count }

  @usableFromInline
  static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.count == rhs.count else { return false }
    var left = lhs.head
    var right = rhs.head
    while let l = left, let r = right, l !== r {
      guard l.id == r.id else { return false }
      left = l.rest
      right = r.rest
    }
    return true
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for id in self { hasher.combine(id) }
  }
}
