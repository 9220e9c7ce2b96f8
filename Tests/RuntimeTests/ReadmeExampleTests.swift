import ComposableRuntime
import Testing

// The feature and test shown in README.md, compiled and run so the README stays true.

struct Counter: Reducer {
  struct State: Equatable {
    var count = 0
    var fact: String?
  }

  @CasePathable
  enum Action: Equatable {
    case incrementTapped
    case factTapped
    case factLoaded(String)
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementTapped:
        state.count += 1
        return .none
      case .factTapped:
        return .run { [count = state.count] send in
          try await clock.sleep(for: .seconds(1))
          await send(.factLoaded("\(count) is a good number."))
        }
      case let .factLoaded(fact):
        state.fact = fact
        return .none
      }
    }
  }
}

@Suite
struct ReadmeExampleTests {
  @Test @MainActor
  func storeObservation() {
    let store = Store(initialState: Counter.State()) { Counter() }
    var counts: [Int] = []
    let token = store.observe { state in counts.append(state.count) }
    store.send(.incrementTapped)
    #expect(counts == [1])
    _ = token
  }

  @Test @MainActor
  func counter() async {
    let clock = TestClock()
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.incrementTapped) { $0.count = 1 }
    await store.send(.factTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(\.factLoaded) { $0.fact = "1 is a good number." }
  }
}
