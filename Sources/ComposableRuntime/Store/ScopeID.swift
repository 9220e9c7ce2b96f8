/// Identifies a scoped child store by the paths it was scoped with, and, for a store of a
/// `StoreCollection`, its element's id.
///
/// Its hash is computed once, when it is made: hashing a key path walks its components and
/// hashes their arguments (the `id` of `\.rows[id: id]`), and a store's cache of children
/// rehashes every key as it grows or drops the children whose state is gone.
@usableFromInline
struct ScopeID: Hashable {
  let state: AnyKeyPath
  let action: AnyKeyPath
  let element: AnyHashable?
  private let hash: Int

  @usableFromInline
  init(state: AnyKeyPath, action: AnyKeyPath, element: AnyHashable? = nil) {
    self.state = state
    self.action = action
    self.element = element
    var hasher = Hasher()
    hasher.combine(state)
    hasher.combine(action)
    hasher.combine(element)
    self.hash = hasher.finalize()
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }

  @usableFromInline
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.hash == rhs.hash && lhs.state == rhs.state && lhs.action == rhs.action
      && lhs.element == rhs.element
  }
}
