import Testing

@testable import ComposableRuntime

// Issues the runtime reports must reach Swift Testing: a test whose assertion is wrong fails.
// Each test wraps a deliberate mistake in `withKnownIssue`, which itself fails the test when no
// issue arrives, so these tests fail if the runtime's issues stop reaching the test framework.

@Suite(.timeLimit(.minutes(5)))
struct IssueDeliveryTests {
  @Test @MainActor
  func wrongStateAssertionIsRecorded() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await withKnownIssue {
      await store.send(.incrementButtonTapped) { $0.count = 99 }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
    }
  }

  @Test @MainActor
  func wrongReceiveAssertionIsRecorded() async {
    let store = TestStore(initialState: Parent.State(child: nil)) { Parent() }
    await store.send(.loadChild)
    await withKnownIssue {
      await store.receive(\.childLoaded)
    } matching: { issue in
      issue.description.contains("State was not expected to change, but a change occurred")
    }
  }

  @Test @MainActor
  func runtimeWarningOutsideTestStoreIsRecorded() {
    let store = Store(initialState: Parent.State(child: nil)) { Parent() }
    withKnownIssue {
      store.send(.child(.tap))
    } matching: { issue in
      issue.description.contains("received a child action when child state was \"nil\"")
    }
  }

  @Test
  func testSupportIsLinkedIntoThisTarget() {
    #expect(TestFrameworkLink.isLinked)
  }

  @Test
  func aTestProcessWithoutTestSupportLosesIssues() {
    #expect(
      TestFrameworkLink.losesIssues(isTesting: true, isLinked: false, usesDefaultReporter: true))
    #expect(
      !TestFrameworkLink.losesIssues(isTesting: true, isLinked: true, usesDefaultReporter: true))
    #expect(
      !TestFrameworkLink.losesIssues(isTesting: false, isLinked: false, usesDefaultReporter: true))
    #expect(
      !TestFrameworkLink.losesIssues(isTesting: true, isLinked: false, usesDefaultReporter: false))
  }
}

/// A parent with an optional child, to provoke the `ifLet` runtime warning and a received action.
private struct Parent: Reducer {
  struct State: Equatable {
    var child: Child.State?
  }

  @CasePathable
  enum Action: Equatable {
    case loadChild
    case childLoaded
    case child(Child.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .loadChild: return .send(.childLoaded)
      case .childLoaded:
        state.child = Child.State()
        return .none
      case .child: return .none
      }
    }
    .ifLet(\.child, action: \.child) { Child() }
  }
}

private struct Child: Reducer {
  struct State: Equatable {
    var taps = 0
  }

  @CasePathable
  enum Action: Equatable {
    case tap
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.taps += 1
    return .none
  }
}
