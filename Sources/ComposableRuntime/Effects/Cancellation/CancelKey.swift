/// A cancellation ID as the registry stores it: the user's ID, its type, and the navigation path
/// of the feature that used it.
///
/// `id` is erased to an ``ErasedHashable`` so that the registry's lookups, one or two per effect
/// started, compare keys without instantiating metadata.
@usableFromInline
struct CancelKey: Hashable, Sendable {
  let id: ErasedHashable
  let discriminator: ObjectIdentifier
  var path: NavigationPath
  /// The child feature whose effects this key gathers, for the key of a child's effects: the
  /// registry keeps count of the children with effects in flight.
  private(set) var child: NavigationID?

  init(id: some Hashable & Sendable, path: NavigationPath, child: NavigationID? = nil) {
    self.child = child
    self.id = ErasedHashable(id)
    self.discriminator = ObjectIdentifier(type(of: id))
    self.path = path
  }

  /// Hashes the ID and the path, not the ID's type, whose hash is an address (see
  /// `NavigationID.hash(into:)`); `==` tells types apart.
  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(path)
  }

  /// The same ID as seen one navigation level up.
  func prepending(_ parent: NavigationID) -> Self {
    var key = self
    key.path = path.prepending(parent)
    return key
  }
}

extension [CancelKey] {
  /// These keys and `key` after them, in one allocation (`keys + [key]` makes two).
  func appending(_ key: CancelKey) -> Self {
    var keys = self
    keys.append(key)
    return keys
  }
}
