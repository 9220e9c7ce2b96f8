import Testing

@_spi(Project) @testable import ComposableRuntime

/// The contract element change tracking rests on, pinned: a change is found by comparing the
/// state's bytes before and after a reducer runs, so a change that leaves the bytes as they were
/// (an object inside the state changed in place) is not seen.
@MainActor
struct ChangeTrackingContractTests {
  @Test
  func aRowsChangeMadeByAPlainReducerReachesItsObserver() {
    let (calls, count) = sendToObservedRow()
    #expect(calls == 1 && count == 1)
  }

  /// Outside the contract: a class inside the state changes in place, the state's bytes
  /// (the reference) do not, so the change is not seen; make such state a value, or replace
  /// the object.
  @Test
  func anObjectInTheStateChangedInPlaceIsNotSeen() {
    let box = Box()
    let store = Store(initialState: BoxRows.State(rows: [BoxRow.State(id: 0, box: box)])) {
      BoxRows()
    }
    let row: Store<BoxRow.State?, BoxRow.Action> = store.scope(
      state: \.rows[id: 0], action: \.rows[id: 0])
    var calls = 0
    let token = row.observe { _ in calls += 1 }
    row.send(.bump)
    #expect(box.value == 1)
    #expect(calls == 0)
    token.cancel()
  }

  /// A reducer that changes a row by a path of its own (not through `forEach`'s element
  /// reducer) is seen, because it runs against a copy of its state and its bytes change.
  @Test
  func aRowChangedByTheParentsOwnReducerReachesTheRowsObserver() {
    #expect(observedCallsAfterParentBump(ParentBump()) == 1)
  }

  /// The other half of the contract: `_ReducerComposition` tells `_run` that a reducer changes
  /// nothing itself, so `_run` does not compare its state. Put on a reducer that does change
  /// state, it hides that change from the observers of the elements it changed. This test fails
  /// if the marker stops meaning "not compared", and shows why it must only mark reducers that
  /// only run others (`Scope`, `forEach`, `ifLet`, a `body`, …).
  @Test
  func aStateChangingReducerMarkedAsACompositionHidesItsChange() {
    #expect(observedCallsAfterParentBump(MarkedParentBump()) == 0)
  }

  /// A stack element is a child like a `forEach` row: its reducer runs through the one function
  /// that runs children, so an element changed by a reducer with its own `reduce` reaches the
  /// element's observer, and a sibling's observer is not called.
  @Test
  func aStackElementsChangeReachesItsObserverAndNoSiblings() throws {
    let store = Store(initialState: ValueStack.State()) { ValueStack() }
    store.send(.path(.push(id: 0, state: ValueRow.State(id: 0))))
    store.send(.path(.push(id: 1, state: ValueRow.State(id: 1))))
    let first: Store<ValueRow.State?, ValueRow.Action> = store.scope(
      state: \.path[id: 0], action: \.path[id: 0])
    let second: Store<ValueRow.State?, ValueRow.Action> = store.scope(
      state: \.path[id: 1], action: \.path[id: 1])
    var calls = (first: 0, second: 0)
    let tokens = [
      first.observe { _ in calls.first += 1 }, second.observe { _ in calls.second += 1 },
    ]
    first.send(.bump)
    tokens.forEach { $0.cancel() }
    #expect(store.withState { $0.path[id: 0]?.count } == 1)
    #expect(calls.first == 1)
    #expect(calls.second == 0)
  }

  private func observedCallsAfterParentBump<Bump: Reducer<ValueRows.State, ValueRows.Action>>(
    _ bump: Bump
  ) -> Int {
    let store = Store(initialState: ValueRows.State(rows: [ValueRow.State(id: 0)])) {
      CombineReducers {
        bump
        ValueRows()
      }
    }
    let row: Store<ValueRow.State?, ValueRow.Action> = store.scope(
      state: \.rows[id: 0], action: \.rows[id: 0])
    var calls = 0
    let token = row.observe { _ in calls += 1 }
    store.send(.bumpFirstRow)
    token.cancel()
    #expect(store.withState { $0.rows[id: 0]?.count } == 1)
    return calls
  }

  private func sendToObservedRow() -> (calls: Int, count: Int) {
    let store = Store(initialState: ValueRows.State(rows: [ValueRow.State(id: 0)])) { ValueRows() }
    let row: Store<ValueRow.State?, ValueRow.Action> = store.scope(
      state: \.rows[id: 0], action: \.rows[id: 0])
    var calls = 0
    let token = row.observe { _ in calls += 1 }
    row.send(.bump)
    token.cancel()
    return (calls, store.withState { $0.rows[id: 0]?.count ?? -1 })
  }
}

/// A list of value rows run by `ValueRow`.
private struct ValueRows: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<ValueRow.State>
  }

  @CasePathable
  enum Action {
    case rows(IdentifiedActionOf<ValueRow>)
    case bumpFirstRow
  }

  var body: some Reducer<State, Action> {
    EmptyReducer().forEach(\.rows, action: \.rows) { ValueRow() }
  }
}

/// A stack of value rows run by `ValueRow`.
private struct ValueStack: Reducer {
  struct State: Equatable {
    var path = StackState<ValueRow.State>()
  }

  @CasePathable
  enum Action {
    case path(StackAction<ValueRow.State, ValueRow.Action>)
  }

  var body: some Reducer<State, Action> {
    EmptyReducer().forEach(\.path, action: \.path) { ValueRow() }
  }
}

/// A parent reducer that bumps the first row directly, not through the row's reducer.
private struct ParentBump: Reducer {
  func reduce(into state: inout ValueRows.State, action: ValueRows.Action) -> Effect<
    ValueRows.Action
  > {
    if case .bumpFirstRow = action, let id = state.rows.ids.first { state.rows[id: id]?.count += 1 }
    return .none
  }
}

/// `ParentBump` wrongly marked as a reducer that only runs others.
private struct MarkedParentBump: Reducer, _ReducerComposition {
  func reduce(into state: inout ValueRows.State, action: ValueRows.Action) -> Effect<
    ValueRows.Action
  > {
    ParentBump().reduce(into: &state, action: action)
  }
}

/// A list of rows that hold an object.
private struct BoxRows: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<BoxRow.State>
  }

  @CasePathable
  enum Action {
    case rows(IdentifiedActionOf<BoxRow>)
  }

  var body: some Reducer<State, Action> {
    EmptyReducer().forEach(\.rows, action: \.rows) { BoxRow() }
  }
}

/// A row whose reducer bumps a value.
private struct ValueRow: Reducer {
  struct State: Equatable, Identifiable {
    let id: Int
    var count = 0
  }

  enum Action {
    case bump
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

/// A reference held in a row's state.
private final class Box: @unchecked Sendable {
  var value = 0
}

/// A row whose reducer changes the object its state holds.
private struct BoxRow: Reducer {
  struct State: Equatable, Identifiable {
    let id: Int
    let box: Box

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id && lhs.box === rhs.box }
  }

  enum Action {
    case bump
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.box.value += 1
    return .none
  }
}
