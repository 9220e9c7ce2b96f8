import Testing

@_spi(Project) @testable import ComposableRuntime

/// A row whose `==` counts its calls, so a test can tell which observers compared state.
private struct Row: Reducer {
  struct State: Identifiable, Equatable {
    let id: Int
    var count = 0

    nonisolated(unsafe) static var comparisons = 0

    static func == (lhs: Self, rhs: Self) -> Bool {
      comparisons += 1
      return lhs.id == rhs.id && lhs.count == rhs.count
    }
  }

  @CasePathable
  enum Action: Equatable {
    case increment
    case incrementLater
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .incrementLater:
      return .send(.increment)
    }
  }
}

/// A list of rows whose parent logic sometimes changes other rows than the one acted on.
private struct List: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row.State>
    var title = ""
    /// The rows under another name, as a computed property.
    var alias: IdentifiedArrayOf<Row.State> { rows }

    init(count: Int) {
      rows = IdentifiedArray(uniqueElements: (0..<count).map { Row.State(id: $0) })
    }
  }

  @CasePathable
  enum Action: Equatable {
    case rows(IdentifiedActionOf<Row>)
    case rename
    case remove(id: Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .rows(.element(id: 1, action: .increment)):
        state.rows[id: 2]?.count += 10
        return .none
      case .rows(.element(id: 3, action: .increment)):
        return .send(.rows(.element(id: 4, action: .increment)))
      case .rows:
        return .none
      case .rename:
        state.title += "!"
        return .none
      case .remove(let id):
        state.rows.remove(id: id)
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) { Row() }
  }
}

/// The list inside an app, one `Scope` down.
private struct App: Reducer {
  struct State: Equatable {
    var list = List.State(count: 5)
  }

  @CasePathable
  enum Action: Equatable {
    case list(List.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.list, action: \.list) { List() }
  }
}

/// A root reducer with its own `reduce(into:action:)` that changes a row directly.
private struct Resetter: Reducer {
  typealias State = List.State
  typealias Action = List.Action

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if case .rename = action { state.rows[id: 0]?.count = -1 }
    return .none
  }
}

/// Observes row stores and counts each row's callbacks, for as long as it lives.
@MainActor
private final class Calls {
  var counts: [Int: Int] = [:]
  private var tokens: [ObservationToken] = []

  init<A>(observing stores: some Sequence<Store<Row.State, A>>) {
    for store in stores {
      let id = store.withState(\.id)
      tokens.append(store.observe { [unowned self] _ in counts[id, default: 0] += 1 })
    }
  }
}

@MainActor
@Suite(.serialized)
struct ElementObservationTests {
  @Test(.enabled(if: FastPaths.areEnabled, "tests a fast path itself"))
  func aSendToOneElementComparesOnlyThatElementsState() {
    let store = Store(initialState: List.State(count: 100)) { List() }
    let rows = store.scope(state: \.rows, action: \.rows)
    let calls = Calls(observing: rows)
    Row.State.comparisons = 0
    rows[50].send(.increment)
    #expect(Row.State.comparisons == 1)
    #expect(calls.counts == [50: 1])
    #expect(rows[50].withState(\.count) == 1)
  }

  @Test
  func rowsChangedByTheParentOrByFeedbackAreCalledBack() {
    let store = Store(initialState: List.State(count: 5)) { List() }
    let rows = store.scope(state: \.rows, action: \.rows)
    let calls = Calls(observing: rows)
    rows[1].send(.increment)
    #expect(calls.counts == [1: 1, 2: 1])
    rows[3].send(.increment)
    #expect(calls.counts == [1: 1, 2: 1, 3: 1, 4: 1])
    rows[0].send(.incrementLater)
    #expect(calls.counts == [0: 1, 1: 1, 2: 1, 3: 1, 4: 1])
  }

  @Test(.enabled(if: FastPaths.areEnabled, "tests a fast path itself"))
  func aParentChangeOutsideTheRowsComparesNoRow() {
    let store = Store(initialState: List.State(count: 5)) { List() }
    let calls = Calls(observing: store.scope(state: \.rows, action: \.rows))
    Row.State.comparisons = 0
    store.send(.rename)
    #expect(Row.State.comparisons == 0)
    #expect(calls.counts.isEmpty)
    #expect(store.withState(\.title) == "!")
  }

  @Test
  func aParentChangeToTheRowsComparesEveryRow() {
    let store = Store(initialState: List.State(count: 5)) { List() }
    let calls = Calls(observing: store.scope(state: \.rows, action: \.rows))
    Row.State.comparisons = 0
    store.send(.rows(.element(id: 1, action: .increment)))
    #expect(Row.State.comparisons == 5)
    #expect(calls.counts == [1: 1, 2: 1])
  }

  @Test
  func aRemovedRowKeepsItsLastStateAndOthersStayQuiet() {
    let store = Store(initialState: List.State(count: 5)) { List() }
    let rows = store.scope(state: \.rows, action: \.rows)
    let calls = Calls(observing: rows)
    rows[2].send(.increment)
    store.send(.remove(id: 2))
    #expect(rows[2].withState(\.count) == 1)
    #expect(calls.counts == [2: 1])
  }

  @Test
  func rowsScopedThroughAnotherPathStillSeeTheirChanges() {
    let store = Store(initialState: List.State(count: 5)) { List() }
    let calls = Calls(observing: store.scope(state: \.alias, action: \.rows))
    store.send(.rows(.element(id: 1, action: .increment)))
    #expect(calls.counts == [1: 1, 2: 1])
    store.send(.rows(.element(id: 0, action: .increment)))
    #expect(calls.counts == [0: 1, 1: 1, 2: 1])
  }

  @Test(.enabled(if: FastPaths.areEnabled, "tests a fast path itself"))
  func rowsOfAListScopedFromAnAppAreTrackedThroughTheScope() {
    let store = Store(initialState: App.State()) { App() }
    let rows = store.scope(state: \.list, action: \.list).scope(state: \.rows, action: \.rows)
    let calls = Calls(observing: rows)
    Row.State.comparisons = 0
    rows[0].send(.increment)
    #expect(calls.counts == [0: 1])
    #expect(Row.State.comparisons == 1)
    rows[1].send(.increment)
    #expect(calls.counts == [0: 1, 1: 1, 2: 1])
  }

  @Test
  func aRootReducerWithItsOwnReduceIsSeenChangingARow() {
    let store = Store(initialState: List.State(count: 3)) { Resetter() }
    let calls = Calls(observing: store.scope(state: \.rows, action: \.rows))
    store.send(.rename)
    #expect(calls.counts == [0: 1])
  }

  @Test
  func elementStoresAreCachedAndCancelledObserversStop() {
    let store = Store(initialState: List.State(count: 3)) { List() }
    let rows = store.scope(state: \.rows, action: \.rows)
    #expect(rows[0] === store.scope(state: \.rows, action: \.rows)[0])
    #expect(rows[id: 7] == nil)
    var calls = 0
    let token = rows[0].observe { _ in calls += 1 }
    rows[0].send(.increment)
    token.cancel()
    rows[0].send(.increment)
    #expect(calls == 1)
  }
}
