import Foundation

/// Release builds of the bench at git revisions, for `bench ab`.
///
/// A revision is checked out in a worktree under `.build-ab/worktrees/<commit>` (its HEAD
/// verified) and built in the running build's scratch directory (`.build`), so that the
/// dependencies' products are reused and only this package's modules compile. SwiftPM caches a
/// build plan per scratch directory and reuses it even when `--package-path` names another
/// checkout (it then links the working tree's modules as the "baseline"), so every build here
/// first deletes that plan, and afterwards checks that the plan it made compiled the intended
/// checkout's sources. Each built binary is copied, with the libraries beside it, to
/// `.build-ab/bin/<commit>/` and reused by later runs; the working tree is rebuilt last, so the
/// scratch directory ends holding its build again.
public struct RevisionBuild: Sendable {
  /// Where worktrees and binaries are kept.
  public let directory: String
  /// The scratch directory of the running build (`.build`), shared by every build made here.
  public let scratchPath: String

  /// Builds under `directory`, compiling in `scratchPath`.
  public init(directory: String = ".build-ab", scratchPath: String) {
    self.directory = directory
    self.scratchPath = scratchPath
  }

  /// The scratch directory of the bench binary `executable` (`<scratch>/<triple>/release/bench`).
  public static func scratchPath(of executable: String) -> String? {
    let url = URL(fileURLWithPath: executable).resolvingSymlinksInPath()
    let scratch = url.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let marker = scratch.appendingPathComponent("checkouts").path
    return FileManager.default.fileExists(atPath: marker) ? scratch.path : nil
  }

  /// The commit id `revision` names in this repository.
  public static func commit(of revision: String) throws(BenchError) -> String {
    guard
      let commit = Subprocess.output([
        "git", "rev-parse", "--verify", "--quiet", "\(revision)^{commit}",
      ])
    else {
      throw BenchError(.usage, "'\(revision)' is not a revision of this repository")
    }
    return commit
  }

  /// The A and B binaries of an A/B run: `baseCommit`'s, and `candidateCommit`'s or (when it is
  /// `nil`) the working tree's, with the candidate's revision.
  public func binaries(
    baseCommit: String, candidateCommit: String?
  ) throws(BenchError) -> (base: String, new: String, newRevision: GitRevision) {
    let (base, builtBase) = try binary(commit: baseCommit)
    if let candidateCommit {
      let (new, builtNew) = try binary(commit: candidateCommit)
      if builtBase || builtNew {
        try build(packagePath: nil, what: "the working tree (restoring \(scratchPath))")
      }
      return (base, new, GitRevision(revision: candidateCommit, dirty: false))
    }
    let (new, revision) = try workingTreeBinary()
    return (base, new, revision)
  }

  /// The bench binary of `commit` and whether it was built now (not reused from an earlier run).
  public func binary(commit: String) throws(BenchError) -> (path: String, built: Bool) {
    let target = "\(directory)/bin/\(commit)"
    if FileManager.default.fileExists(atPath: "\(target)/bench") {
      return (absolute("\(target)/bench"), false)
    }
    let worktree = try checkedOutWorktree(commit)
    try build(packagePath: worktree, what: String(commit.prefix(12)))
    return (try keep(productDirectory: "\(scratchPath)/release", as: target), true)
  }

  /// The working tree's bench, built now and copied aside so that later builds do not change what
  /// is being compared; with the working tree's revision.
  public func workingTreeBinary() throws(BenchError) -> (path: String, revision: GitRevision) {
    let revision = GitRevision.current()
    if revision.dirty == true {
      FileHandle.standardError.write(
        Data(
          "bench: warning: the working tree has uncommitted changes; the candidate is built from them\n"
            .utf8))
    }
    try build(packagePath: nil, what: "the working tree")
    let label =
      "working-tree-\(revision.revision?.prefix(12) ?? "unknown")\(revision.dirty == true ? "-dirty" : "")"
    return (
      try keep(productDirectory: "\(scratchPath)/release", as: "\(directory)/bin/\(label)"),
      revision
    )
  }

