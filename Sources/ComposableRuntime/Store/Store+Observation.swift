extension Store {
  /// Calls `onChange` with the new state after every top-level send that was processed.
  ///
  /// ```swift
  /// let token = store.observe { state in render(state) }
  /// ```
  ///
  /// The callback stops when the token is cancelled or released; the token does not keep the
  /// store alive.
  @_spi(Project) public func observe(
    _ onChange: @escaping @MainActor (_ state: State) -> Void
  ) -> ObservationToken {
    ObservationToken(root: core.root, element: nil) { [weak core] in
      guard let core else { return }
      onChange(core.state)
    }
  }
}

extension Store where State: Equatable {
  /// Calls `onChange` with the new state after a top-level send that changed this store's state
  /// (compared with `==`), at most once per send, after its synchronous feedback.
  ///
  /// For a store of a ``StoreCollection``, the comparison runs only after sends that may have
  /// changed its element, so a send to one element costs the same however many are observed.
  @_spi(Project) public func observe(
    _ onChange: @escaping @MainActor (_ state: State) -> Void
  ) -> ObservationToken {
    var last = core.state
    return ObservationToken(root: core.root, element: core.element) { [weak core] in
      guard let state = core?.state else { return }
      guard state != last else { return }
      last = state
      onChange(state)
    }
  }
}

/// Keeps a store observation alive; the observation stops when it is cancelled or released.
@MainActor
@_spi(Project) public final class ObservationToken {
  private weak var root: (any RootCoreProtocol)?
  private var id: Int?

  init(
    root: any RootCoreProtocol, element: ElementLocation?, onChange: @escaping @MainActor () -> Void
  ) {
    self.root = root
    self.id = root.addObserver(of: element, onChange)
  }

  /// Stops the observation.
  @_spi(Project) public func cancel() {
    if let id { root?.removeObserver(id) }
    id = nil
  }

  isolated deinit {
    cancel()
  }
}
