import ComposableRuntime

/// Runs conformance cases with the runtime's reported issues captured, not failing the caller.
public enum ConformanceRunner {
  /// Runs `conformanceCase`, failing it if it does not finish within `timeout`.
  @MainActor
  public static func run(
    _ conformanceCase: ConformanceCase, timeout: Duration = .seconds(10)
  ) async -> ConformanceResult {
    let recorder = IssueRecorder()
    let context = ConformanceContext(recorder: recorder)
    let clock = ContinuousClock()
    let start = clock.now
    let outcome = await withIssueReporters([recorder]) {
      await runBody(conformanceCase, context: context, timeout: timeout)
    }
    var status = outcome.status
    var messages = outcome.messages
    if status == .passed {
      do { try context.expectNoIssues() } catch {
        status = .failed
        messages.append("\(error)")
      }
    }
    return ConformanceResult(
      ruleID: conformanceCase.ruleID, title: conformanceCase.title, status: status,
      messages: messages, issues: context.allIssues,
      durationSeconds: (clock.now - start).seconds
    )
  }

  /// Runs every case in order.
  @MainActor
  public static func runAll(
    _ cases: [ConformanceCase] = ConformanceSuite.allCases,
    progress: (ConformanceResult) -> Void = { _ in }
  ) async -> [ConformanceResult] {
    var results: [ConformanceResult] = []
    for conformanceCase in cases {
      let result = await run(conformanceCase)
      progress(result)
      results.append(result)
    }
    return results
  }

  @MainActor
  private static func runBody(
    _ conformanceCase: ConformanceCase, context: ConformanceContext, timeout: Duration
  ) async -> (status: ConformanceResult.Status, messages: [String]) {
    let work = Task { @MainActor in try await conformanceCase.body(context) }
    let watchdog = Task {
      try await Task.sleep(for: timeout)
      work.cancel()
    }
    let result = await work.result
    let timedOut = !watchdog.isCancelled && work.isCancelled
    watchdog.cancel()
    switch result {
    case .success:
      return (.passed, [])
    case let .failure(failure as ConformanceFailure):
      return (.failed, [failure.description])
    case let .failure(error):
      let reason = timedOut ? "timed out after \(timeout)" : "threw \(error)"
      return (.error, [reason])
    }
  }
}

extension Duration {
  /// The duration in seconds, as a floating-point number.
  var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
