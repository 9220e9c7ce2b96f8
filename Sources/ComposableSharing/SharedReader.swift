import CustomDump
import Foundation
import IssueReporting
import Observation

/// A read-only view of a shared value: it sees every write made through the `Shared` it came
/// from, and cannot write.
@propertyWrapper
@dynamicMemberLookup
public struct SharedReader<Value> {
  private let readValue: @Sendable () -> Value
  /// The shared value read whole, whose key `load()` asks again; nil for a derived reader.
  private let source: Shared<Value>?

  init(read: @escaping @Sendable () -> Value, source: Shared<Value>? = nil) {
    self.readValue = read
    self.source = source
  }

  /// A reader of `shared`.
  public init(_ shared: Shared<Value>) {
    self.init(read: { shared.wrappedValue }, source: shared)
  }

  /// Unwraps a shared optional: `nil` when it holds `nil` now; later, a `nil` keeps the last value.
  public init?(_ base: Shared<Value?>) {
    guard let shared = Shared(base) else { return nil }
    self.init(shared)
  }

  /// Unwraps a reader of an optional: `nil` when it reads `nil` now; later, a `nil` keeps the
  /// last value.
  public init?(_ base: SharedReader<Value?>) {
    if let source = base.source {
      self.init(source)
      return
    }
    guard let initial = base.wrappedValue else { return nil }
    let last = LastValue(initial)
    self.init(read: { last.keep(base.wrappedValue) })
  }

  /// Reloads the value from its key (nothing for a derived or constant reader).
  public func load() async throws {
    try await source?.load()
  }

  /// Points this reader at `key` and loads the key's value. A reader made from a keyed `Shared`
  /// reads that shared value's storage, which moves with it; a derived or constant reader has no
  /// key to replace: the call reports an issue and changes nothing.
  public func load(_ key: some SharedReaderKey<Value>) async throws {
    guard let keyed = source?.reference as? KeyedReference<Value> else {
      return reportIssue(
        "'load(_:)' re-points a reader of a key; this one is derived or constant, so it keeps "
          + "what it reads")
    }
    keyed.repoint(
      to: SharedRegistry.current.box(
        for: key, initialValue: { keyed.currentValue }, save: nil, skipInitialLoad: true))
    try await load()
  }

  /// ``load(_:)`` with a writable key, which a reader only reads.
  @_disfavoredOverload
  public func load(_ key: some SharedKey<Value>) async throws {
    let readerKey: any SharedReaderKey<Value> = key
    try await load(readerKey)
  }

  /// The error of the last load from the key, if it failed.
  public var loadError: (any Error)? { source?.loadError }

  /// Whether a load is under way: loads here complete before the value is handed out.
  public var isLoading: Bool { source?.isLoading ?? false }

  /// A reader of a constant value.
  public init(value: sending Value) {
    let box = SharedBox(value)
    self.init(read: { box.currentValue })
  }

  /// A reader that always reads `value`.
  public static func constant(_ value: sending Value) -> Self {
    Self(value: value)
  }

  /// Takes a reader as it is, so `@SharedReader var x: T` can be initialized from `$parent.x`.
  public init(projectedValue: SharedReader<Value>) {
    self = projectedValue
  }

  /// The value now (while a test store asserts, the value before the step's writes).
  public var wrappedValue: Value { readValue() }

  /// The reader itself.
  public var projectedValue: SharedReader<Value> {
    get { self }
    set { self = newValue }
  }

  /// A reader of a member of the value.
  public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
    nonisolated(unsafe) let keyPath = keyPath
    let read = readValue
    return SharedReader<Member>(read: { read()[keyPath: keyPath] })
  }

  /// A reader of a member of the value.
  public func read<Member>(_ keyPath: KeyPath<Value, Member>) -> SharedReader<Member> {
    self[dynamicMember: keyPath]
  }

  /// A reader of what `transform` derives from the value, derived again on every read.
  public func read<Member>(_ transform: @escaping @Sendable (Value) -> Member) -> SharedReader<
    Member
  > {
    let read = readValue
    return SharedReader<Member>(read: { transform(read()) })
  }
}

/// A read of the value registers with the observation tracking around it, through the storage
/// it reads, so a write through the shared value notifies it.
extension SharedReader: Observable {}

extension SharedReader: CustomReflectable {
  /// The value's mirror, so that debuggers and `dump` show the value, not the reader.
  public var customMirror: Mirror { Mirror(reflecting: wrappedValue) }
}

extension SharedReader: CustomStringConvertible {
  /// The reader's type and the value's description.
  public var description: String { "\(Self.self)(\(String(describing: wrappedValue)))" }
}

extension SharedReader: @unchecked Sendable {}

extension SharedReader: Equatable where Value: Equatable {
  /// Compares the values.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.wrappedValue == rhs.wrappedValue
  }
}

extension SharedReader: Hashable where Value: Hashable {
  /// Hashes the value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}

extension SharedReader: Identifiable where Value: Identifiable {
  /// The value's identity.
  public var id: Value.ID { wrappedValue.id }
}

extension SharedReader: CustomDumpRepresentable {
  /// Dumps as the value itself.
  public var customDumpValue: Any { wrappedValue }
}

/// The last non-nil value an unwrapped reader read, which it reads while its base reads `nil`.
private final class LastValue<Value>: @unchecked Sendable {
  // Unchecked: `value` is only touched under `lock`.
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  /// `latest` if there is one (kept for later), else the last kept value.
  func keep(_ latest: Value?) -> Value {
    lock.withLock {
      if let latest { value = latest }
      return value
    }
  }
}
