import Dependencies
import Foundation

/// Keeps a shared value in `UserDefaults` (`defaultAppStorage`) under a string, and picks up
/// changes other code makes to that default.
public struct AppStorageKey<Value: Sendable>: SharedKey {
  private let key: String
  private let store: UncheckedDefaults
  private let lookup: AppStorageLookup<Value>

  init(_ key: String, store: UserDefaults?, lookup: AppStorageLookup<Value>) {
    @Dependency(\.defaultAppStorage) var defaultStore
    self.key = key
    self.store = UncheckedDefaults(store ?? defaultStore)
    self.lookup = lookup
  }

  /// The default's name within its store.
  public var id: AppStorageKeyID {
    AppStorageKeyID(key: key, store: ObjectIdentifier(store.defaults))
  }

  /// The stored default, or the initial value if none is stored.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    continuation.resume(with: .success(lookup.read(store.defaults, key)))
  }

  /// Pushes the default's value whenever it changes. swift-corelibs-foundation's `UserDefaults`
  /// posts no change notification, so the store is polled.
  public func subscribe(context: LoadContext<Value>, subscriber: SharedSubscriber<Value>)
    -> SharedSubscription
  {
    let watch = AppStorageWatch(defaults: store, key: key, lookup: lookup, subscriber: subscriber)
    return Polling.every { watch.check() }
  }

  /// Stores `value` (removing the default for `nil`).
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    lookup.write(store.defaults, key, value)
    continuation.resume()
  }
}

extension AppStorageKey: CustomStringConvertible {
  /// `.appStorage("key")`.
  public var description: String { ".appStorage(\(String(reflecting: key)))" }
}

/// One default being watched: what it held at the last check, and whom to tell of a change.
private final class AppStorageWatch<Value: Sendable>: @unchecked Sendable {
  private let defaults: UncheckedDefaults
  private let key: String
  private let lookup: AppStorageLookup<Value>
  private let subscriber: SharedSubscriber<Value>
  private let lock = NSLock()
  private var lastValue: Value?

  init(
    defaults: UncheckedDefaults, key: String, lookup: AppStorageLookup<Value>,
    subscriber: SharedSubscriber<Value>
  ) {
    self.defaults = defaults
    self.key = key
    self.lookup = lookup
    self.subscriber = subscriber
    self.lastValue = lookup.read(defaults.defaults, key)
  }

  /// Reads the default and pushes it if it changed since the last check.
  func check() {
    let now = lookup.read(defaults.defaults, key)
    let changed = lock.withLock {
      defer { lastValue = now }
      return !lookup.isSame(lastValue, now)
    }
    if changed { subscriber.yield(with: .success(now)) }
  }
}

/// The identity of an app-storage key: its name within one defaults store.
public struct AppStorageKeyID: Hashable, Sendable {
  let key: String
  let store: ObjectIdentifier
}

/// How one type of value is read from and written to `UserDefaults`.
struct AppStorageLookup<Value: Sendable>: Sendable {
  let read: @Sendable (UserDefaults, String) -> Value?
  let write: @Sendable (UserDefaults, String, Value) -> Void
  /// Whether two reads found the same value, so a poll pushes only changes.
  let isSame: @Sendable (Value?, Value?) -> Bool

  /// A type `UserDefaults` stores as a property-list value.
  static func propertyList() -> Self where Value: Equatable {
    Self(
      read: { $0.object(forKey: $1) as? Value }, write: { $0.set($2, forKey: $1) },
      isSame: { $0 == $1 })
  }

  /// A `URL`, stored as its string.
  static var url: AppStorageLookup<URL> {
    .init(
      read: { $0.string(forKey: $1).flatMap(URL.init(string:)) },
      write: { $0.set($2.absoluteString, forKey: $1) },
      isSame: { $0 == $1 }
    )
  }

  /// A raw-representable value, stored as its raw value.
  static func raw<Raw: Sendable>(_ base: AppStorageLookup<Raw>) -> Self
  where Value: RawRepresentable, Value.RawValue == Raw {
    Self(
      read: { base.read($0, $1).flatMap(Value.init(rawValue:)) },
      write: { base.write($0, $1, $2.rawValue) },
      isSame: { base.isSame($0?.rawValue, $1?.rawValue) }
    )
  }

  /// An optional of a stored type: `nil` removes the default.
  static func optional<Wrapped>(_ base: AppStorageLookup<Wrapped>) -> Self
  where Value == Wrapped?, Wrapped: Sendable {
    Self(
      read: { base.read($0, $1).map(Optional.some) },
      write: { defaults, key, value in
        if let value {
          base.write(defaults, key, value)
        } else {
          defaults.removeObject(forKey: key)
        }
      },
      isSame: { base.isSame($0 ?? nil, $1 ?? nil) }
    )
  }
}

/// `UserDefaults`, which is thread-safe, carried across concurrency domains.
private struct UncheckedDefaults: @unchecked Sendable {
  let defaults: UserDefaults
  init(_ defaults: UserDefaults) { self.defaults = defaults }
}

private enum AppStorageDependencyKey: DependencyKey {
  static var liveValue: UncheckedDefaults { UncheckedDefaults(.standard) }
  static var testValue: UncheckedDefaults {
    let suite = "\(NSTemporaryDirectory())composable-sharing.\(UUID().uuidString)"
    return UncheckedDefaults(UserDefaults(suiteName: suite) ?? .standard)
  }
}

extension DependencyValues {
  /// The defaults `.appStorage` keys use: `.standard` live, a fresh temporary suite in each test.
  public var defaultAppStorage: UserDefaults {
    get { self[AppStorageDependencyKey.self].defaults }
    set { self[AppStorageDependencyKey.self] = UncheckedDefaults(newValue) }
  }
}
