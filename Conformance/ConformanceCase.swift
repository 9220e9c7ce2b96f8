import ComposableRuntime

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
  let body: @MainActor @Sendable (ConformanceContext) async throws -> Void

  /// Creates a case for `ruleID`; `body` throws `ConformanceFailure` (or any error) on failure.
  public init(
    _ ruleID: String,
    _ title: String,
    body: @escaping @MainActor @Sendable (_ context: ConformanceContext) async throws -> Void
  ) {
    self.ruleID = ruleID
    self.title = title
    self.body = body
  }

  public var description: String {
    "\(ruleID): \(title)"
  }
}
