import XCTest

@testable import ComposableRuntime

// A test store under XCTest on Linux, where IssueReporting cannot expect an issue: these tests
// fail if a skipped assertion is reported as an issue, or if dependency values (stack element ids)
// carry over from one XCTest test to the next.

@Reducer
private struct Chatty {
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case tap
    case echoed
    case linger
    case quiet
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tap:
        state.count += 1
        return .send(.echoed)
      case .echoed:
        state.count += 1
        return .none
      case .linger:
        return .run { _ in try await Task.never() }.cancellable(id: "linger")
      case .quiet:
        return .cancel(id: "linger")
      }
    }
  }
}

/// Skipped assertions of a non-exhaustive test store are shown in the test's output under XCTest,
/// and do not fail the test.
final class SkippedAssertionsUnderXCTestTests: XCTestCase {
  @MainActor
  func testSkippedAssertionsAreShownNotFailed() async {
    let shown = LockIsolated<[String]>([])
    await SkippedAssertionLog.$write.withValue({ line in shown.withValue { $0.append(line) } }) {
      let store = TestStore(initialState: Chatty.State()) { Chatty() }
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.tap)
      await store.skipReceivedActions()
      await store.send(.linger)
      await store.skipInFlightEffects()
      await store.send(.quiet)
    }
    let lines = shown.value
    guard lines.count == 3 else {
      return XCTFail("expected 3 skipped assertions shown, got \(lines)")
    }
    XCTAssert(lines.allSatisfy { $0.contains("XCTestIntegrationTests.swift:") }, "\(lines)")
    XCTAssert(lines[0].contains("State was not expected to change"), lines[0])
    XCTAssert(lines[1].contains("1 received action was skipped"), lines[1])
    XCTAssert(lines[2].contains("in-flight effect"), lines[2])
  }
}

/// Each XCTest test starts with fresh dependency values, so the first stack element id is `#0`
/// in every test, whatever ran before (the order of these two does not matter).
final class StackElementIDsPerXCTestTests: XCTestCase {
  func testFirstTestStartsAtZero() {
    XCTAssertEqual(Self.idsOfTwoNewElements(), ["#0", "#1"])
  }

  func testSecondTestStartsAtZeroToo() {
    XCTAssertEqual(Self.idsOfTwoNewElements(), ["#0", "#1"])
  }

  private static func idsOfTwoNewElements() -> [String] {
    let path = StackState([Chatty.State(), Chatty.State(count: 1)])
    return path.ids.map { "\($0)" }
  }
}
