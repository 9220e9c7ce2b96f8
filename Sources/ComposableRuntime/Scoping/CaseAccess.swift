import Synchronization

/// A case path a reducer or store extracts and embeds through: swift-case-paths' own
/// `AnyCasePath`, resolved once from a case key path (``init(resolving:)``) so that no action
/// walks the key path or needs `CasePathable` on the root.
@usableFromInline
typealias CaseAccess<Root, Value> = AnyCasePath<Root, Value>

extension AnyCasePath {
  /// The case path of `keyPath`, from the cache of ``ResolvedCases``: not `init(_:)`, which
  /// makes one that walks the key path on every use.
  @inlinable
  init(resolving keyPath: CaseKeyPath<Root, Value>) {
    self = ResolvedCases.resolve(keyPath)
  }
}

/// A case key path resolved when it first embeds: a store scoped by a key path with arguments,
/// such as `\.rows[id: id]`, resolves a path no cache holds yet, which costs microseconds, and
/// a list holds many such stores that never send.
@MainActor
final class DeferredCaseAccess<Root, Value> {
  private let keyPath: CaseKeyPath<Root, Value>
  private var access: CaseAccess<Root, Value>?

  init(_ keyPath: CaseKeyPath<Root, Value>) {
    self.keyPath = keyPath
  }

  /// `value` embedded in `Root`, resolving the path the first time.
  func embed(_ value: Value) -> Root {
    if let access { return access.embed(value) }
    let resolved = CaseAccess(resolving: keyPath)
    access = resolved
    return resolved.embed(value)
  }
}

/// The case key paths resolved so far, by key path, up to ``capacity`` of them.
///
/// A reducer's body builds its `Scope`s and `forEach`es anew for every action, each with a case
/// key path equal to the last one; resolving such a path again would allocate every time. Paths
/// with arguments, such as `\.rows[id: id]`, are as many as the ids ever used: when the cache is
/// full it starts over, and the paths in use are resolved again on their next use.
@usableFromInline
enum ResolvedCases {
  private static let cases = Mutex<[Key: any Sendable]>([:])

  /// The most resolutions kept.
  static var capacity: Int { 4096 }

  /// The number of resolutions kept now.
  static var count: Int {
    cases.withLock { $0.count }
  }

  /// The resolution of `keyPath`, from the cache when an equal key path was resolved before.
  @usableFromInline
  static func resolve<Root, Value>(_ keyPath: CaseKeyPath<Root, Value>) -> AnyCasePath<Root, Value>
  {
    let key = Key(keyPath: keyPath)
    if let cached = cases.withLock({ $0[key] }) as? AnyCasePath<Root, Value> { return cached }
    let resolved = tabled(keyPath) ?? AnyCasePath(keyPath)
    cases.withLock { cases in
      if cases.count >= capacity { cases.removeAll(keepingCapacity: true) }
      cases[key] = resolved
    }
    return resolved
  }

  /// The case path that `Root`'s ``_CasePathTable`` keeps for `keyPath`: it extracts without
  /// evaluating `Root.allCasePaths` and the case's getter again, as a resolved `Case` does.
  static func tabled<Root, Value>(_ keyPath: CaseKeyPath<Root, Value>) -> AnyCasePath<Root, Value>?
  {
    (Root.self as? any _CasePathTable.Type)?._$casePath(at: keyPath)?.casePath
      as? AnyCasePath<Root, Value>
  }

  /// How a test store names `keyPath`: `\.child` when `Root`'s ``_CasePathTable`` knows the case,
  /// `nil` when only the key path's own (address-bearing) description is available.
  static func name<Root, Value>(of keyPath: CaseKeyPath<Root, Value>) -> String? {
    (Root.self as? any _CasePathTable.Type)?._$casePath(at: keyPath).map { "\\.\($0.name)" }
  }

  /// A key path as a cache key; key paths are immutable, so sharing them is safe.
  private struct Key: Hashable, @unchecked Sendable {
    let keyPath: AnyKeyPath
  }
}
