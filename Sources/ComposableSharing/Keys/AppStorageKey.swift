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
  public var id: AppStorageKeyID { AppStorageKeyID(key: key, store: ObjectIdentifier(store.defaults)) }

  /// The stored default, or the initial value if none is stored.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    continuation.resume(with: .success(lookup.read(store.defaults, key)))
  }

  /// Pushes nothing: swift-corelibs-foundation's `UserDefaults` posts no change notification,
  /// so changes made to the defaults outside a `@Shared` are read at the next load only.
  public func subscribe(context: LoadContext<Value>, subscriber: SharedSubscriber<Value>) -> SharedSubscription {
    SharedSubscription {}
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
    Self(read: { $0.object(forKey: $1) as? Value }, write: { $0.set($2, forKey: $1) }, isSame: { $0 == $1 })
  }

  /// A `URL`, stored as its string.
  static var url: AppStorageLookup<URL> {
    .init(
      read: { $0.string(forKey: $1).flatMap(URL.init(string:)) }, write: { $0.set($2.absoluteString, forKey: $1) },
      isSame: { $0 == $1 }
    )
  }

  /// A raw-representable value, stored as its raw value.
  static func raw<Raw: Sendable>(_ base: AppStorageLookup<Raw>) -> Self where Value: RawRepresentable, Value.RawValue == Raw {
    Self(
      read: { base.read($0, $1).flatMap(Value.init(rawValue:)) }, write: { base.write($0, $1, $2.rawValue) },
      isSame: { base.isSame($0?.rawValue, $1?.rawValue) }
    )
  }

  /// An optional of a stored type: `nil` removes the default.
  static func optional<Wrapped>(_ base: AppStorageLookup<Wrapped>) -> Self where Value == Wrapped?, Wrapped: Sendable {
    Self(
      read: { base.read($0, $1).map(Optional.some) },
      write: { defaults, key, value in
        if let value { base.write(defaults, key, value) } else { defaults.removeObject(forKey: key) }
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
