/// The effects started by one `Store.send`, including those of actions they fed back.
///
/// ```swift
/// await store.send(.refresh).finish()
/// ```
public struct StoreTask: Hashable, Sendable {
  @usableFromInline let group: EffectGroup?

  @inlinable
  init(group: EffectGroup?) {
    self.group = group
  }

  /// Cancels every effect of the send, transitively.
  public func cancel() {
    group?.cancel()
  }

  /// Waits for every effect of the send to finish; cancelling the waiting task cancels them.
  ///
  /// It waits on the caller's executor: a view's task awaiting a send stays on the main actor.
  nonisolated(nonsending) public func finish() async {
    guard let group, !group.isFinished else { return }
    await Self.wait(for: group)
  }

  /// Waits for `group` on `isolation`, cancelling it if the waiting task is cancelled.
  ///
  /// The operation captures `isolation` so that it is isolated to it: an operation closure that
  /// does not runs on the global executor, two thread hops per wait (a round trip through a
  /// `.run` measured 114 µs with them).
  private static func wait(for group: EffectGroup, isolation: isolated (any Actor)? = #isolation)
    async
  {
    await withTaskCancellationHandler {
      _ = isolation
      await group.wait()
    } onCancel: {
      group.cancel()
    }
  }

  /// Whether the effects were cancelled; `true` for a send that started no effect.
  public var isCancelled: Bool {
    group?.isCancelled ?? true
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.group === rhs.group
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(group.map(ObjectIdentifier.init))
  }
}
