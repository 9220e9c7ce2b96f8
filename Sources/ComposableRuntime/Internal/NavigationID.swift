/// The identity of one child feature (an `ifLet` child, a `forEach` element, an `ifCaseLet`
/// case) within its parent, used to namespace the child's cancellation IDs.
@usableFromInline
struct NavigationID: Hashable, Sendable {
  let kind: ObjectIdentifier
  let keyPath: ErasedHashable
  let identifier: ErasedHashable?

  init(kind: Any.Type, keyPath: AnyKeyPath, identifier: ErasedHashable?) {
    self.kind = ObjectIdentifier(kind)
    self.keyPath = ErasedHashable(keyPath)
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
    self.init(kind: State.self, keyPath: keyPath, identifier: Self.identity(of: state))
  }

  /// The state's `id` when it is `Identifiable`; for an enum that is not, its case and the
  /// `id` of the case's payload, so that another case or another payload is another child.
  private static func identity(of state: Any) -> ErasedHashable? {
    if let id = identifiableID(of: state) { return id }
    let mirror = Mirror(reflecting: state)
    guard mirror.displayStyle == .enum else { return nil }
    guard let payload = mirror.children.first else { return ErasedHashable("\(state)") }
    return ErasedHashable(EnumCaseIdentity(name: payload.label, payload: identifiableID(of: payload.value)))
  }

  private static func identifiableID(of value: Any) -> ErasedHashable? {
    guard let identifiable = value as? any Identifiable else { return nil }
    return hashableID(of: identifiable)
  }

  private static func hashableID(of value: some Identifiable) -> ErasedHashable {
    ErasedHashable(value.id)
  }
}

/// The identity of an enum value that is not `Identifiable`: its case, and its payload's `id`.
private struct EnumCaseIdentity: Hashable {
  let name: String?
  let payload: ErasedHashable?
}

/// The chain of child features from a root store down to the feature that created an effect.
@usableFromInline
struct NavigationPath: Hashable, Sendable {
  var ids: [NavigationID]

  static var root: Self { Self(ids: []) }

  /// This path seen from one level up: `parent` followed by this path.
  func prepending(_ parent: NavigationID) -> Self {
    var ids = self.ids
    ids.insert(parent, at: 0)
    return Self(ids: ids)
  }
}
