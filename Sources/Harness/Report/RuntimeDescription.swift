import Foundation

/// The runtime a report measured or checked: its module, the package it came from, and that
/// package's revision.
public struct RuntimeDescription: Codable, Sendable, Equatable {
  /// The module the workloads import, such as `ComposableArchitecture` or `ComposableRuntime`.
  public var module: String
  /// The package's directory name, which SwiftPM uses as its identity (`swift-composable-architecture`).
  public var package: String
  /// `git describe --tags --always --dirty` of the package, when it is a git checkout.
  public var version: String?
  /// The package's commit id, when it is a git checkout.
  public var revision: String?
  /// Where the package was built from.
  public var source: String

  /// A runtime from its parts.
  public init(module: String, package: String, version: String?, revision: String?, source: String)
  {
    self.module = module
    self.package = package
    self.version = version
    self.revision = revision
    self.source = source
  }

  /// The runtime `module` of the package at `directory`, with its git version if it has one;
  /// the package is named `name`, or by its directory as SwiftPM names a path dependency.
  public static func package(module: String, directory: String, name: String? = nil) -> Self {
    Self(
      module: module,
      package: name ?? URL(fileURLWithPath: directory).lastPathComponent,
      version: Subprocess.output([
        "git", "-C", directory, "describe", "--tags", "--always", "--dirty",
      ]),
      revision: Subprocess.output(["git", "-C", directory, "rev-parse", "HEAD"]),
      source: directory
    )
  }

  /// `module (package version)`, the runtime's name in report headings.
  public var title: String {
    "\(module) (\(package)\(version.map { " \($0)" } ?? ""))"
  }
}
