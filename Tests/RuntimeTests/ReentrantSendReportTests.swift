@_spi(Project) @testable import ComposableRuntime
import Foundation
import Testing

/// Sends made while a store processes an action are queued and run; only the first is reported.
@MainActor
struct ReentrantSendReportTests {
  @Test("1,000 reentrant sends to one store report one issue, and all of them run")
  func reportedOncePerStore() {
    let reports = ReportCount()
    let looping = LoopingStore()
    withKnownIssue {
      looping.store.send(-1)
    } matching: { issue in
      reports.add()
      return issue.description.contains("while an action was being processed")
    }
    #expect(reports.value == 1)
    #expect(looping.store.withState { $0.count } == 1_001)
  }
}

/// A store whose action `-1` sends 1,000 actions back into itself while it processes it.
@MainActor
private final class LoopingStore {
  let store: Store<[Int], Int>

  init() {
    let box = StoreBox()
    store = Store(initialState: [Int]()) {
      Reduce<[Int], Int> { state, action in
        state.append(action)
        if action == -1 { for value in 0..<1_000 { box.store?.send(value) } }
        return .none
      }
    }
    box.store = store
  }
}

/// Lets the reducer reach the store it runs in.
@MainActor
private final class StoreBox {
  weak var store: Store<[Int], Int>?
}

/// Counts the issues a `withKnownIssue` matcher sees, from whatever thread it is called on.
private final class ReportCount: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  var value: Int { lock.withLock { count } }

  func add() { lock.withLock { count += 1 } }
}
