import Foundation

/// The types `.appStorage` stores, as swift-sharing offers them: property-list scalars, `URL`,
/// raw-representable values over `Int` and `String`, and optionals of each.
extension SharedReaderKey {
  /// A `Bool` default.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Bool> {
    AppStorageKey(key, store: store, lookup: AppStorageLookup<Bool>.propertyList())
  }
  /// An `Int` default.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Int> {
    AppStorageKey(key, store: store, lookup: AppStorageLookup<Int>.propertyList())
  }
  /// A `Double` default.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Double> {
    AppStorageKey(key, store: store, lookup: AppStorageLookup<Double>.propertyList())
  }
  /// A `String` default.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<String> {
    AppStorageKey(key, store: store, lookup: AppStorageLookup<String>.propertyList())
  }
  /// A `Data` default.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Data> {
    AppStorageKey(key, store: store, lookup: AppStorageLookup<Data>.propertyList())
  }
  /// A `Date` default.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Date> {
    AppStorageKey(key, store: store, lookup: AppStorageLookup<Date>.propertyList())
  }
  /// A `URL` default, stored as its string.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<URL> {
    AppStorageKey(key, store: store, lookup: AppStorageLookup<URL>.url)
  }
  /// A default of a type whose raw value is an `Int`.
  public static func appStorage<Value: RawRepresentable<Int> & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self
  where Self == AppStorageKey<Value> {
    AppStorageKey(key, store: store, lookup: .raw(AppStorageLookup<Int>.propertyList()))
  }
  /// A default of a type whose raw value is a `String`.
  public static func appStorage<Value: RawRepresentable<String> & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self
  where Self == AppStorageKey<Value> {
    AppStorageKey(key, store: store, lookup: .raw(AppStorageLookup<String>.propertyList()))
  }
  /// An optional `Bool` default.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Bool?> {
    AppStorageKey(key, store: store, lookup: .optional(AppStorageLookup<Bool>.propertyList()))
  }
  /// An optional `Int` default.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Int?> {
    AppStorageKey(key, store: store, lookup: .optional(AppStorageLookup<Int>.propertyList()))
  }
  /// An optional `Double` default.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Double?> {
    AppStorageKey(key, store: store, lookup: .optional(AppStorageLookup<Double>.propertyList()))
  }
  /// An optional `String` default.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<String?> {
    AppStorageKey(key, store: store, lookup: .optional(AppStorageLookup<String>.propertyList()))
  }
  /// An optional `Data` default.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Data?> {
    AppStorageKey(key, store: store, lookup: .optional(AppStorageLookup<Data>.propertyList()))
  }
  /// An optional `Date` default.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Date?> {
    AppStorageKey(key, store: store, lookup: .optional(AppStorageLookup<Date>.propertyList()))
  }
  /// An optional `URL` default.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<URL?> {
    AppStorageKey(key, store: store, lookup: .optional(AppStorageLookup<URL>.url))
  }
}
