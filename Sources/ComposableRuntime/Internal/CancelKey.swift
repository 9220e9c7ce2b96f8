/// A cancellation ID as the registry stores it: the user's ID, its type, and the navigation path
/// of the feature that used it.
@usableFromInline
struct CancelKey: Hashable, Sendable {
  let id: AnyHashableSendable
  let discriminator: ObjectIdentifier
  var path: NavigationPath

  init(id: some Hashable & Sendable, path: NavigationPath) {
    #if COMPOSABLE_RUNTIME_MUTANTS
      if Mutant.cancelIDIgnoresType.isActive {
        self.id = AnyHashableSendable(String(describing: id))
        self.discriminator = ObjectIdentifier(String.self)
        self.path = path
        return
      }
    #endif
    self.id = AnyHashableSendable(id)
    self.discriminator = ObjectIdentifier(type(of: id))
    self.path = path
  }

  /// The same ID as seen one navigation level up.
  func prepending(_ parent: NavigationID) -> Self {
    var key = self
    key.path = path.prepending(parent)
    return key
  }

  /// The keys this ID is registered under: one per prefix of its path, so that an ancestor's
  /// `cancel(id:)` reaches it while a sibling's does not.
  var registrationKeys: [Self] {
    path.prefixes.map { prefix in
      var key = self
      key.path = prefix
      return key
    }
  }
}
