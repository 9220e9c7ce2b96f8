import ComposableRuntime
import Foundation

/// Lets a reducer reach the store it runs in.
@MainActor
final class StoreBox<State, Action>: Sendable {
  weak var store: Store<State, Action>?
}

/// Counts the issues a `withKnownIssue` matcher sees, from whatever thread it is called on.
final class ReportCount: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  var value: Int { lock.withLock { count } }

  func add() { lock.withLock { count += 1 } }
}
