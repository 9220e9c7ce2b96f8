/// A Swift-runtime function whose instructions a count leaves out, recognized by its name in a
/// callgrind dump (demangled, as valgrind writes it).
public struct ExcludedFunction: Sendable, Hashable, CustomStringConvertible {
  /// What a matching name begins with; empty where names begin with a return type that varies.
  public let prefix: String
  /// What a matching name contains besides, each somewhere.
  public let fragments: [String]

  /// A function whose name begins with `prefix` and contains each of `fragments`.
  public init(prefix: String = "", containing fragments: [String] = []) {
    self.prefix = prefix
    self.fragments = fragments
  }

  /// Whether `name`, a function's name in a dump, is this function's.
  public func matches(_ name: some StringProtocol) -> Bool {
    name.hasPrefix(prefix) && fragments.allSatisfy { name.contains($0) }
  }

  /// The pattern, as a test failure names it.
  public var description: String {
    ((prefix.isEmpty ? [] : ["\(prefix)…"]) + fragments.map { "…\($0)…" }).joined(separator: " ")
  }
}

extension RunPoint {
  /// The Swift runtime's metadata-cache probes: the concurrent hash map's `find` and the cache
  /// key's `==`. They probe hash tables keyed by addresses in the binary and the heap, whose
  /// probe lengths change with the binary's layout (a clean clone at another path moved
  /// `Navigation.Stack` by −0.96%, all of it here). The lookups themselves
  /// (`_swift_getGenericMetadata`, `getCache`, demangling) stay counted.
  public static let excludedFunctions: [ExcludedFunction] = [
    ExcludedFunction(prefix: "swift::MetadataCacheKey::operator=="),
    // Its name begins with its return type, `std::pair<…>` or `… const*`.
    ExcludedFunction(containing: ["swift::ConcurrentReadableHashMap<", "::find<"]),
  ]
}
