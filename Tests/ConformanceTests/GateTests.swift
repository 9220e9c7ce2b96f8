import Testing

@testable import Conformance

/// The gate effects wait on keeps its promise whatever the scheduling: cancellation before the
/// wait wins over an open gate.
@Suite(.timeLimit(.minutes(5)))
struct GateTests {
  @Test
  func aTaskCancelledBeforeItReachesAnOpenGateIsCancelled() async {
    let (gate, arrival) = (Gate(), Gate())
    let task = Task {
      await arrival.waitIgnoringCancellation()
      try await gate.wait()
    }
    task.cancel()
    gate.open()
    arrival.open()
    await #expect(throws: CancellationError.self) { try await task.value }
  }

  @Test
  func aWaiterGoesThroughWhenTheGateOpens() async throws {
    let gate = Gate()
    let task = Task { try await gate.wait() }
    gate.open()
    try await task.value
  }
}

/// `CONFORMANCE_SKIP` leaves a rule's cases out as not run, never as passed.
@Suite(.timeLimit(.minutes(5)))
struct ConformanceSkipTests {
  @Test
  func aSkippedRuleIsNamedAndOthersRun() {
    let skip = ConformanceSkip(parsing: " SHARED-04, SHARED-05 ,")
    #expect(skip.ruleIDs == ["SHARED-04", "SHARED-05"])
    let skipped = ConformanceCase("SHARED-04", "x") { _ in }
    let kept = ConformanceCase("SHARED-03", "y") { _ in }
    #expect(skip.reason(forSkipping: skipped)?.contains("SHARED-04") == true)
    #expect(skip.reason(forSkipping: kept) == nil)
  }
}
