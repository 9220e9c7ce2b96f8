extension Effect {
  /// Transforms the actions this effect feeds back.
  ///
  /// ```swift
  /// Child().reduce(into: &state.child, action: action).map(Action.child)
  /// ```
  public func map<T>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T> {
    transformed(transform, namespace: nil)
  }

  /// This effect with its actions transformed and, when `namespace` is given, its cancellation
  /// IDs moved under that child so they stay local to it.
  func transformed<T>(
    _ transform: @escaping @Sendable (Action) -> T,
    namespace: NavigationID?
  ) -> Effect<T> {
    switch operation {
    case .none:
      return .none
    case let .send(action):
      return .send(transform(action))
    case let .run(run):
      return .init(.run(run.transformed(transform, namespace: namespace)))
    case let .merge(effects):
      return .init(.merge(effects.map { $0.transformed(transform, namespace: namespace) }))
    case let .concatenate(effects):
      return .init(.concatenate(effects.map { $0.transformed(transform, namespace: namespace) }))
    case let .cancellable(key, cancelInFlight, effect):
      return .init(.cancellable(
        key.moved(under: namespace), cancelInFlight: cancelInFlight,
        effect.transformed(transform, namespace: namespace)
      ))
    case let .cancel(key):
      return .init(.cancel(key.moved(under: namespace)))
    }
  }
}

extension EffectRun {
  func transformed<T>(
    _ transform: @escaping @Sendable (Action) -> T,
    namespace: NavigationID?
  ) -> EffectRun<T> {
    // The operation already runs with the dependencies captured when `.run` created it.
    let operation = self.operation
    var run = EffectRun<T>(priority: priority, origin: origin, path: path) { send in
      // `deliver`: the operation's own `send` already checked for cancellation.
      await operation(Send { action in send.deliver(transform(action)) })
    }
    run.isUntracked = isUntracked
    guard let namespace else { return run }
    var moved = run
    moved.path = path.prepending(namespace)
    return moved
  }
}

extension CancelKey {
  func moved(under namespace: NavigationID?) -> Self {
    guard let namespace else { return self }
    return prepending(namespace)
  }
}
