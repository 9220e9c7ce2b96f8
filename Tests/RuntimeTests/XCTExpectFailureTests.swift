import ComposableRuntimeTestSupport
import XCTest

// XCTExpectFailure on Linux, as TCA's own tests use it. Each test fails if an expected failure
// leaks to XCTest, or if a strict expectation that saw nothing stays silent.

@Reducer
private struct Doubler {
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case double
  }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count = state.count * 2 + 2
      return .none
    }
  }
}

@MainActor
final class XCTExpectFailureTests: XCTestCase {
  func testAFailureTheMatcherAcceptsDoesNotFailTheTest() async {
    let store = TestStore(initialState: Doubler.State()) { Doubler() }
    await XCTExpectFailure {
      await store.send(.double) { $0.count = 1 }
    } issueMatcher: {
      $0.compactDescription.hasPrefix("failed - A state change does not match expectation.")
    }
  }

  func testAStrictExpectationThatSawNothingFails() {
    XCTExpectFailure {
      XCTExpectFailure("nothing goes wrong") {}
    } issueMatcher: {
      $0.compactDescription
        == "failed - Expected failure: nothing goes wrong, but none was recorded"
    }
  }

  func testANonStrictExpectationMaySeeNothing() {
    XCTExpectFailure(strict: false) {}
  }

  func testAnIssueTheMatcherRejectsReachesTheOuterExpectation() async {
    let store = TestStore(initialState: Doubler.State()) { Doubler() }
    await XCTExpectFailure {
      await XCTExpectFailure(strict: false) {
        await store.send(.double) { $0.count = 1 }
      } issueMatcher: { _ in
        false
      }
    } issueMatcher: {
      $0.sourceCodeContext.location?.fileURL.lastPathComponent == "XCTExpectFailureTests.swift"
    }
  }

  func testExpectingTheRestOfTheTestCoversLaterFailures() async {
    XCTExpectFailure {
      $0.compactDescription.contains("A state change does not match expectation.")
    }
    let store = TestStore(initialState: Doubler.State()) { Doubler() }
    await store.send(.double) { $0.count = 1 }
  }

  func testSkippedAssertionsInsideAnExpectationAreShownNotFailed() async {
    let store = TestStore(initialState: Doubler.State()) { Doubler() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await XCTExpectFailure(strict: false) {
      await store.send(.double)
    }
    XCTAssertEqual(store.state.count, 2)
  }
}
