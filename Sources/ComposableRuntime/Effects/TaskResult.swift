/// The result of an async operation that may throw, as TCA 1.x effects fed it back:
/// `.success(value)` or `.failure(error)`, equatable when its value is (errors compare when their
/// type is `Equatable`).
///
/// ```swift
/// case .refresh:
///   return .run { send in
///     await send(.refreshed(TaskResult { try await client.fetch() }))
///   }
/// ```
///
/// TCA suggests `Result` instead; this type keeps features written for it compiling.
@available(*, message: "Use 'Result', instead")
public enum TaskResult<Success: Sendable>: Sendable {
  /// The operation returned `Success`.
  case success(Success)
  /// The operation threw.
  case failure(any Error)

  /// The result of running `body`.
  public init(catching body: @Sendable () async throws -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }

  /// The same outcome as `result`.
  public init<Failure>(_ result: Result<Success, Failure>) {
    switch result {
    case .success(let value): self = .success(value)
    case .failure(let error): self = .failure(error)
    }
  }

  /// The success value; throws the failure's error.
  public var value: Success {
    get throws {
      switch self {
      case .success(let value): return value
      case .failure(let error): throw error
      }
    }
  }

  /// The success value transformed; a failure stays the same failure.
  public func map<NewSuccess>(_ transform: (Success) -> NewSuccess) -> TaskResult<NewSuccess> {
    flatMap { .success(transform($0)) }
  }

  /// The result `transform` makes of the success value; a failure stays the same failure.
  public func flatMap<NewSuccess>(
    _ transform: (Success) -> TaskResult<NewSuccess>
  ) -> TaskResult<NewSuccess> {
    switch self {
    case .success(let value): return transform(value)
    case .failure(let error): return .failure(error)
    }
  }
}

extension TaskResult: CasePathable {
  /// The case paths of `success` and `failure`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }

  /// The case paths of `success` and `failure`.
  public struct AllCasePaths {
    /// The success case.
    public var success: AnyCasePath<TaskResult, Success> {
      AnyCasePath(embed: { .success($0) }) {
        guard case .success(let value) = $0 else { return nil }
        return value
      }
    }

    /// The failure case.
    public var failure: AnyCasePath<TaskResult, any Error> {
      AnyCasePath(embed: { .failure($0) }) {
        guard case .failure(let error) = $0 else { return nil }
        return error
      }
    }
  }
}

extension Result where Success: Sendable, Failure == any Error {
  /// The same outcome as `result`.
  public init(_ result: TaskResult<Success>) {
    switch result {
    case .success(let value): self = .success(value)
    case .failure(let error): self = .failure(error)
    }
  }
}

extension TaskResult: Equatable where Success: Equatable {
  /// Equal successes; or failures whose errors are equal, which needs an `Equatable` error type
  /// (two errors of one type that is not reports an issue and compare unequal).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.success(let lhs), .success(let rhs)):
      return lhs == rhs
    case (.failure(let lhs), .failure(let rhs)):
      if let equal = errorsAreEqual(lhs, rhs) { return equal }
      if type(of: lhs) == type(of: rhs) { reportIssue(TaskResultIssue.notEquatable(lhs)) }
      return false
    default:
      return false
    }
  }
}

extension TaskResult: Hashable where Success: Hashable {
  /// Hashes the success value, or the error when its type is `Hashable` (otherwise reports an
  /// issue and hashes the case alone).
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .success(let value):
      hasher.combine(value)
      hasher.combine(0)
    case .failure(let error):
      if let hashable = (error as Any) as? AnyHashable {
        hasher.combine(hashable)
      } else {
        reportIssue(TaskResultIssue.notHashable(error))
      }
      hasher.combine(1)
    }
  }
}

/// Whether two errors are equal, when the first one's type is `Equatable`; nil otherwise.
private func errorsAreEqual(_ lhs: any Error, _ rhs: any Error) -> Bool? {
  guard let lhs = (lhs as Any) as? any Equatable else { return nil }
  return lhs.isEqual(to: rhs)
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    self == other as? Self
  }
}

/// The issues `TaskResult` reports when its error cannot be compared or hashed: TCA's first
/// line, then what to do.
private enum TaskResultIssue {
  static func notEquatable(_ error: any Error) -> String {
    missing("Equatable", adjective: "equatable", consequence: "compare as unequal", of: error)
  }

  static func notHashable(_ error: any Error) -> String {
    missing("Hashable", adjective: "hashable", consequence: "hash by their case alone", of: error)
  }

  private static func missing(
    _ protocolName: String, adjective: String, consequence: String, of error: any Error
  ) -> String {
    let name = String(reflecting: type(of: error))
    return """
      "\(name)" is not \(adjective).

      Failures carrying this error \(consequence). Conform "\(name)" to "\(protocolName)" so \
      that a test can tell two of them apart.
      """
  }
}
