import ComposableRuntime
import Testing

/// Spellings a view uses, which code that drives a store without SwiftUI may use too: sending
/// view actions through `@ViewAction`, and projecting a presented enum's case.
@MainActor
struct ViewFacingSpellingTests {
  @Reducer
  struct Search {
    @ObservableState
    struct State: Equatable {
      var submitted = 0
    }
    enum Action: ViewAction {
      case view(View)
      enum View { case submit }
    }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.submitted += 1
        return .none
      }
    }
  }

  @ViewAction(for: Search.self)
  struct SearchScreen {
    let store: StoreOf<Search>
  }

  @Test func aViewActionSenderSendsItsActionsInTheViewCase() {
    let screen = SearchScreen(store: Store(initialState: Search.State()) { Search() })
    screen.send(.submit)
    screen.send(.submit, animation: .default)
    #expect(screen.store.submitted == 2)
  }

  @CasePathable
  enum Destination: Equatable {
    case detail(Int)
    case settings(String)
  }

  @Test func aPresentationProjectsTheCaseItHolds() {
    let presented = PresentationState(wrappedValue: Destination.detail(7))
    #expect(presented.detail.wrappedValue == 7)
    #expect(presented.settings.wrappedValue == nil)
    let nothing = PresentationState<Destination>(wrappedValue: nil)
    #expect(nothing.detail.wrappedValue == nil)
  }
}
