#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// An enum-state feature for `ifCaseLet`.
struct Screen: Reducer {
  @CasePathable
  enum State: Equatable {
    case counter(Counter.State)
    case loggedOut(parentSawChildAction: Bool)
  }

  @CasePathable
  enum Action: Equatable {
    case counter(Counter.Action)
    case logOut
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .logOut:
        state = .loggedOut(parentSawChildAction: false)
      case .counter:
        if case .loggedOut = state { state = .loggedOut(parentSawChildAction: true) }
      }
      return .none
    }
    .ifCaseLet(\.counter, action: \.counter) { Counter() }
  }
}

/// A feature scoped to itself and to a counter, whose counter `.set` starts an effect.
struct Nested: Reducer {
  struct State: Equatable {
    var inner = Counter.State()
  }

  @CasePathable
  enum Action: Equatable {
    case inner(Counter.Action)
  }

  let gate: Gate

  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) {
      Counter()
      Reduce { _, action in
        guard case .set = action else { return .none }
        return .run { [gate] send in
          try await gate.wait()
          await send(.increment)
        }
      }
    }
  }
}

/// Two sibling `Scope`s over the same child feature, which uses a fixed cancel id.
struct Siblings: Reducer {
  struct State: Equatable {
    var left = 0
    var right = 0
  }

  @CasePathable
  enum Action: Equatable {
    case left(Worker.Action)
    case right(Worker.Action)
  }

  let probe: Probe
  let gate: Gate

  var body: some ReducerOf<Self> {
    Scope(state: \.left, action: \.left) { Worker(name: "left", probe: probe, gate: gate) }
    Scope(state: \.right, action: \.right) { Worker(name: "right", probe: probe, gate: gate) }
  }
}

/// A feature whose `.start` runs a long effect under one cancel id and whose `.stop` cancels it.
struct Worker: Reducer {
  enum CancelID { case work }

  @CasePathable
  enum Action: Equatable {
    case start
    case stop
    case finished
  }

  let name: String
  let probe: Probe
  let gate: Gate

  func reduce(into state: inout Int, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { [name, probe, gate] send in
        probe.record("\(name) started")
        do {
          try await gate.wait()
          try await Task.sleep(for: .milliseconds(1))
        } catch {
          probe.record("\(name) cancelled")
          throw error
        }
        await send(.finished)
      }
      .cancellable(id: CancelID.work)
    case .stop:
      return .cancel(id: CancelID.work)
    case .finished:
      state += 1
      probe.record("\(name) finished")
      return .none
    }
  }
}
