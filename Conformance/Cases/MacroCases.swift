import Foundation
import Observation

#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

extension ConformanceSuite {
  static var macroCases: [ConformanceCase] {
    [
      ConformanceCase(
        "MACRO-01", "@Reducer: Reducer conformance, @CasePathable actions, @ReducerBuilder body"
      ) { context in
        let store = Store(initialState: TwoStepFeature.State()) { TwoStepFeature() }
        store.send(.tap)
        try context.expectEqual(store.withState(\.steps), ["first", "second"])
        try context.expect(TwoStepFeature.Action.tap.is(\.tap), "Action is not case-pathable")
        try context.expectEqual(
          TwoStepFeature.Action.pair(1, 2)[case: \.pair].map { [$0.0, $0.1] }, [1, 2])
        let enumStore = Store(initialState: EnumStateFeature.State.idle) { EnumStateFeature() }
        enumStore.send(.start)
        try context.expectEqual(enumStore.withState(\.running), 1)
      },
      ConformanceCase(
        "MACRO-02", "@Reducer struct with no members gets State, Action and an empty body"
      ) { context in
        let state = EmptyFeature.State()
        try context.expect(
          state == EmptyFeature.State(), "the generated State is not Equatable as expected")
        try context.expectEqual(Set([state, EmptyFeature.State()]).count, 1)
        let decoded = try JSONDecoder().decode(
          EmptyFeature.State.self, from: JSONEncoder().encode(state))
        try context.expect(
          decoded == state, "the generated State does not round-trip through Codable")
        let store = Store(initialState: state) { EmptyFeature() }
        try context.expect(store.state == state, "the empty body changed the state")
      },
      ConformanceCase(
        "MACRO-08", "@Reducer generates nothing for a generic wrapper with its own reduce"
      ) { context in
        let count = LockIsolated(0)
        let store = Store(initialState: Counter.State()) {
          ActionCounting(base: Counter(), count: count)
        }
        store.send(.increment)
        store.send(.incrementLater)
        try context.expectEqual(store.withState(\.count), 2)
        try context.expectEqual(count.value, 3)
      },
      ConformanceCase(
        "MACRO-09", "@Reducer on a public struct makes what it generates public"
      ) { context in
        let store = Store(initialState: PublicEmptyFeature.State()) { PublicEmptyFeature() }
        try context.expect(store.state == PublicEmptyFeature.State(), "the empty body changed it")
      },
      ConformanceCase(
        "MACRO-08", "@Reducer(state:action:) adds its conformances to a generated State and Action"
      ) { context in
        let first = EquatableDestination.State.counter(Counter.State(count: 1))
        try context.expect(first == .counter(Counter.State(count: 1)), "State is not Equatable")
        try context.expect(first != .other(Counter.State(count: 1)), "State compares cases alike")
        let action = EquatableDestination.Action.counter(.increment)
        try context.expect(action == .counter(.increment), "Action is not Equatable")
        let store = Store(initialState: first) { EquatableDestination.body }
        store.send(.counter(.increment))
        try context.expectEqual(store.withState { $0 }, .counter(Counter.State(count: 2)))
      },
      ConformanceCase(
        "MACRO-06",
        "@ObservableState tracks stored vars only; identity is invisible to ==, hash, Codable"
      ) { context in
        var state = ObservedParent()
        let ignored = TrackedRead { _ = state.ignored }
        state.ignored = 1
        try context.expect(!ignored.didFire, "an @ObservationStateIgnored property notified")
        let computed = TrackedRead { _ = state.doubled }
        state.count = 5
        try context.expect(
          computed.didFire, "a computed property's stored dependency was not tracked")
        let twin = ObservedChild(id: 3, count: 2)
        let other = ObservedChild(id: 3, count: 2)
        try context.expect(twin._$id != other._$id && twin == other, "identity took part in ==")
        try context.expectEqual(Set([twin, other]).count, 1)
      },
    ]
  }
}
