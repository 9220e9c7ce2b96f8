import Foundation
import Testing

@testable import ComposableRuntime

/// A store's state read from inside its own reducer: the runtime changes the state in place,
/// where TCA reads a copy taken before the action, so such a read is reported, once per store.
@MainActor
struct StateReadWhileSendingTests {
  @Test
  func aReadFromInsideTheReducerIsReportedOncePerStore() {
    let reports = ReportCount()
    let peeking = PeekingStore()
    withKnownIssue {
      peeking.store.send(.peek)
      peeking.store.send(.peek)
    } matching: { issue in
      reports.add()
      return issue.description.contains(
        "Read the state of a store while it was processing an action")
    }
    #expect(reports.value == 1)
    #expect(peeking.store.withState(\.count) == 2)
  }

  @Test
  func readsBetweenSendsAreNotReported() {
    let store = Store(initialState: Peeking.State()) {
      Peeking(box: StoreBox<Peeking.State, Peeking.Action>())
    }
    store.send(.increment)
    #expect(store.withState(\.count) == 1)
    #expect(store.count == 1)
  }
}

/// A store whose reducer reads the store itself after changing `count`.
@MainActor
private final class PeekingStore {
  let store: StoreOf<Peeking>

  init() {
    let box = StoreBox<Peeking.State, Peeking.Action>()
    store = Store(initialState: Peeking.State()) { Peeking(box: box) }
    box.store = store
  }
}

@Reducer
private struct Peeking {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var peeked: [Int] = []
  }

  enum Action {
    case increment
    case peek
  }

  let box: StoreBox<State, Action>

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.count += 1
      if case .peek = action {
        state.peeked.append(MainActor.assumeIsolated { box.store?.count ?? -1 })
      }
      return .none
    }
  }
}
