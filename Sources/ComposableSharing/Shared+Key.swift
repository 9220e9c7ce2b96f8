import IssueReporting

extension Shared {
  /// A shared value stored under `key`: the key's stored value if it has one, else `wrappedValue`.
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
    self.init(
      reference: KeyedReference(
        SharedRegistry.current.box(for: key, initialValue: wrappedValue, save: key.save)))
  }

  /// A shared optional stored under `key`, `nil` until the key holds a value.
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// A shared value stored under a key that names its own default.
  public init<K: SharedKey<Value>>(_ key: K.Default) {
    self.init(wrappedValue: key.initialValue, key)
  }

  /// A shared value stored under a key with a default, overriding the default.
  public init<K: SharedKey<Value>>(wrappedValue: @autoclosure () -> Value, _ key: K.Default) {
    self.init(
      reference: KeyedReference(
        SharedRegistry.current.box(for: key, initialValue: wrappedValue, save: key.save)))
  }

  /// A shared value loaded from `key` now: it throws when the key holds nothing or its load
  /// fails. Another shared value of the key already in use is shared as it is.
  public init(require key: some SharedKey<Value>) async throws {
    let value = try await RequiredLoad.value(of: key)
    self.init(
      reference: KeyedReference(
        SharedRegistry.current.box(
          for: key, initialValue: { value }, save: key.save, skipInitialLoad: true)))
    if let loadError { throw loadError }
  }

  /// Points this shared value, and every copy of it, at `key`, and loads the key's value. A
  /// shared value made with `Shared(value:)`, or a member projected from another, has no key to
  /// replace: the call reports an issue and changes nothing.
  public func load(_ key: some SharedKey<Value>) async throws {
    guard let keyed = reference as? KeyedReference<Value> else {
      return reportIssue(
        "'load(_:)' re-points a shared value made from a key; this one was made from a value or "
          + "projected from another shared value, so it keeps its storage")
    }
    keyed.repoint(
      to: SharedRegistry.current.box(
        for: key, initialValue: { keyed.currentValue }, save: key.save, skipInitialLoad: true))
    try await load()
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
      Shared(
        reference: KeyedReference(
          SharedRegistry.current.box(for: key, initialValue: wrappedValue, save: nil)))
    )
  }

  /// A reader of an optional stored under `key`.
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedReaderKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// A reader of the value stored under `key`, or `wrappedValue` while the key holds none.
  @_disfavoredOverload
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
    self.init(Shared(wrappedValue: wrappedValue(), key))
  }

  /// A reader of an optional stored under `key`.
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// A reader of the value stored under a key that names its own default.
  public init<K: SharedReaderKey<Value>>(_ key: K.Default) {
    self.init(wrappedValue: key.initialValue, key)
  }

  /// A reader of the value stored under a writable key that names its own default.
  @_disfavoredOverload
  public init<K: SharedKey<Value>>(_ key: K.Default) {
    self.init(wrappedValue: key.initialValue, key)
  }

  /// A reader of the value stored under a key with a default, overriding the default.
  public init<K: SharedReaderKey<Value>>(
    wrappedValue: @autoclosure () -> Value, _ key: K.Default
  ) {
    self.init(
      Shared(
        reference: KeyedReference(
          SharedRegistry.current.box(for: key, initialValue: wrappedValue, save: nil)))
    )
  }

  /// A reader of the value stored under a writable key with a default, overriding the default.
  @_disfavoredOverload
  public init<K: SharedKey<Value>>(wrappedValue: @autoclosure () -> Value, _ key: K.Default) {
    self.init(Shared(wrappedValue: wrappedValue(), key))
  }

  /// A reader of the value loaded from `key` now: it throws when the key holds nothing or its
  /// load fails.
  public init(require key: some SharedReaderKey<Value>) async throws {
    let value = try await RequiredLoad.value(of: key)
    let shared = Shared(
      reference: KeyedReference(
        SharedRegistry.current.box(
          for: key, initialValue: { value }, save: nil, skipInitialLoad: true)))
    self.init(shared)
    if let loadError = shared.loadError { throw loadError }
  }

  /// A reader of the value loaded from a writable `key` now.
  @_disfavoredOverload
  public init(require key: some SharedKey<Value>) async throws {
    let shared = try await Shared(require: key)
    self.init(shared)
  }
}

/// The load `init(require:)` makes before it shares a value.
enum RequiredLoad {
  /// The key holds nothing: `init(require:)` has no value to share.
  struct NothingStored: Error, CustomStringConvertible {
    let key: String
    var description: String { "\(key) holds no value" }
  }

  /// The value `key` loads now, or the error that says why there is none.
  static func value<K: SharedReaderKey>(of key: K) async throws -> K.Value {
    let loaded = try await withUnsafeThrowingContinuation {
      (continuation: UnsafeContinuation<UncheckedBox<K.Value?>, any Error>) in
      key.load(
        context: .userInitiated,
        continuation: LoadContinuation(String(describing: key)) {
          continuation.resume(with: $0.map { UncheckedBox($0) })
        })
    }
    guard let value = loaded.value else { throw NothingStored(key: String(describing: key)) }
    return value
  }
}

/// Carries a value across a continuation whose value type need not be `Sendable`.
struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
