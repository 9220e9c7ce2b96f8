import Foundation
import Testing

@_spi(Project) @testable import ComposableRuntime

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
    let box = StoreBox<[Int], Int>()
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
