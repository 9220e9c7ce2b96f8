extension Store {
  /// Calls `onChange` with the new state after every top-level send that was processed.
  ///
  /// ```swift
  /// let token = store.observe { state in render(state) }
  /// ```
  ///
  /// The callback stops when the token is cancelled or released.
  public func observe(
    _ onChange: @escaping @MainActor (_ state: State) -> Void
  ) -> ObservationToken {
    let core = self.core
    return ObservationToken(root: core.root) { onChange(core.state) }
  }
}

extension Store where State: Equatable {
  /// Calls `onChange` with the new state after a top-level send that changed this store's state
  /// (compared with `==`), at most once per send, after its synchronous feedback.
  public func observe(
    _ onChange: @escaping @MainActor (_ state: State) -> Void
  ) -> ObservationToken {
    let core = self.core
    var last = core.state
    return ObservationToken(root: core.root) {
      let state = core.state
      guard state != last else { return }
      last = state
      onChange(state)
    }
  }
}

/// Keeps a store observation alive; the observation stops when it is cancelled or released.
@MainActor
public final class ObservationToken {
  private weak var root: (any RootCoreProtocol)?
  private var id: Int?

  init(root: any RootCoreProtocol, onChange: @escaping @MainActor () -> Void) {
    self.root = root
    self.id = root.addObserver(onChange)
  }

  /// Stops the observation.
  public func cancel() {
    if let id { root?.removeObserver(id) }
    id = nil
  }

  isolated deinit {
    cancel()
  }
}
