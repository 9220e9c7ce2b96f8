extension Effect {
  /// Transforms the actions this effect feeds back.
  ///
  /// ```swift
  /// Child().reduce(into: &state.child, action: action).map(Action.child)
  /// ```
  public func map<T>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T> {
    transformed(transform, namespace: nil)
  }
}

extension EffectRun {
  func transformed<T>(
    _ transform: @escaping @Sendable (Action) -> T,
    namespace: NavigationID?
  ) -> EffectRun<T> {
    // The operation already runs with the dependencies captured when `.run` created it.
    let operation = self.operation
    var run = EffectRun<T>(
      priority: priority, origin: origin, dependencies: dependencies, path: path
    ) { send in
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
