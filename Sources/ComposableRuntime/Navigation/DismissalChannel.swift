/// How a presented child or a stack element asks its parent to dismiss it: an effect of the
/// parent that waits, registered in the child's namespace, until the child's `dismiss` wakes it,
/// then sends the dismissal action.
///
/// The wait is cancelled two ways. `dismiss` files a dismissal request and cancels it; the
/// woken channel finds the request and sends the action (past its own cancellation). When the
/// child goes away its whole namespace is cancelled, the channel with it, with no request: it
/// sends nothing.
enum DismissalChannel {
  /// The channel effect for `child`, in its namespace, sending `dismissal` when the child
  /// dismisses itself; `ChildRunning.dismissalChannel(for:sending:)` is its one caller.
  ///
  /// The wait is registered under ``DismissalChannelID`` when the store starts the effect, so a
  /// `dismiss()` from any later effect of the child finds it.
  static func effect<Action>(for child: NavigationID, sending dismissal: Action) -> Effect<Action> {
    let dismissal = UncheckedSendable(dismissal)
    return Effect<Action>.run { send in
      try? await Task.never()
      guard let context = EffectContext.current,
        context.registry.takeDismissalRequest(
          at: CancelKey(id: DismissalChannelID(), path: context.path))
      else { return }
      await send.deliver(dismissal.value)
    }
    .untracked()
    .cancellable(id: DismissalChannelID())
    .scopedToChild(child) { $0 }
  }

  /// The `dismiss` dependency of `child`'s reducer and effects: wakes `child`'s channel, if it
  /// is still open.
  static func dismissEffect(for child: NavigationID) -> DismissEffect {
    DismissEffect {
      guard let context = EffectContext.current else { return }
      let ids = context.path.ids
      guard let index = ids.lastIndex(of: child) else { return }
      let path = NavigationPath(ids: ids[...index])
      context.registry.requestDismissal(at: CancelKey(id: DismissalChannelID(), path: path))
    }
  }
}

/// The cancellation ID of a dismissal channel's wait.
private struct DismissalChannelID: Hashable, Sendable {}
