import Foundation

/// The revision of the repository a report was made from.
public struct GitRevision: Codable, Sendable, Equatable {
  /// The commit id, or `nil` outside a git checkout.
  public var revision: String?
  /// Whether tracked files outside `Reports/` (the bench's own output) had uncommitted changes.
  public var dirty: Bool?

  /// A revision with its dirty flag.
  public init(revision: String?, dirty: Bool?) {
    self.revision = revision
    self.dirty = dirty
  }

  /// The revision of the repository at `directory`, or unknowns outside a git checkout.
  public static func current(in directory: String = FileManager.default.currentDirectoryPath)
    -> Self
  {
    let revision = Subprocess.output(["git", "-C", directory, "rev-parse", "HEAD"])
    let status = Subprocess.output([
      "git", "-C", directory, "status", "--porcelain", "--untracked-files=no", "--", ".",
      ":(exclude)Reports",
    ])
    return Self(revision: revision, dirty: revision == nil ? nil : !(status ?? "").isEmpty)
  }
}
