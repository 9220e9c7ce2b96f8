import ComposableRuntime
import Foundation
import Testing

/// `SharedReader.load()` asks its key again; a failed load is kept in `loadError`.
@Suite(.timeLimit(.minutes(5)))
struct SharedReaderLoadTests {
  /// A key over a value the test changes without telling anyone, or that fails to load.
  struct SilentKey: SharedReaderKey {
    final class Backing: @unchecked Sendable {
      let lock = NSLock()
      var value = 1
      var failure: (any Error)?
    }
    struct Failed: Error {}

    let name: String
    let backing: Backing
    var id: String { name }

    func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
      let (value, failure) = backing.lock.withLock { (backing.value, backing.failure) }
      if let failure {
        continuation.resume(throwing: failure)
      } else {
        continuation.resume(returning: value)
      }
    }

    func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>)
      -> SharedSubscription
    {
      SharedSubscription {}
    }
  }

  @Test func loadReadsTheKeyAgainAndKeepsItsError() async throws {
    let backing = SilentKey.Backing()
    let reader = SharedReader(wrappedValue: 0, SilentKey(name: UUID().uuidString, backing: backing))
    #expect(reader.wrappedValue == 1)
    backing.lock.withLock { backing.value = 2 }
    #expect(reader.wrappedValue == 1)
    try await reader.load()
    #expect(reader.wrappedValue == 2)
    #expect(reader.loadError == nil && !reader.isLoading)
    backing.lock.withLock { backing.failure = SilentKey.Failed() }
    await #expect(throws: SilentKey.Failed.self) { try await reader.load() }
  }
}
