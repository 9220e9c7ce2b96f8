/// How a presented child or a stack element asks its parent to dismiss it: an effect of the
/// parent that waits, registered in the child's namespace, until the child's `dismiss` wakes it,
/// then sends the dismissal action.
///
/// The wait is a never-ending task cancellable by ``DismissalChannelID`` at the child's path:
/// `dismiss` cancels exactly that task, and the effect, still running, sends the action. When
/// the child goes away its whole namespace is cancelled, the effect with it, and nothing is sent.
enum DismissalChannel {
  /// The channel effect for `child`, sending `dismissal` when the child dismisses itself.
  static func effect<Action>(for child: NavigationID, sending dismissal: Action) -> Effect<Action> {
    let dismissal = UncheckedSendable(dismissal)
    let run = Effect<Action>.run { send in
      do {
        try await withTaskCancellation(id: DismissalChannelID(), cancelInFlight: true) {
          try await Task.never()
        }
      } catch {
        await send(dismissal.value)
      }
    }
    return run.untracked().scopedToChild(child) { $0 }
  }

  /// The `dismiss` dependency of `child`'s reducer and effects: wakes `child`'s channel.
  static func dismissEffect(for child: NavigationID) -> DismissEffect {
    DismissEffect {
      guard let context = EffectContext.current, let index = context.path.ids.lastIndex(of: child)
      else { return }
      let path = NavigationPath(ids: Array(context.path.ids[...index]))
      context.registry.cancel(CancelKey(id: DismissalChannelID(), path: path))
    }
  }
}

/// The cancellation ID of a dismissal channel's wait.
private struct DismissalChannelID: Hashable, Sendable {}
