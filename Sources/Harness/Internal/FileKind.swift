import Foundation

/// What a path names, found with `stat` (following symbolic links) without opening it, so that
/// asking never blocks on a FIFO.
enum FileKind {
  /// Nothing is there.
  case missing
  /// A directory.
  case directory
  /// A regular file.
  case regular
  /// A FIFO, socket or device.
  case special
  /// `stat` failed for another reason, given as the system's message.
  case unreachable(String)

  /// The kind of file at `path`.
  init(atPath path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else {
      let code = errno
      self =
        code == ENOENT || code == ENOTDIR ? .missing : .unreachable(String(cString: strerror(code)))
      return
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: self = .regular
    case S_IFDIR: self = .directory
    default: self = .special
    }
  }

  /// Why a file of this kind cannot be read as a file's contents; `nil` for a regular file.
  var problem: String? {
    switch self {
    case .missing: "no such file"
    case .directory: "is a directory"
    case .regular: nil
    case .special: "is not a regular file"
    case .unreachable(let reason): reason
    }
  }
}
