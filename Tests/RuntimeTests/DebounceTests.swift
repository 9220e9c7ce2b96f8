import ComposableRuntime
import Testing

/// `debounce`: only the last of a burst runs, after the due time on the given scheduler.
@Suite(.timeLimit(.minutes(5)))
@MainActor
struct DebounceTests {
  @Reducer
  struct Search {
    struct State: Equatable {
      var results: [Int] = []
    }
    enum Action: Equatable {
      case typed(Int)
      case found(Int)
    }
    let scheduler: TestSchedulerOf<DispatchQueue>

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .typed(let query):
          return .send(.found(query))
            .debounce(id: "search", for: .seconds(1), scheduler: scheduler)
        case .found(let query):
          state.results.append(query)
          return .none
        }
      }
    }
  }

  @Test func onlyTheLastOfABurstRunsAfterTheDueTime() async {
    let scheduler = DispatchQueue.test
    let store = TestStore(initialState: Search.State()) { Search(scheduler: scheduler) }
    // The scheduler is virtual; the real-time bound only fails a hung test, and the suite's
    // parallel load (2 cores) has kept the main actor busy past the default second.
    store.timeout = .seconds(30)
    await store.send(.typed(1))
    await scheduler.advance(by: .milliseconds(500))
    await store.send(.typed(2))
    await scheduler.advance(by: .milliseconds(999))
    #expect(store.state.results.isEmpty)
    await scheduler.advance(by: .milliseconds(1))
    await store.receive(.found(2)) { $0.results = [2] }
  }
}
