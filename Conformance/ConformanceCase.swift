#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// One executable check of one rule of the conformance catalog.
///
/// ```swift
/// ConformanceCase("ORDER-01", "send reduces synchronously") { context in
///   let store = Store(initialState: Counter.State()) { Counter() }
///   store.send(.increment)
///   try context.expectEqual(store.state.count, 1)
/// }
/// ```
public struct ConformanceCase: Sendable, CustomStringConvertible {
  /// The catalog rule this case pins, such as `"CANCEL-03"`.
  public let ruleID: String
  /// What the case checks, in a few words.
  public let title: String
  /// Whose API the case is written against.
  public let api: API
  let body: @MainActor @Sendable (ConformanceContext) async throws -> Void

  /// The API a case needs from the runtime under test.
  public enum API: String, Sendable, Codable {
    /// Only TCA's public API: the case compiles against TCA with the import changed.
    case tca
    /// This project's additions (`observe`, `inFlightEffectCount`, `cancellationEntryCount`).
    case project
  }

  /// Creates a case for `ruleID`; `body` throws `ConformanceFailure` (or any error) on failure.
  public init(
    api: API = .tca,
    _ ruleID: String,
    _ title: String,
    body: @escaping @MainActor @Sendable (_ context: ConformanceContext) async throws -> Void
  ) {
    self.api = api
    self.ruleID = ruleID
    self.title = title
    self.body = body
  }

  public var description: String {
    "\(ruleID): \(title)"
  }
}
