extension Effect {
  /// A child's effect as its parent runs it: actions embedded with `embed`, cancellation IDs
  /// namespaced under `child`, and the whole effect cancellable as that child's.
  @usableFromInline
  func scopedToChild<ParentAction>(
    _ child: NavigationID,
    embed: @escaping @Sendable (Action) -> ParentAction
  ) -> Effect<ParentAction> {
    let effect = transformed(embed, namespace: child)
    return Effect<ParentAction>(
      .cancellable(Self.childEffectsKey(child), cancelInFlight: false, effect)
    )
  }

  /// An effect that cancels every in-flight effect of `child`, its descendants' included.
  static func cancelChildEffects(of child: NavigationID) -> Self {
    Self(.cancel(childEffectsKey(child)))
  }

  private static func childEffectsKey(_ child: NavigationID) -> CancelKey {
    CancelKey(
      id: ChildEffectsID(child: child), path: NavigationPath.root.prepending(child), child: child)
  }
}

/// The cancellation ID under which all of one child's effects are registered.
private struct ChildEffectsID: Hashable, Sendable {
  let child: NavigationID
}
