import ComposableRuntimeTestSupport
import Testing

/// `TaskResult`: built from throwing work, compared by value and by equatable error.
@Suite(.timeLimit(.minutes(5)))
@MainActor
struct TaskResultTests {
  struct Failure: Error, Equatable {
    let code: Int
  }

  @Test func itCatchesAndComparesByValueOrEquatableError() async {
    let success = await TaskResult { 42 }
    let failure = await TaskResult<Int> { throw Failure(code: 1) }
    #expect(success == .success(42))
    #expect(failure == .failure(Failure(code: 1)))
    #expect(failure != .failure(Failure(code: 2)))
    #expect(success.map { $0 + 1 } == .success(43))
    #expect(throws: Failure(code: 1)) { try failure.value }
    #expect(throws: Failure(code: 1)) { try Result(failure).get() }
  }

  @Test func errorsOfATypeThatIsNotEquatableReportAnIssue() {
    struct Opaque: Error {}
    withKnownIssue {
      #expect(TaskResult<Int>.failure(Opaque()) != .failure(Opaque()))
    } matching: {
      $0.description.contains("is not equatable")
    }
  }

  @Test func aFeatureReceivesItByCasePath() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, Action> { state, action in
        switch action {
        case .load: return .run { send in await send(.loaded(TaskResult { 7 })) }
        case .loaded(.success(let value)):
          state = value
          return .none
        case .loaded(.failure): return .none
        }
      }
    }
    await store.send(.load)
    await store.receive(\.loaded.success) { $0 = 7 }
  }

  @CasePathable
  enum Action: Equatable {
    case load
    case loaded(TaskResult<Int>)
  }
}
