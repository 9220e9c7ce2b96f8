import ComposableRuntime
import Foundation
import Observation
import Testing

/// swift-sharing 2's key API: values required from a key, continuations resumed exactly once,
/// optionals unwrapped into readers, and a shared collection split into shared elements.
@Suite(.timeLimit(.minutes(5)))
struct SharedKeyAPITests {
  /// A key whose load resumes as `behaviour` says, counting its loads.
  struct ScriptedKey: SharedKey {
    enum Behaviour {
      case value(Int)
      case nothing, failure, twice, never
    }
    final class Loads: @unchecked Sendable {
      let lock = NSLock()
      var count = 0
    }
    struct Failed: Error {}

    let name: String
    let behaviour: Behaviour
    var loads = Loads()
    var id: String { name }

    func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
      loads.lock.withLock { loads.count += 1 }
      switch behaviour {
      case .value(let value): continuation.resume(returning: value)
      case .nothing: continuation.resumeReturningInitialValue()
      case .failure: continuation.resume(throwing: Failed())
      case .twice:
        continuation.resume(returning: 1)
        continuation.resume(returning: 2)
      case .never: break
      }
    }

    func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>)
      -> SharedSubscription
    { SharedSubscription {} }

    func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
      continuation.resume()
    }
  }

  @Test func aRequiredValueIsLoadedOnce() async throws {
    let key = ScriptedKey(name: UUID().uuidString, behaviour: .value(7))
    let shared = try await Shared(require: key)
    #expect(shared.wrappedValue == 7)
    #expect(key.loads.lock.withLock { key.loads.count } == 1)
    let reader = try await SharedReader(require: key)
    #expect(reader.wrappedValue == 7)
  }

  @Test func requiringAKeyThatHoldsNothingOrFailsThrows() async {
    await #expect(throws: (any Error).self) {
      _ = try await Shared(require: ScriptedKey(name: UUID().uuidString, behaviour: .nothing))
    }
    await #expect(throws: ScriptedKey.Failed.self) {
      _ = try await SharedReader(require: ScriptedKey(name: UUID().uuidString, behaviour: .failure))
    }
  }

  @Test func aSecondResumeIsReportedAndIgnored() async throws {
    let key = ScriptedKey(name: UUID().uuidString, behaviour: .twice)
    try await withKnownIssue {
      let shared = try await Shared(require: key)
      #expect(shared.wrappedValue == 1)
    } matching: {
      $0.description.contains("resumed its continuation more than once")
    }
  }

  @Test func aContinuationDroppedUnresumedIsReportedAndResumesWithNothing() async {
    let key = ScriptedKey(name: UUID().uuidString, behaviour: .never)
    await withKnownIssue {
      await #expect(throws: (any Error).self) { _ = try await Shared(require: key) }
    } matching: {
      $0.description.contains("dropped its continuation without resuming it")
    }
  }

  @Test func readersUnwrapOptionalsAndKeepTheirLastValue() {
    let optional = Shared<Int?>(value: 3)
    #expect(SharedReader(Shared<Int?>(value: nil)) == nil)
    let reader = SharedReader(optional)
    #expect(reader?.wrappedValue == 3)
    optional.withLock { $0 = nil }
    #expect(reader?.wrappedValue == 3)
    let derived = SharedReader(optional).read { $0.map { $0 * 10 } }
    optional.withLock { $0 = 4 }
    let unwrapped = SharedReader(derived)
    #expect(unwrapped?.wrappedValue == 40)
  }

  struct Todo: Identifiable, Equatable {
    let id: Int
    var done = false
  }

  @Test func aSharedCollectionSplitsIntoElementsThatWriteThrough() {
    let todos = Shared<IdentifiedArrayOf<Todo>>(value: [Todo(id: 1), Todo(id: 2)])
    let elements = Array(todos)
    #expect(elements.map(\.wrappedValue.id) == [1, 2])
    elements[1].withLock { $0.done = true }
    #expect(todos.wrappedValue[id: 2]?.done == true)
    let readers = Array(SharedReader(todos))
    #expect(readers.map(\.wrappedValue.done) == [false, true])
  }
}

extension SharedKeyAPITests {
  @Test func aReadOfASharedValueOrItsReaderIsObserved() {
    let count = Shared(value: 0)
    let reader = SharedReader(count)
    let changes = LockIsolated(0)
    withObservationTracking {
      _ = count.wrappedValue
    } onChange: {
      changes.withValue { $0 += 1 }
    }
    withObservationTracking {
      _ = reader.wrappedValue
    } onChange: {
      changes.withValue { $0 += 1 }
    }
    count.withLock { $0 += 1 }
    #expect(changes.value == 2)
    #expect((count as Any) is any Observable && (reader as Any) is any Observable)
  }
}

extension SharedKeyAPITests {
  @Test func loadingAnotherKeyRepointsEveryCopyAndTellsReaders() async throws {
    let (first, second) = ("first-\(UUID())", "second-\(UUID())")
    @Shared(.inMemory(first)) var value = 1
    @Shared(.inMemory(second)) var other = 5
    let copy = $value
    let reader = SharedReader($value)
    let changes = LockIsolated(0)
    withObservationTracking {
      _ = value
    } onChange: {
      changes.withValue { $0 += 1 }
    }
    try await $value.load(.inMemory(second))
    #expect(value == 5)
    #expect(copy.wrappedValue == 5)
    #expect(reader.wrappedValue == 5)
    #expect(changes.value == 1)
    $value.withLock { $0 = 9 }
    #expect(other == 9)
  }

  @Test func loadingAKeyIntoAValueMadeSharedValueReportsAndKeepsIt() async throws {
    let count = Shared(value: 3)
    try await withKnownIssue {
      try await count.load(.inMemory("elsewhere-\(UUID())"))
    } matching: {
      $0.description.contains("re-points a shared value made from a key")
    }
    #expect(count.wrappedValue == 3)
  }
}
