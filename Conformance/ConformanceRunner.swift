import IssueReporting

#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// Runs conformance cases with the runtime's reported issues captured, not failing the caller.
public enum ConformanceRunner {
  /// Runs `conformanceCase`, failing it if it does not finish within `timeout`.
  @MainActor
  public static func run(
    _ conformanceCase: ConformanceCase, timeout: Duration = .seconds(20)
  ) async -> ConformanceResult {
    if let reason = ConformanceSkip.fromEnvironment.reason(forSkipping: conformanceCase) {
      return ConformanceResult(
        ruleID: conformanceCase.ruleID, title: conformanceCase.title, api: conformanceCase.api,
        status: .notRun,
        messages: [reason], issues: [], durationSeconds: 0
      )
    }
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
      ruleID: conformanceCase.ruleID, title: conformanceCase.title, api: conformanceCase.api,
      status: status,
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
    let outcome = await firstOutcome(timeout: timeout) {
      try await conformanceCase.body(context)
    }
    switch outcome {
    case .success:
      return (.passed, [])
    case .failure(let failure as ConformanceFailure):
      return (.failed, [failure.description])
    case .failure(let error as CaseTimeout):
      // A runtime that never delivers what the rule promises hangs the case: that is a failure
      // of the rule, not of the harness.
      return (.failed, [timeoutMessage(error.timeout, lastCheckpoint: context.lastCheckpoint)])
    case .failure(let error):
      return (.error, ["threw \(error)"])
    }
  }

  /// What a case that timed out was waiting for, as near as the harness can tell.
  static func timeoutMessage(_ timeout: Duration, lastCheckpoint: String?) -> String {
    let waitingFor = lastCheckpoint.map { "what follows the check at \($0)" } ?? "its first check"
    return
      "timed out after \(timeout) waiting for \(waitingFor): the runtime never delivered what the rule promises"
  }

  /// Runs `body`, but stops waiting for it (and cancels it) once `timeout` passes, so that a
  /// case that hangs cannot hang the run.
  @MainActor
  private static func firstOutcome(
    timeout: Duration, body: @escaping @MainActor @Sendable () async throws -> Void
  ) async -> Result<Void, any Error> {
    let once = OnceContinuation()
    let watchdog = LockIsolated<Task<Void, Never>?>(nil)
    let outcome = await withCheckedContinuation { continuation in
      once.set(continuation)
      let work = Task { @MainActor in
        let result = await Result<Void, any Error>(catching: body)
        once.resume(with: result)
      }
      watchdog.withValue {
        $0 = Task {
          guard (try? await Task.sleep(for: timeout)) != nil else { return }
          work.cancel()
          once.resume(with: .failure(CaseTimeout(timeout: timeout)))
        }
      }
    }
    watchdog.withValue { $0?.cancel() }
    return outcome
  }
}

private struct CaseTimeout: Error {
  let timeout: Duration
}

/// Resumes a continuation with the first result offered and ignores the rest.
private final class OnceContinuation: Sendable {
  private let continuation = LockIsolated<CheckedContinuation<Result<Void, any Error>, Never>?>(nil)

  func set(_ continuation: CheckedContinuation<Result<Void, any Error>, Never>) {
    self.continuation.withValue { $0 = continuation }
  }

  func resume(with result: Result<Void, any Error>) {
    continuation.withValue { $0.take() }?.resume(returning: result)
  }
}

extension Result where Failure == any Error {
  init(catching body: () async throws -> Success) async {
    do { self = .success(try await body()) } catch { self = .failure(error) }
  }
}

extension Duration {
  /// The duration in seconds, as a floating-point number.
  var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
