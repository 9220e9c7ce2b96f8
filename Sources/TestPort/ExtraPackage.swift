/// A package the app depends on beyond TCA and what TCA brings (swift-tagged for `Tagged`): the
/// port's manifest declares it again, with the same requirement, for every target.
public struct ExtraPackage: Sendable, Equatable {
  /// Its URL.
  public let url: String
  /// The requirement as manifest arguments: `from: "0.10.0"`.
  public let requirement: String
  /// The products the app takes from it.
  public let products: [String]

  /// The name SwiftPM knows it by: its URL's last part, without `.git`.
  public var identity: String {
    let last = url.split(separator: "/").last.map(String.init) ?? url
    return last.hasSuffix(".git") ? String(last.dropLast(4)) : last
  }

  /// Whether the port already has it: TCA itself (the runtime replaces it) or a package of
  /// `FreeProducts`.
  var isProvided: Bool {
    identity == "swift-composable-architecture"
      || FreeProducts.packages.contains { $0.name == identity }
  }
}
