/// Where a shared value comes from: how it is loaded and how external changes reach it.
///
/// Every `@SharedReader` (or `@Shared`) of keys with the same `id` shares one value.
public protocol SharedReaderKey<Value>: Sendable {
  /// The value's type.
  associatedtype Value: Sendable
  /// What identifies the storage: keys with equal ids share one value.
  associatedtype ID: Hashable = Self

  /// The key's identity.
  var id: ID { get }

  /// Loads the value and resumes `continuation` with it (or with the initial value, or an error).
  func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>)

  /// Pushes changes made outside the program to `subscriber` until the subscription is cancelled.
  func subscribe(context: LoadContext<Value>, subscriber: SharedSubscriber<Value>)
    -> SharedSubscription
}

extension SharedReaderKey where ID == Self {
  /// A key that is its own identity.
  public var id: ID { self }
}

/// Why a key is asked to load.
public enum LoadContext<Value> {
  /// The first load of a shared value, with the default its declaration gave.
  case initialValue(Value)
  /// A load the program asked for, as `$x.load()`.
  case userInitiated

  /// The declaration's default, for a first load.
  public var initialValue: Value? {
    guard case .initialValue(let value) = self else { return nil }
    return value
  }
}

extension LoadContext: Sendable where Value: Sendable {}
extension LoadContext: Equatable where Value: Equatable {}
extension LoadContext: Hashable where Value: Hashable {}
