@_spi(Project) import ComposableRuntime
import Testing

/// A counter whose `ping` an observer answers with another `ping` until a limit.
private struct Pinger: Reducer {
  struct State: Equatable {
    var count = 0
    var log: [String] = []
  }

  @CasePathable
  enum Action: Equatable {
    case ping
    case note(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .ping:
      state.count += 1
      return .none
    case .note(let text):
      state.log.append(text)
      return .none
    }
  }
}

@MainActor
@Suite("Sends from observers")
struct ObserverSendTests {
  @Test("A chain of 10,000 observer sends runs iteratively, without overflowing the stack")
  func longChainOfObserverSends() {
    let store = Store(initialState: Pinger.State()) { Pinger() }
    let token = store.observe { state in
      if state.count < 10_000 { store.send(.ping) }
    }
    store.send(.ping)
    #expect(store.withState(\.count) == 10_000)
    token.cancel()
  }

  @Test("An observer's send runs after every observer of the current send has been called")
  func observerSendWaitsForTheOtherObservers() {
    let store = Store(initialState: Pinger.State()) { Pinger() }
    var seen: [String] = []
    let first = store.observe { state in
      seen.append("first \(state.count) \(state.log)")
      if state.count == 1, state.log.isEmpty { store.send(.note("from first")) }
    }
    let second = store.observe { state in
      seen.append("second \(state.count) \(state.log)")
    }
    store.send(.ping)
    #expect(
      seen == [
        "first 1 []", "second 1 []",
        "first 1 [\"from first\"]", "second 1 [\"from first\"]",
      ])
    first.cancel()
    second.cancel()
  }
}
