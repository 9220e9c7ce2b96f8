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

  @Test func otherPackagesTheTargetsLinkAreKept() {
    let manifest = PackageTargets(
      manifest: """
        // swift-tools-version:6.0
        import PackageDescription
        let package = Package(
          name: "app",
          dependencies: [
            .package(url: "https://github.com/pointfreeco/swift-tagged.git", from: "0.10.0"),
            .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.0.0"),
          ],
          targets: [
            .target(
              name: "Core",
              dependencies: [
                .product(name: "Tagged", package: "swift-tagged"),
                .product(name: "Dependencies", package: "swift-dependencies"),
              ]
            )
          ]
        )
        """)
    #expect(
      manifest.packages == [
        ExtraPackage(
          url: "https://github.com/pointfreeco/swift-tagged.git", requirement: "from: \"0.10.0\"",
          products: ["Tagged"])
      ])
  }

  @Test func anXcodeProjectsPackagesAreReadFromItsReferences() {
    let project = """
      \t\tDC808DB429E9C58F0072B4A9 /* XCRemoteSwiftPackageReference "swift-tagged" */ = {
      \t\t\tisa = XCRemoteSwiftPackageReference;
      \t\t\trepositoryURL = "https://github.com/pointfreeco/swift-tagged.git";
      \t\t\trequirement = {
      \t\t\t\tkind = upToNextMajorVersion;
      \t\t\t\tminimumVersion = 0.10.0;
      \t\t\t};
      \t\t};
      \t\tDC808DA229E9C4490072B4A9 /* ComposableArchitecture */ = {
      \t\t\tisa = XCSwiftPackageProductDependency;
      \t\t\tproductName = ComposableArchitecture;
      \t\t};
      \t\tDC808DB529E9C58F0072B4A9 /* Tagged */ = {
      \t\t\tisa = XCSwiftPackageProductDependency;
      \t\t\tpackage = DC808DB429E9C58F0072B4A9 /* XCRemoteSwiftPackageReference "swift-tagged" */;
      \t\t\tproductName = Tagged;
      \t\t};
      """
    #expect(
      XcodePackageReferences.packages(in: project) == [
        ExtraPackage(
          url: "https://github.com/pointfreeco/swift-tagged.git", requirement: "from: \"0.10.0\"",
          products: ["Tagged"])
      ])
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
