import Foundation

#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// A custom persistence key over a store the case holds: it loads what the store holds, records
/// every save, and lets the case push changes as if made outside the program.
struct RecordingKey: SharedKey {
  /// What the key persists to, shared by every copy of one key.
  final class Backing: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Int?
    private var savedValues: [Int] = []
    private var subscribers: [SharedSubscriber<Int>] = []

    init(stored: Int?) { self.stored = stored }

    var saves: [Int] { lock.withLock { savedValues } }

    func load() -> Int? { lock.withLock { stored } }
    func save(_ value: Int) {
      lock.withLock {
        stored = value
        savedValues.append(value)
      }
    }
    func add(_ subscriber: SharedSubscriber<Int>) {
      lock.withLock { subscribers.append(subscriber) }
    }

    /// Changes the stored value from outside and tells the subscribers.
    func changeExternally(to value: Int) {
      let subscribers = lock.withLock {
        stored = value
        return self.subscribers
      }
      for subscriber in subscribers { subscriber.yield(value) }
    }
  }

  let name: String
  let backing: Backing

  var id: String { name }

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    if let value = backing.load() {
      continuation.resume(returning: value)
    } else {
      continuation.resumeReturningInitialValue()
    }
  }

  func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>) -> SharedSubscription
  {
    backing.add(subscriber)
    return SharedSubscription {}
  }

  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    backing.save(value)
    continuation.resume()
  }
}

/// A custom key that breaks the continuation contract: its load resumes twice, or never.
struct MisbehavingKey: SharedKey {
  enum Fault: Sendable { case resumesTwice, neverResumes }

  let name: String
  let fault: Fault

  var id: String { name }

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    guard case .resumesTwice = fault else { return }
    continuation.resume(returning: 1)
    continuation.resume(returning: 2)
  }

  func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>) -> SharedSubscription
  {
    SharedSubscription {}
  }

  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    continuation.resume()
  }
}
