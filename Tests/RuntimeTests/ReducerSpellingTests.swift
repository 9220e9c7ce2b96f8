import ComposableRuntime
import Testing

/// Spellings of TCA's current API that shape what a feature's source may say: fused dependency
/// overrides, and a test store whose state type the reducer decides.
@Suite(.timeLimit(.minutes(5)))
@MainActor
struct ReducerSpellingTests {
  struct Feature: Reducer {
    struct State: Equatable {
      var seen: [Int] = []
    }
    enum Action: Equatable { case tap }
    @Dependency(\.spellingValue) var value
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.seen.append(value)
      return .none
    }
  }

  @Test func chainedOverridesFuseAndTheNearestWins() {
    let reducer: _DependencyKeyWritingReducer<Feature> = Feature()
      .dependency(\.spellingValue, 42)
      .dependency(\.spellingValue, 1729)
      .transformDependency(\.spellingValue) { $0 += 1 }
    let store = Store(initialState: Feature.State()) { reducer }
    store.send(.tap)
    #expect(store.withState(\.seen) == [42])
  }

  @Test func chainedTransformsRunOutermostFirst() {
    let reducer: _DependencyKeyWritingReducer<Feature> = Feature()
      .transformDependency(\.spellingValue) { $0 *= 10 }
      .transformDependency(\.spellingValue) { $0 += 1 }
    let store = Store(initialState: Feature.State()) { reducer }
    store.send(.tap)
    #expect(store.withState(\.seen) == [10])
  }

  @Test func aTestStoreTakesItsStateTypeFromTheReducer() async {
    let store = TestStore(initialState: .init()) { Feature() }
    await store.send(.tap) { $0.seen = [0] }
  }
}

private enum SpellingValueKey: DependencyKey {
  static let liveValue = 0
  static let testValue = 0
}

extension DependencyValues {
  fileprivate var spellingValue: Int {
    get { self[SpellingValueKey.self] }
    set { self[SpellingValueKey.self] = newValue }
  }
}
