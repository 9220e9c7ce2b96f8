extension Effect {
  /// Makes this effect cancellable by `id`, optionally cancelling effects already in flight
  /// with the same `id` first.
  ///
  /// ```swift
  /// case .searchChanged(let query):
  ///   return .run { send in await send(.results(try await api.search(query))) }
  ///     .cancellable(id: CancelID.search, cancelInFlight: true)
  /// ```
  ///
  /// IDs are namespaced by root store, and by the `ifLet`/`forEach`/`ifCaseLet` child that
  /// created the effect: a parent's cancel reaches its children's effects, a child's never
  /// reaches its parent or siblings. An ID's type is part of its identity.
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    if isNone, !cancelInFlight { return self }
    return Self(.cancellable(CancelKey(id: id, path: .root), cancelInFlight: cancelInFlight, self))
  }

  /// An effect that cancels every in-flight effect with `id` as soon as the store runs it.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(.cancel(CancelKey(id: id, path: .root)))
  }
}

/// Runs `operation` so that it can be cancelled by `id` from an effect's `.cancel(id:)`, or by a
/// later call with `cancelInFlight: true`.
///
/// ```swift
/// return .run { send in
///   try await withTaskCancellation(id: CancelID.load, cancelInFlight: true) {
///     try await clock.sleep(for: .seconds(1))
///     await send(.loaded)
///   }
/// }
/// ```
///
/// A cancelled operation sees `CancellationError` from its cancellation-aware calls.
public func withTaskCancellation<T: Sendable>(
  id: some Hashable & Sendable,
  cancelInFlight: Bool = false,
  operation: @escaping @Sendable () async throws -> T
) async rethrows -> T {
  let context = EffectContext.current
  let registry = context?.registry ?? .global
  let key = CancelKey(id: id, path: context?.path ?? .root)
  if cancelInFlight { registry.cancel(key) }
  let handle = CancellableTask(Task { try await operation() })
  registry.insert(handle, at: key)
  defer { registry.remove(handle, at: key) }
  return try await withTaskCancellationHandler {
    try await handle.task.value
  } onCancel: {
    handle.task.cancel()
  }
}

extension Task where Success == Never, Failure == Never {
  /// Cancels every in-flight effect with `id`, from inside an effect: the same namespace as the
  /// effect's own `.cancellable(id:)` (its root store and its `ifLet`/`forEach` child).
  public static func cancel(id: some Hashable & Sendable) {
    let context = EffectContext.current
    (context?.registry ?? .global).cancel(CancelKey(id: id, path: context?.path ?? .root))
  }
}
