import Testing

@_spi(Project) @testable import ComposableRuntime

/// A list of plain (not observable) state, whose rows are scoped by key path.
@Reducer
private struct PlainList {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<ObservedCounter.State> = [.init(id: 0), .init(id: 1)]
    var selected: ObservedCounter.State? = .init(id: 7)
  }

  enum Action {
    case rows(IdentifiedActionOf<ObservedCounter>)
    case remove(Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .remove(let id) = action { state.rows.remove(id: id) }
      return .none
    }
    .forEach(\.rows, action: \.rows) { ObservedCounter() }
  }
}

/// A list whose state declares a closure before its rows.
@Reducer
private struct ListWithClosureField {
  struct State {
    var format: @Sendable (Int) -> String = { "\($0)" }
    var rows: IdentifiedArrayOf<ObservedCounter.State> = [.init(id: 0), .init(id: 1)]
  }

  enum Action {
    case rows(IdentifiedActionOf<ObservedCounter>)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer().forEach(\.rows, action: \.rows) { ObservedCounter() }
  }
}

/// Counts the callbacks of one `observe(_:)`.
@MainActor
private final class Calls {
  var count = 0
}

/// Stores scoped by `\.rows[id: id]` observe like a `StoreCollection`'s element stores: a send
/// to one row calls back only that row's observers, whatever the number of rows.
@MainActor
struct KeyPathRowStoreTests {
  @Test
  func aKeyPathRowStoreIsLocatedAsItsCollectionsElement() {
    let store = Store(initialState: PlainList.State()) { PlainList() }
    let row: Store<ObservedCounter.State?, ObservedCounter.Action> = store.scope(
      state: \.rows[id: 1], action: \.rows[id: 1])
    let element = row.core.element
    #expect(element?.collection == \PlainList.State.rows)
    #expect(element?.id == AnyHashable(1))
    let selected: Store<ObservedCounter.State?, ObservedCounter.Action> = store.scope(
      state: \.selected, action: \.rows[id: 7])
    #expect(selected.core.element == nil)
  }

  /// The stored-field walk that finds the collection must step over fields it cannot describe
  /// (a closure, here declared before the collection) rather than stop at them.
  @Test
  func aRowStoreIsLocatedPastAClosureFieldDeclaredBeforeItsCollection() {
    let store = Store(initialState: ListWithClosureField.State()) { ListWithClosureField() }
    let row: Store<ObservedCounter.State?, ObservedCounter.Action> = store.scope(
      state: \.rows[id: 1], action: \.rows[id: 1])
    #expect(row.core.element?.collection == \ListWithClosureField.State.rows)
    #expect(row.core.element?.id == AnyHashable(1))
  }

  @Test
  func anObservableParentsRowStoreIsLocatedThroughItsTrackedCollection() {
    let store = Store(initialState: TrackedList.State()) { TrackedList() }
    let row = store.scope(state: \.rows[id: 0], action: \.rows[id: 0])
    #expect(row?.core.element?.collection == \TrackedList.State.rows)
    #expect(row?.core.element?.id == AnyHashable(0))
  }

  @Test(.enabled(if: FastPaths.areEnabled, "tests a fast path itself"))
  func aSendToOneRowChecksOnlyThatRowsObservers() {
    let store = Store(initialState: PlainList.State()) { PlainList() }
    let first: Store<ObservedCounter.State?, ObservedCounter.Action> = store.scope(
      state: \.rows[id: 0], action: \.rows[id: 0])
    let second: Store<ObservedCounter.State?, ObservedCounter.Action> = store.scope(
      state: \.rows[id: 1], action: \.rows[id: 1])
    let firstCalls = Calls()
    let secondChecks = Calls()
    let firstToken = first.observe { _ in firstCalls.count += 1 }
    let secondToken = store.core.root.addObserver(of: second.core.element) {
      secondChecks.count += 1
    }
    first.send(.increment)
    #expect(firstCalls.count == 1)
    #expect(secondChecks.count == 0)
    #expect(first.withState { $0?.count } == 1)
    firstToken.cancel()
    store.core.root.removeObserver(secondToken)
  }

  @Test
  func removingARowByItsParentCallsItsObserverBack() {
    let store = Store(initialState: PlainList.State()) { PlainList() }
    let second: Store<ObservedCounter.State?, ObservedCounter.Action> = store.scope(
      state: \.rows[id: 1], action: \.rows[id: 1])
    var seen: [ObservedCounter.State?] = []
    let token = second.observe { seen.append($0) }
    store.send(.remove(1))
    #expect(seen == [nil])
    token.cancel()
  }
}
