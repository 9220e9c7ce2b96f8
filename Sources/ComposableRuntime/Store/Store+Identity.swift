// A store is an object: two stores are equal when they are the same store, as in TCA, so that
// views can hold stores in sets and `ForEach` can identify them.

extension Store: Equatable {
  /// Whether `lhs` and `rhs` are the same store.
  public static nonisolated func == (lhs: Store, rhs: Store) -> Bool {
    lhs === rhs
  }
}

extension Store: Hashable {
  /// Hashes the store's identity.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

extension Store: Identifiable {}

extension Store: CustomDebugStringConvertible {
  /// The store's type, as `Store<State, Action>`.
  public nonisolated var debugDescription: String {
    "Store<\(State.self), \(Action.self)>"
  }
}
