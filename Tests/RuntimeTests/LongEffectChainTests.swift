import ComposableRuntime
import Testing

/// A counter whose actions return effects chained one step at a time, as a loop in a reducer
/// builds them.
private struct Chainer: Reducer {
  struct State: Equatable {
    var count = 0
  }

  @CasePathable
  enum Action: Equatable {
    case mergeSends(Int)
    case concatenateSends(Int)
    case concatenateRuns(Int)
    case mergeRuns(Int)
    case tick
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .mergeSends(let count):
      return (0..<count).reduce(Effect.none) { effect, _ in effect.merge(with: .send(.tick)) }
    case .concatenateSends(let count):
      return (0..<count).reduce(Effect.none) { effect, _ in effect.concatenate(with: .send(.tick)) }
    case .concatenateRuns(let count):
      return (0..<count).reduce(Effect.none) { effect, _ in
        effect.concatenate(with: .run { send in await send(.tick) })
      }
    case .mergeRuns(let count):
      return (0..<count).reduce(Effect.none) { effect, _ in
        effect.merge(with: .run { send in await send(.tick) })
      }
    case .tick:
      state.count += 1
      return .none
    }
  }
}

@MainActor
@Suite("Long chains of effects", .timeLimit(.minutes(2)))
struct LongEffectChainTests {
  @Test("100,000 chained merge(with:) of sends run and are released without overflowing the stack")
  func longMergeChain() {
    let store = Store(initialState: Chainer.State()) { Chainer() }
    store.send(.mergeSends(100_000))
    #expect(store.withState(\.count) == 100_000)
  }

  @Test("10,000 chained concatenate(with:) of sends run in order, synchronously")
  func longConcatenationOfSends() {
    let store = Store(initialState: Chainer.State()) { Chainer() }
    store.send(.concatenateSends(10_000))
    #expect(store.withState(\.count) == 10_000)
  }

  @Test("10,000 chained concatenate(with:) of runs all run, one after another")
  func longConcatenationOfRuns() async {
    let store = Store(initialState: Chainer.State()) { Chainer() }
    await store.send(.concatenateRuns(10_000)).finish()
    #expect(store.withState(\.count) == 10_000)
  }

  @Test("10,000 chained merge(with:) of runs all run")
  func longMergeOfRuns() async {
    let store = Store(initialState: Chainer.State()) { Chainer() }
    await store.send(.mergeRuns(10_000)).finish()
    #expect(store.withState(\.count) == 10_000)
  }

  @Test("An effect extended twice keeps its own parts: chains that branch do not share slots")
  func branchingChains() {
    let base = Effect<Chainer.Action>.send(.tick).merge(with: .send(.tick))
    let left = base.merge(with: .send(.tick))
    let right = base.merge(with: .send(.tick)).merge(with: .send(.tick))
    #expect(ticks(of: base) == 2)
    #expect(ticks(of: left) == 3)
    #expect(ticks(of: right) == 4)
    #expect(ticks(of: left.concatenate(with: right)) == 7)
  }

  /// How many `.tick`s `effect` feeds back when a reducer returns it.
  private func ticks(of effect: Effect<Chainer.Action>) -> Int {
    let store = Store(initialState: Chainer.State()) {
      Reduce<Chainer.State, Chainer.Action> { state, action in
        if case .tick = action { state.count += 1 }
        return action == .mergeSends(0) ? effect : .none
      }
    }
    store.send(.mergeSends(0))
    return store.withState(\.count)
  }
}
