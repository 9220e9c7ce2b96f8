import Foundation

/// A scratch copy of a package in which one mutant at a time is applied and built.
///
/// The copy keeps the files' modification times, so after the first build each mutant rebuilds
/// only the files its patch touched (and the control build after a revert, the same files).
public struct MutantWorkspace: Sendable {
  /// The package the copy is made from.
  public let package: String
  /// The copy's directory.
  public let copy: String
  /// The package's entries (files and directories) the build needs.
  public let entries: [String]
  /// The directory, relative to the package, that patches apply to.
  public let patchedDirectory: String

  /// A workspace copying `entries` of `package` to `copy`, with patches applied under `patchedDirectory`.
  public init(package: String, copy: String, entries: [String], patchedDirectory: String) {
    self.package = package
    self.copy = copy
    self.entries = entries
    self.patchedDirectory = patchedDirectory
  }

  /// What a copy of this repository needs to build: the manifest, every target it declares and
  /// the fixtures those targets link to.
  public static let packageEntries = [
    "Package.swift", "Sources", "Conformance", "Benchmarks", "Tests", "Fixtures",
  ]

  /// Makes the copy anew from the package; fails, copying nothing, if a symbolic link inside the
  /// entries points outside them (the copy's link would dangle and its build fail far from here).
  public func prepare() throws(BenchError) {
    if let leaving = Self.linksLeaving(entries, of: package).first {
      throw BenchError(
        .usage,
        "\(package)/\(leaving) links outside the copied entries (\(entries.joined(separator: ", ")))"
      )
    }
    do {
      try FileManager.default.createDirectory(atPath: copy, withIntermediateDirectories: true)
    } catch {
      throw BenchError(.output, "cannot create \(copy): \(error.localizedDescription)")
    }
    for entry in entries {
      try Subprocess.require(
        ["rm", "-rf", "\(copy)/\(entry)"], "cannot clear \(copy)/\(entry)", code: .output)
      try Subprocess.require(
        ["cp", "-Rp", "\(package)/\(entry)", "\(copy)/\(entry)"],
        "cannot copy \(package)/\(entry) to \(copy)", code: .output)
    }
  }

  /// The symbolic links under `entries` of `root` whose targets lie outside those entries.
  public static func linksLeaving(_ entries: [String], of root: String) -> [String] {
    let base = URL(fileURLWithPath: root).standardizedFileURL
    let inside = entries.map { base.appendingPathComponent($0).path }
    return entries.flatMap { entry in
      symbolicLinks(under: entry, of: base).filter { link in
        let target = base.appendingPathComponent(link).resolvingSymlinksInPath().path
        return !inside.contains { target == $0 || target.hasPrefix($0 + "/") }
      }
    }
  }

  /// The symbolic links at or under `entry` of `base`, as paths relative to `base`.
  private static func symbolicLinks(under entry: String, of base: URL) -> [String] {
    let manager = FileManager.default
    let paths =
      [entry]
      + (manager.subpaths(atPath: base.appendingPathComponent(entry).path) ?? [])
      .map { "\(entry)/\($0)" }
    return paths.filter {
      let attributes = try? manager.attributesOfItem(atPath: base.appendingPathComponent($0).path)
      return attributes?[.type] as? FileAttributeType == .typeSymbolicLink
    }
  }

  /// Applies `mutant` to the copy; fails, changing nothing, if its patch does not apply exactly.
  public func apply(_ mutant: SourceMutant) throws(BenchError) {
    try patch(mutant, reverse: false, dryRun: true)
    try patch(mutant, reverse: false, dryRun: false)
  }

  /// Takes `mutant` back out of the copy.
  public func revert(_ mutant: SourceMutant) throws(BenchError) {
    try patch(mutant, reverse: true, dryRun: false)
  }

  /// Whether `mutant` applies exactly (no offset search beyond line shifts, no fuzz) to `directory`.
  public static func applies(_ mutant: SourceMutant, to directory: String) -> Bool {
    Subprocess.output(patchArguments(mutant, directory: directory, reverse: false, dryRun: true))
      != nil
  }

  private func patch(_ mutant: SourceMutant, reverse: Bool, dryRun: Bool) throws(BenchError) {
    let arguments = Self.patchArguments(
      mutant, directory: "\(copy)/\(patchedDirectory)", reverse: reverse, dryRun: dryRun)
    guard Subprocess.output(arguments) != nil else {
      let verb = reverse ? "revert" : "apply"
      throw BenchError(
        .usage,
        "the mutant \(mutant.name) does not \(verb) cleanly to \(patchedDirectory); update \(mutant.patch)"
      )
    }
  }

  private static func patchArguments(
    _ mutant: SourceMutant, directory: String, reverse: Bool, dryRun: Bool
  ) -> [String] {
    let absolute = URL(fileURLWithPath: mutant.patch).standardizedFileURL.path
    return [
      "patch", "-p0", "--fuzz=0", "--batch", "--silent", "--no-backup-if-mismatch", "-d", directory,
      "-i", absolute,
    ]
      + (reverse ? ["-R"] : ["--forward"]) + (dryRun ? ["--dry-run"] : [])
  }
}
