@_spi(Project) import ComposableRuntime
import Testing

// The feature and test shown in README.md, compiled and run so the README stays true.

@Reducer struct Counter {
  @ObservableState struct State: Equatable {
    var count = 0
    var fact: String?
  }
  enum Action {
    case incrementButtonTapped
    case factButtonTapped
    case factResponse(String)
  }
  @Dependency(\.continuousClock) var clock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case .factButtonTapped:
        return .run { [count = state.count] send in
          try await clock.sleep(for: .seconds(1))
          await send(.factResponse("\(count) is a good number."))
        }
      case .factResponse(let fact):
        state.fact = fact
        return .none
      }
    }
  }
}

@Suite(.timeLimit(.minutes(5)))
struct ReadmeExampleTests {
  @Test @MainActor
  func storeObservation() {
    let store = Store(initialState: Counter.State()) { Counter() }
    var counts: [Int] = []
    let token = store.observe { state in counts.append(state.count) }
    store.send(.incrementButtonTapped)
    #expect(counts == [1])
    #expect(store.count == 1)
    _ = token
  }

  @Test @MainActor
  func readingAFieldInsideTrackingRegistersIt() {
    let store = Store(initialState: Counter.State()) { Counter() }
    let changed = LockIsolated(false)
    withObservationTracking {
      _ = store.count
    } onChange: {
      changed.setValue(true)
    }
    store.send(.factResponse("unrelated"))
    #expect(!changed.value)
    store.send(.incrementButtonTapped)
    #expect(changed.value)
  }

  @Test @MainActor
  func counter() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.factButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(\.factResponse) { $0.fact = "1 is a good number." }
  }
}
