import Dependencies
import Foundation

/// The boxes of the shared values loaded from keys, by key identity, so every `@Shared` of one
/// key refers to one box while any holds it. Each test gets its own registry (a dependency).
final class SharedRegistry: @unchecked Sendable {
  private struct Identity: Hashable {
    let valueType: ObjectIdentifier
    let id: AnyHashable
  }

  private final class Entry {
    weak var box: SharedStorage?
    init(_ box: SharedStorage) { self.box = box }
  }

  private let lock = NSRecursiveLock()
  private var entries: [Identity: Entry] = [:]

  /// The box of `key`, made, loaded and subscribed if no shared value holds it now.
  /// With `skipInitialLoad`, the caller has just loaded `initialValue` from the key itself.
  func box<K: SharedReaderKey>(
    for key: K, initialValue: () -> K.Value,
    save: (@Sendable (K.Value, SaveContext, SaveContinuation) -> Void)?,
    skipInitialLoad: Bool = false
  ) -> SharedBox<K.Value> {
    let identity = Identity(valueType: ObjectIdentifier(K.Value.self), id: AnyHashable(key.id))
    return lock.withLock {
      if let box = entries[identity]?.box as? SharedBox<K.Value> { return box }
      let box = Self.makeBox(
        for: key, initialValue: initialValue(), save: save, skipInitialLoad: skipInitialLoad)
      entries[identity] = Entry(box)
      return box
    }
  }

  private static func makeBox<K: SharedReaderKey>(
    for key: K, initialValue: K.Value,
    save: (@Sendable (K.Value, SaveContext, SaveContinuation) -> Void)?, skipInitialLoad: Bool
  ) -> SharedBox<K.Value> {
    let box = SharedBox(initialValue)
    let persistence = SharedPersistence<K.Value>(load: key.load, save: save)
    let receive = Self.receiver(into: box, persistence: persistence, initialValue: initialValue)
    if !skipInitialLoad {
      key.load(
        context: .initialValue(initialValue),
        continuation: LoadContinuation(String(describing: key), callback: receive))
    }
    persistence.subscription = key.subscribe(
      context: .initialValue(initialValue), subscriber: SharedSubscriber(callback: receive))
    box.attach(persistence)
    return box
  }

  /// What a load or a subscription hands its results to: the value goes into the box, an error
  /// is kept for `loadError`.
  private static func receiver<Value: Sendable>(
    into box: SharedBox<Value>, persistence: SharedPersistence<Value>, initialValue: Value
  ) -> @Sendable (Result<Value?, any Error>) -> Void {
    { [weak box, weak persistence] result in
      switch result {
      case .success(let value):
        persistence?.recordLoad(nil)
        box?.replace(with: value ?? initialValue)
      case .failure(let error):
        persistence?.recordLoad(error)
      }
    }
  }
}

extension SharedRegistry: DependencyKey {
  static let liveValue = SharedRegistry()
  static var testValue: SharedRegistry { SharedRegistry() }
}

extension SharedRegistry {
  /// The registry of the dependencies in force.
  static var current: SharedRegistry {
    @Dependency(SharedRegistry.self) var registry
    return registry
  }
}
