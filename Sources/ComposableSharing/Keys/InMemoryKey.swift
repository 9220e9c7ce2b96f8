import Dependencies
import Foundation

extension SharedReaderKey {
  /// A key whose value lives in memory for the life of the process (in tests, of the test).
  public static func inMemory<Value>(_ key: String) -> Self where Self == InMemoryKey<Value> {
    InMemoryKey(key)
  }
}

/// Keeps a shared value in `defaultInMemoryStorage` under a string.
public struct InMemoryKey<Value: Sendable>: SharedKey {
  private let key: String
  private let storage: InMemoryStorage

  init(_ key: String) {
    @Dependency(\.defaultInMemoryStorage) var storage
    self.key = key
    self.storage = storage
  }

  /// The string and the storage it lives in.
  public var id: InMemoryKeyID {
    InMemoryKeyID(key: key, storage: ObjectIdentifier(storage.values))
  }

  /// The stored value, or the initial one if nothing is stored under the key yet.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    if let value = storage.values[key] as? Value {
      continuation.resume(returning: value)
    } else {
      continuation.resumeReturningInitialValue()
    }
  }

  /// Nothing outside the program writes memory: no changes to push.
  public func subscribe(context: LoadContext<Value>, subscriber: SharedSubscriber<Value>)
    -> SharedSubscription
  {
    SharedSubscription {}
  }

  /// Keeps `value` under the key.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    storage.values[key] = value
    continuation.resume()
  }
}

extension InMemoryKey: CustomStringConvertible {
  /// `.inMemory("key")`.
  public var description: String { ".inMemory(\(String(reflecting: key)))" }
}

/// The identity of an in-memory key: its string within one storage.
public struct InMemoryKeyID: Hashable, Sendable {
  let key: String
  let storage: ObjectIdentifier
}

/// Where in-memory keys keep their values; every test starts with an empty one.
public struct InMemoryStorage: Sendable {
  final class Values: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: any Sendable] = [:]
    subscript(key: String) -> (any Sendable)? {
      get { lock.withLock { values[key] } }
      set { lock.withLock { values[key] = newValue } }
    }
  }

  let values = Values()

  /// An empty storage.
  public init() {}
}

private enum InMemoryStorageKey: DependencyKey {
  static let liveValue = InMemoryStorage()
  static var testValue: InMemoryStorage { InMemoryStorage() }
}

extension DependencyValues {
  /// The storage `.inMemory` keys use.
  public var defaultInMemoryStorage: InMemoryStorage {
    get { self[InMemoryStorageKey.self] }
    set { self[InMemoryStorageKey.self] = newValue }
  }
}
