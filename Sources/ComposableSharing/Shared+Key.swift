extension Shared {
  /// A shared value stored under `key`: the key's stored value if it has one, else `wrappedValue`.
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
    self.init(
      reference: SharedRegistry.current.box(for: key, initialValue: wrappedValue, save: key.save))
  }

  /// A shared optional stored under `key`, `nil` until the key holds a value.
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// A shared value stored under a key that names its own default.
  public init<K: SharedKey<Value>>(_ key: _SharedKeyDefault<K>) {
    self.init(wrappedValue: key.initialValue, key)
  }

  /// A shared value stored under a key with a default, overriding the default.
  public init<K: SharedKey<Value>>(
    wrappedValue: @autoclosure () -> Value, _ key: _SharedKeyDefault<K>
  ) {
    self.init(
      reference: SharedRegistry.current.box(for: key, initialValue: wrappedValue, save: key.save))
  }

  /// Reloads the value from its key (nothing for a value made with `Shared(value:)`).
  public func load() async throws {
    guard let box = reference.root as? SharedBox<Value>, let persistence = box.persistenceLink
    else { return }
    let value: Value? = try await withCheckedThrowingContinuation { continuation in
      persistence.load(
        .userInitiated,
        continuation: LoadContinuation { continuation.resume(with: $0.map { UncheckedBox($0) }) })
    }.value
    if let value { box.replace(with: value) }
  }

  /// Saves the current value to its key now.
  public func save() async throws {
    guard let persistence = (reference.root as? SharedBox<Value>)?.persistenceLink else { return }
    let value = UncheckedBox(reference.currentValue)
    try await withCheckedThrowingContinuation {
      (continuation: CheckedContinuation<Void, any Error>) in
      persistence.save(value.value, context: .userInitiated) { continuation.resume(with: $0) }
    }
  }

  /// The error of the last load from the key, if it failed.
  public var loadError: (any Error)? {
    (reference.root as? SharedBox<Value>)?.persistenceLink?.loadError
  }

  /// The error of the last save to the key, if it failed.
  public var saveError: (any Error)? {
    (reference.root as? SharedBox<Value>)?.persistenceLink?.saveError
  }

  /// Whether a load is under way: loads here complete before the shared value is handed out.
  public var isLoading: Bool { false }
}

extension SharedReader {
  /// A reader of the value stored under `key`, or `wrappedValue` while the key holds none.
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedReaderKey<Value>) {
    self.init(
      Shared(reference: SharedRegistry.current.box(for: key, initialValue: wrappedValue, save: nil))
    )
  }

  /// A reader of an optional stored under `key`.
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedReaderKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// A reader of the value stored under a key that names its own default.
  public init<K: SharedReaderKey<Value>>(_ key: _SharedKeyDefault<K>) {
    self.init(wrappedValue: key.initialValue, key)
  }
}

/// Carries a value across a continuation whose value type need not be `Sendable`.
struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
