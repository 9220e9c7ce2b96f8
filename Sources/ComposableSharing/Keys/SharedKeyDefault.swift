extension SharedReaderKey {
  /// A key paired with the default its shared values start from: `Self[.fileStorage(url), default: []]`.
  public typealias Default = _SharedKeyDefault<Self>
}

/// A key and its default value, so declarations can omit the default.
public struct _SharedKeyDefault<Base: SharedReaderKey>: SharedReaderKey {
  let base: Base
  let defaultValue: @Sendable () -> Base.Value

  /// The base key's identity: a default does not make another storage.
  public var id: Base.ID { base.id }

  /// The default value.
  public var initialValue: Base.Value { defaultValue() }

  /// Pairs `key` with `value`.
  public static subscript(_ key: Base,
    default value: @autoclosure @escaping @Sendable () -> Base.Value
  ) -> Self {
    Self(base: key, defaultValue: value)
  }

  /// Loads through the base key.
  public func load(context: LoadContext<Base.Value>, continuation: LoadContinuation<Base.Value>) {
    base.load(context: context, continuation: continuation)
  }

  /// Subscribes through the base key.
  public func subscribe(context: LoadContext<Base.Value>, subscriber: SharedSubscriber<Base.Value>)
    -> SharedSubscription
  {
    base.subscribe(context: context, subscriber: subscriber)
  }
}

extension _SharedKeyDefault: SharedKey where Base: SharedKey {
  /// Saves through the base key.
  public func save(_ value: Base.Value, context: SaveContext, continuation: SaveContinuation) {
    base.save(value, context: context, continuation: continuation)
  }
}

extension _SharedKeyDefault: CustomStringConvertible {
  /// The base key's description.
  public var description: String { String(describing: base) }
}
