import Foundation
import Testing

@testable import TestPort

@Suite struct PackageTargetsTests {
  @Test func targetsPathsAndDependenciesAreReadFromTheManifest() {
    let manifest = PackageTargets(
      manifest: """
        // swift-tools-version:6.1
        import PackageDescription
        let package = Package(
          name: "app",
          targets: [
            .target(name: "Core", dependencies: ["Client", .product(name: "X", package: "x")]),
            .target(name: "Client", path: "Code/Client"),
            .testTarget(name: "CoreTests", dependencies: [.target(name: "Core")]),
          ],
          swiftLanguageModes: [.v5]
        )
        """)
    #expect(
      manifest.targets == [
        .init(name: "Core", isTest: false, path: nil, dependencies: ["Client"]),
        .init(name: "Client", isTest: false, path: "Code/Client", dependencies: []),
        .init(name: "CoreTests", isTest: true, path: nil, dependencies: ["Core"]),
      ])
    #expect(manifest.languageMode.version == 5)
    #expect(PackageTargets(manifest: "// swift-tools-version:6.0\n").languageMode.version == 6)
  }

  @Test func theFreeProductsAreThoseOfThisRepositorysManifest() throws {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let manifest = try String(
      contentsOf: repository.appendingPathComponent("Package.swift"), encoding: .utf8)
    for package in FreeProducts.packages {
      #expect(
        manifest.contains(".package(url: \"\(package.url)\", from: \"\(package.version)\")"),
        "\(package.name)")
    }
    #expect(manifest.contains("// swift-tools-version: \(PortManifest.toolsVersion)\n"))
  }
}
