/// The products an Xcode target that links TCA can import without declaring them (TCA's own
/// dependencies), each from the package and at the version this repository's `Package.swift`
/// gives: the port's manifest declares them so that the app's `import Dependencies` or
/// `import Clocks` still builds.
public enum FreeProducts {
  /// A package of pointfreeco's and the products taken from it.
  public struct Package: Sendable, Equatable {
    /// The repository's name on GitHub.
    public let name: String
    /// The lowest version, as `from:`.
    public let version: String
    /// Its products the port links.
    public let products: [String]

    /// Its URL.
    public var url: String { "https://github.com/pointfreeco/\(name)" }
  }

  /// The packages, in the order the manifest lists them.
  public static let packages = [
    Package(
      name: "swift-dependencies", version: "1.17.1",
      products: ["Dependencies", "DependenciesMacros"]),
    Package(name: "swift-clocks", version: "1.1.1", products: ["Clocks"]),
    Package(name: "swift-case-paths", version: "1.10.0", products: ["CasePaths"]),
    Package(
      name: "swift-identified-collections", version: "1.1.1", products: ["IdentifiedCollections"]
    ),
    Package(name: "swift-custom-dump", version: "1.7.3", products: ["CustomDump"]),
    Package(name: "swift-concurrency-extras", version: "1.4.3", products: ["ConcurrencyExtras"]),
    // IssueReporting's package is still named xctest-dynamic-overlay in this repository's
    // manifest; the same URL keeps SwiftPM from seeing two packages with the same products.
    Package(name: "xctest-dynamic-overlay", version: "1.13.1", products: ["IssueReporting"]),
  ]
}