  /// A release build of the package at `packagePath` (the working tree when `nil`) in the shared
  /// scratch directory, from a fresh plan that is verified to compile that package's sources.
  private func build(packagePath: String?, what: String) throws(BenchError) {
    let root = absolute(packagePath ?? FileManager.default.currentDirectoryPath)
    invalidatePlan()
    defer { invalidatePlan() }
    let started = Date()
    FileHandle.standardError.write(
      Data("building \(what) (\(root), scratch \(scratchPath))…\n".utf8))
    var arguments = [
      "swift", "build", "-c", "release", "--product", "bench", "--scratch-path", scratchPath,
    ]
    if let packagePath { arguments += ["--package-path", packagePath] }
    try Subprocess.require(arguments, "cannot build the bench of \(what)")
    try verifyPlan(compiles: root)
    let seconds = Int(Date().timeIntervalSince(started).rounded())
    FileHandle.standardError.write(Data("built \(what) in \(seconds) s\n".utf8))
  }

  /// Deletes the scratch directory's cached release plan, so that the next build plans afresh.
  private func invalidatePlan() {
    for file in ["release.yaml", "release/description.json"] {
      try? FileManager.default.removeItem(atPath: "\(scratchPath)/\(file)")
    }
  }

  /// Fails unless the release plan just made compiles the runtime's sources from `root`.
  private func verifyPlan(compiles root: String) throws(BenchError) {
    let plan = (try? String(contentsOfFile: "\(scratchPath)/release.yaml", encoding: .utf8)) ?? ""
    guard plan.contains("\(root)/Sources/ComposableRuntime/") else {
      throw BenchError(
        .environment,
        "the build in \(scratchPath) did not compile the sources of \(root); its binary is not used"
      )
    }
  }

  /// A worktree at `commit` whose HEAD is verified to be `commit`, with the working tree's
  /// `Package.resolved` (so both sides resolve the same dependency versions); an incomplete one
  /// (an interrupted `git worktree add`) is removed and made again.
  private func checkedOutWorktree(_ commit: String) throws(BenchError) -> String {
    let worktree = absolute("\(directory)/worktrees/\(commit)")
    if Subprocess.output(["git", "-C", worktree, "rev-parse", "HEAD"]) != commit
      || !FileManager.default.fileExists(atPath: "\(worktree)/Package.swift")
    {
      try? FileManager.default.removeItem(atPath: worktree)
      _ = Subprocess.output(["git", "worktree", "prune"])
      try Subprocess.require(
        ["git", "worktree", "add", "--force", "--detach", worktree, commit],
        "cannot create a worktree for \(commit.prefix(12))")
      guard Subprocess.output(["git", "-C", worktree, "rev-parse", "HEAD"]) == commit else {
        throw BenchError(.environment, "the worktree \(worktree) is not at \(commit.prefix(12))")
      }
    }
    try? FileManager.default.removeItem(atPath: "\(worktree)/Package.resolved")
    try? FileManager.default.copyItem(
      atPath: "Package.resolved", toPath: "\(worktree)/Package.resolved")
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
      let libraries = try manager.contentsOfDirectory(atPath: productDirectory).filter {
        $0.hasSuffix(".so")
      }
      for file in ["bench"] + libraries {
        try manager.copyItem(atPath: "\(productDirectory)/\(file)", toPath: "\(staging)/\(file)")
      }
      try? manager.removeItem(atPath: target)
      try manager.moveItem(atPath: staging, toPath: target)
    } catch {
      throw BenchError(
        .environment,
        "cannot copy the bench from \(productDirectory) to \(target): \(error.localizedDescription)"
      )
    }
    return absolute("\(target)/bench")
  }

  private func absolute(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }
}
