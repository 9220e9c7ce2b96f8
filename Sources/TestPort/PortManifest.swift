import Foundation

/// The port's `Package.swift`: a target per ported app module and a test target per ported test
/// module, on this repository's runtime by path and on the products TCA gives an Xcode target.
public struct PortManifest: Sendable {
  /// The package's name.
  public let packageName: String
  /// The runtime package's folder (this repository), as an absolute path.
  public let runtime: String
  /// The modules, in target order.
  public let modules: [PortedModule]
  /// The language mode the targets compile in.
  public let languageMode: LanguageMode
  /// The app's packages beyond TCA and what it brings.
  public let extraPackages: [ExtraPackage]

  /// A manifest for `modules`, named `packageName`, on the runtime at `runtime`.
  public init(
    packageName: String, runtime: String, modules: [PortedModule], languageMode: LanguageMode,
    extraPackages: [ExtraPackage] = []
  ) {
    self.packageName = packageName
    self.runtime = runtime
    self.modules = modules
    self.languageMode = languageMode
    self.extraPackages = extraPackages
  }

  /// The tools version: this repository's own.
  public static let toolsVersion = "6.2"

  /// The manifest's text.
  public func render() -> String {
    var lines =
      header() + [
        "let package = Package(",
        "  name: \(literal(packageName)),",
        "  platforms: [.macOS(.v14)],",
        "  dependencies: [",
        "    .package(path: \(literal(runtime))),",
      ]
    lines += FreeProducts.packages.map {
      "    .package(url: \(literal($0.url)), from: \(literal($0.version))),"
    }
    lines += extraPackages.map { "    .package(url: \(literal($0.url)), \($0.requirement))," }
    lines += ["  ],", "  targets: ["] + modules.flatMap(target) + ["  ],"]
    lines.append("  swiftLanguageModes: [.v\(languageMode.version)]")
    return (lines + [")"]).joined(separator: "\n") + "\n"
  }

  /// The tools version, a note, and the products every target links: what TCA brings, and the
  /// app's other packages' products.
  private func header() -> [String] {
    let products =
      FreeProducts.packages.map { ($0.name, $0.products) }
      + extraPackages.map { ($0.identity, $0.products) }
    let free = products.flatMap { package, names in
      names.map {
        "  .product(name: \(literal($0)), package: \(literal(package))),"
      }
    }
    return [
      "// swift-tools-version: \(Self.toolsVersion)",
      "// Written by `bench port-tests`; PORT-REPORT.md says what was ported. Port again rather",
      "// than edit: the next port replaces this folder.",
      "import PackageDescription",
      "",
      "let runtime = \(literal(runtimePackageName))",
      "let free: [Target.Dependency] = [",
    ] + free + ["]", ""]
  }

  /// The runtime package's name as SwiftPM knows a package given by path: its folder's name.
  var runtimePackageName: String {
    URL(fileURLWithPath: runtime).lastPathComponent
  }

  private func target(_ module: PortedModule) -> [String] {
    let products =
      module.kind == .app
      ? ["ComposableRuntime"] : ["ComposableRuntime", "ComposableRuntimeTestSupport"]
    let dependencies =
      module.dependencies.map(literal)
      + products.map { ".product(name: \(literal($0)), package: runtime)" }
    return [
      "    .\(module.kind == .app ? "target" : "testTarget")(",
      "      name: \(literal(module.name)),",
      "      dependencies: [",
    ] + dependencies.map { "        \($0)," } + [
      "      ] + free,",
      "      path: \(literal(module.folder))",
      "    ),",
    ]
  }

  private func literal(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "\"", with: "\\\"")
      + "\""
  }
}
