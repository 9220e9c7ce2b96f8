import Testing

@_spi(Project) @testable import ComposableRuntime

/// A parent with rows, a presented child and a stack, each of which it can remove; every child
/// is a `ObservedCounter`, whose `.increment` counts.
@Reducer
private struct Holder {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<ObservedCounter.State> = []
    @Presents var child: ObservedCounter.State?
    var path = StackState<ObservedCounter.State>()
  }

  enum Action {
    case add(Int)
    case remove(Int)
    case present
    case dismissChild
    case push
    case popAll
    case rows(IdentifiedActionOf<ObservedCounter>)
    case child(PresentationAction<ObservedCounter.Action>)
    case path(StackActionOf<ObservedCounter>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .add(let id): state.rows.append(ObservedCounter.State(id: id))
      case .remove(let id): state.rows.remove(id: id)
      case .present: state.child = ObservedCounter.State(id: 100)
      case .dismissChild: state.child = nil
      case .push: state.path.append(ObservedCounter.State(id: 200))
      case .popAll: state.path.removeAll()
      case .rows, .child, .path: break
      }
      return .none
    }
    .forEach(\.rows, action: \.rows) { ObservedCounter() }
    .ifLet(\.$child, action: \.child) { ObservedCounter() }
    .forEach(\.path, action: \.path) { ObservedCounter() }
  }
}

/// A store kept after its state left the parent reads the state its last send left, though
/// nothing read it in between: removing comes before the first read in every test.
@MainActor
struct HeldStoreTests {
  @Test
  func aKeyPathRowStoreReadsItsLastStateAfterItsRowIsRemoved() throws {
    try expectLastStateKept(adding: .add(1), removing: .remove(1)) {
      $0.scope(state: \.rows[id: 1], action: \.rows[id: 1])
    }
  }

  @Test
  func aStoreCollectionElementStoreReadsItsLastStateAfterItsRowIsRemoved() throws {
    try expectLastStateKept(adding: .add(1), removing: .remove(1)) {
      $0.scope(state: \.rows, action: \.rows)[id: 1]
    }
  }

  @Test
  func aPresentedChildStoreReadsItsLastStateAfterDismissal() throws {
    try expectLastStateKept(adding: .present, removing: .dismissChild) {
      $0.scope(state: \.child, action: \.child.presented)
    }
  }

  @Test
  func aStackElementStoreReadsItsLastStateAfterItIsPopped() throws {
    try expectLastStateKept(adding: .push, removing: .popAll) { store in
      store.withState(\.path.ids.first).flatMap {
        store.scope(state: \.path[id: $0], action: \.path[id: $0])
      }
    }
  }

  /// Sends `adding`, scopes the child with `scope`, sends it `.increment` twice, sends
  /// `removing`, and expects the held child store to read a count of 2.
  private func expectLastStateKept(
    adding: Holder.Action, removing: Holder.Action,
    scope: (StoreOf<Holder>) -> StoreOf<ObservedCounter>?
  ) throws {
    let store = Store(initialState: Holder.State()) { Holder() }
    store.send(adding)
    let child = try #require(scope(store))
    child.send(.increment)
    child.send(.increment)
    store.send(removing)
    #expect(child.count == 2)
  }

  @Test("1,000 held row stores, each sent to and removed before any is read, read their own counts")
  func thousandHeldRows() throws {
    let store = Store(initialState: Holder.State()) { Holder() }
    var held: [StoreOf<ObservedCounter>] = []
    for id in 0..<1_000 {
      store.send(.add(id))
      let row = try #require(store.scope(state: \.rows[id: id], action: \.rows[id: id]))
      for _ in 0..<(id % 3 + 1) { row.send(.increment) }
      held.append(row)
    }
    for id in 0..<1_000 { store.send(.remove(id)) }
    #expect(held.enumerated().allSatisfy { $0.element.count == $0.offset % 3 + 1 })
  }
}

/// A child store keeps a copy of its state between the root's sends; a send to any store of the
/// root, the parent's included, must make its next read fresh.
@MainActor
struct DerivedStateFreshnessTests {
  @Test
  func aPresentedChildStoreReadsWhatItsParentsSendChanged() throws {
    let store = Store(initialState: Holder.State()) { Holder() }
    store.send(.present)
    let child = try #require(store.scope(state: \.child, action: \.child.presented))
    #expect(child.count == 0)
    store.send(.child(.presented(.increment)))
    #expect(child.count == 1)
    store.send(.dismissChild)
    store.send(.present)
    #expect(child.count == 0, "a new child presented by the parent, read through the same store")
  }

  @Test
  func aRowStoreReadsWhatASiblingsSendLeftUnchangedAndItsOwnSendChanged() throws {
    let store = Store(initialState: Holder.State()) { Holder() }
    store.send(.add(1))
    store.send(.add(2))
    let first = try #require(store.scope(state: \.rows, action: \.rows)[id: 1])
    let second = try #require(store.scope(state: \.rows, action: \.rows)[id: 2])
    #expect(first.count == 0)
    second.send(.increment)
    #expect(first.count == 0)
    #expect(second.count == 1)
    first.send(.increment)
    first.send(.increment)
    #expect(first.count == 2)
  }
}
