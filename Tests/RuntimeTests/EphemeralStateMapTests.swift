import ComposableRuntime
import Testing

/// `map` on alerts, dialogs and buttons: the identity stays, the actions are transformed.
struct EphemeralStateMapTests {
  private enum Parent: Equatable { case child(Int?) }

  @Test func anAlertMapsItsButtonsActionsAndKeepsItsIdentity() {
    let alert = AlertState<Int> {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: 1) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    }
    let mapped = alert.map { Parent.child($0) }
    #expect(mapped.id == alert.id)
    #expect(mapped.buttons.map(\.action.action) == [.child(1), .child(nil)])
    #expect(mapped.buttons.map(\.id) == alert.buttons.map(\.id))
    #expect(mapped.title == alert.title)
  }

  @Test func aDialogMapsItsButtonsActions() {
    let dialog = ConfirmationDialogState<Int>(titleVisibility: .visible) {
      TextState("Share")
    } actions: {
      ButtonState(action: 7) { TextState("Send") }
    }
    let mapped = dialog.map { $0.map { $0 * 2 } }
    #expect(mapped.id == dialog.id)
    #expect(mapped.buttons.map(\.action.action) == [14])
    #expect(mapped.titleVisibility == .visible)
  }
}

/// A store is equal only to itself, and the unlabeled scope is the labeled one.
@MainActor
struct StoreIdentityTests {
  @Reducer
  struct Parent {
    struct State: Equatable {
      var child = Child.State()
    }
    enum Action {
      case child(Child.Action)
    }
    var body: some ReducerOf<Self> {
      Scope(\.child, action: \.child) { Child() }
    }
  }

  @Reducer
  struct Child {
    struct State: Equatable {
      var count = 0
    }
    enum Action {
      case tap
    }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.count += 1
        return .none
      }
    }
  }

  @Test func storesAreEqualOnlyToThemselves() {
    let first = Store(initialState: Parent.State()) { Parent() }
    let second = Store(initialState: Parent.State()) { Parent() }
    #expect(first == first && first != second)
    #expect(Set([first, first, second]).count == 2)
    #expect(first.id != second.id)
  }

  @Test func theUnlabeledScopeIsTheLabeledOne() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let child = store.scope(\.child, action: \.child)
    child.send(.tap)
    #expect(child === store.scope(state: \.child, action: \.child))
    #expect(store.withState(\.child.count) == 1)
  }
}
