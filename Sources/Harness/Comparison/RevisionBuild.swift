import Foundation

/// Release builds of the bench at git revisions, for `bench ab`.
///
/// A revision is checked out in a worktree under `.build-ab/worktrees/<commit>` (its HEAD
/// verified) and built in a scratch directory of its own, `.build-ab/scratch/<commit>`. Sharing
/// the running build's scratch directory was tried and is unsafe: SwiftPM then reuses that
/// directory's build description and links the working tree's modules as the "baseline". Each
/// built binary is copied, with the libraries beside it, to `.build-ab/bin/<commit>/` and reused
/// by later runs.
public struct RevisionBuild: Sendable {
  /// Where worktrees and binaries are kept.
  public let directory: String
  /// The scratch directory of the running build (`.build`), where the working tree is built.
  public let scratchPath: String

  /// Builds under `directory`; the working tree builds in `scratchPath`.
  public init(directory: String = ".build-ab", scratchPath: String) {
    self.directory = directory
    self.scratchPath = scratchPath
  }

  /// The scratch directory of the bench binary `executable` (`<scratch>/<triple>/release/bench`).
  public static func scratchPath(of executable: String) -> String? {
    let url = URL(fileURLWithPath: executable).resolvingSymlinksInPath()
    let scratch = url.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let marker = scratch.appendingPathComponent("checkouts").path
    return FileManager.default.fileExists(atPath: marker) ? scratch.path : nil
  }

  /// The commit id `revision` names in this repository.
  public static func commit(of revision: String) throws(BenchError) -> String {
    guard let commit = Subprocess.output(["git", "rev-parse", "--verify", "--quiet", "\(revision)^{commit}"]) else {
      throw BenchError(.usage, "'\(revision)' is not a revision of this repository")
    }
    return commit
  }

  /// The bench binary of `commit`, built now unless an earlier run already built it.
  public func binary(commit: String) throws(BenchError) -> String {
    let target = "\(directory)/bin/\(commit)"
    if FileManager.default.fileExists(atPath: "\(target)/bench") { return absolute("\(target)/bench") }
    let worktree = try checkedOutWorktree(commit)
    let started = Date()
    let scratch = absolute("\(directory)/scratch/\(commit)")
    FileHandle.standardError.write(Data("building \(commit.prefix(12)) in \(worktree) (scratch \(scratch))…\n".utf8))
    try Subprocess.require(
      ["swift", "build", "-c", "release", "--product", "bench", "--package-path", worktree, "--scratch-path", scratch],
      "cannot build the bench at \(commit.prefix(12))"
    )
    let seconds = Int(Date().timeIntervalSince(started).rounded())
    FileHandle.standardError.write(Data("built \(commit.prefix(12)) in \(seconds) s\n".utf8))
    return try keep(productDirectory: "\(scratch)/release", as: target)
  }

  /// A copy of the working tree's binary and its libraries, so that later builds of the working
  /// tree do not change what is being compared.
  public func snapshot(of executable: String, label: String) throws(BenchError) -> String {
    try keep(productDirectory: URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent().path,
      as: "\(directory)/bin/\(label)")
  }

  /// A worktree at `commit` whose HEAD is verified to be `commit`; an incomplete one (an
  /// interrupted `git worktree add`) is removed and made again.
  private func checkedOutWorktree(_ commit: String) throws(BenchError) -> String {
    let worktree = absolute("\(directory)/worktrees/\(commit)")
    if Subprocess.output(["git", "-C", worktree, "rev-parse", "HEAD"]) == commit,
      FileManager.default.fileExists(atPath: "\(worktree)/Package.swift")
    {
      return worktree
    }
    try? FileManager.default.removeItem(atPath: worktree)
    _ = Subprocess.output(["git", "worktree", "prune"])
    try Subprocess.require(["git", "worktree", "add", "--force", "--detach", worktree, commit], "cannot create a worktree for \(commit.prefix(12))")
    guard Subprocess.output(["git", "-C", worktree, "rev-parse", "HEAD"]) == commit else {
      throw BenchError(.environment, "the worktree \(worktree) is not at \(commit.prefix(12))")
    }
    return worktree
  }

  /// Copies `bench` and the shared libraries of `productDirectory` to `target`, through a
  /// staging directory renamed into place; returns the copied binary.
  private func keep(productDirectory: String, as target: String) throws(BenchError) -> String {
    let manager = FileManager.default
    let staging = "\(target).staging-\(UUID().uuidString)"
    defer { try? manager.removeItem(atPath: staging) }
    do {
      try manager.createDirectory(atPath: staging, withIntermediateDirectories: true)
      let libraries = try manager.contentsOfDirectory(atPath: productDirectory).filter { $0.hasSuffix(".so") }
      for file in ["bench"] + libraries {
        try manager.copyItem(atPath: "\(productDirectory)/\(file)", toPath: "\(staging)/\(file)")
      }
      try? manager.removeItem(atPath: target)
      try manager.moveItem(atPath: staging, toPath: target)
    } catch {
      throw BenchError(.environment, "cannot copy the bench from \(productDirectory) to \(target): \(error.localizedDescription)")
    }
    return absolute("\(target)/bench")
  }

  private func absolute(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }
}
