import Conformance
import Testing

/// A case that hangs fails its rule (not "error"), naming where it last made progress.
@Suite(.timeLimit(.minutes(5))) struct CaseTimeoutTests {
  @Test @MainActor
  func aHangingCaseFailsItsRuleAndNamesTheLastCheck() async {
    let checkLine = #line + 3
    let hanging = ConformanceCase("ORDER-11", "waits for an effect that never finishes") {
      context in
      try context.expect(true)
      try await Task.sleep(for: .seconds(3600))
    }
    let result = await ConformanceRunner.run(hanging, timeout: .milliseconds(200))
    #expect(result.status == .failed)
    #expect(
      result.messages.first?.contains(
        "timed out after 0.2 seconds waiting for what follows the check at") == true)
    #expect(
      result.messages.first?.contains("CaseTimeoutTests.swift:\(checkLine)") == true,
      "\(result.messages)")
  }

  @Test @MainActor
  func aCaseThatThrowsSomethingElseIsAnError() async {
    struct Unexpected: Error {}
    let throwing = ConformanceCase("ORDER-11", "throws an error of its own") { _ in
      throw Unexpected()
    }
    let result = await ConformanceRunner.run(throwing)
    #expect(result.status == .error)
  }
}
