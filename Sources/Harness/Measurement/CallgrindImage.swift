import Foundation

/// A copy of a binary, and of the shared libraries it loads from outside the system's library
/// directories, stripped of debug information for valgrind.
///
/// valgrind 3.19 cannot read the DWARF 5 debug information of Swift 6 binaries and runtime
/// libraries. The stripped copies are made once per toolchain and once per binary, under a cache
/// directory, and reused by every later count:
///
/// ```swift
/// let image = try CallgrindImage.prepare(for: ".build/release/bench", cacheDirectory: ".build/callgrind")
/// // run image.executable with LD_LIBRARY_PATH=image.libraryPath
/// ```
public struct CallgrindImage: Sendable {
  /// The stripped copy of the binary.
  public let executable: String
  /// The directories of the stripped libraries, for `LD_LIBRARY_PATH`, searched first.
  public let libraryPath: String

  /// Makes (or reuses) the stripped copies of `executable` and its non-system libraries.
  public static func prepare(for executable: String, cacheDirectory: String) throws(BenchError)
    -> Self
  {
    let libraries = try sharedLibraries(of: executable)
    let binaryDirectory = URL(fileURLWithPath: executable).deletingLastPathComponent().path
    let local = libraries.filter { $0.hasPrefix(binaryDirectory + "/") }
    let toolchain = libraries.filter { !$0.hasPrefix(binaryDirectory + "/") }
    let toolchainCopy = try toolchainCopies(of: toolchain, in: cacheDirectory)
    let binaryKind = "binary-\(fnv1a(executable))"
    let binaryCopy = try strippedCopies(
      of: [executable] + local, in: cacheDirectory, kind: binaryKind)
    let name = URL(fileURLWithPath: executable).lastPathComponent
    return Self(executable: "\(binaryCopy)/\(name)", libraryPath: "\(binaryCopy):\(toolchainCopy)")
  }

  /// The libraries `ldd` resolves for `executable` outside `/lib` and `/usr/lib`.
  static func sharedLibraries(of executable: String) throws(BenchError) -> [String] {
    guard let output = Subprocess.output(["ldd", executable]) else {
      throw BenchError(.environment, "cannot list the shared libraries of \(executable) with ldd")
    }
    return output.split(separator: "\n").compactMap { line in
      let parts = line.split(separator: " ")
      guard let arrow = parts.firstIndex(of: "=>"), arrow + 1 < parts.count else { return nil }
      let path = String(parts[arrow + 1])
      return path.hasPrefix("/lib/") || path.hasPrefix("/usr/lib/") || !path.hasPrefix("/")
        ? nil : path
    }
  }

  /// The directory of stripped toolchain libraries, named after the toolchain's core library:
  /// every binary built with that toolchain shares it, each library stripped the first time a
  /// binary needs it.
  private static func toolchainCopies(of libraries: [String], in cache: String) throws(BenchError)
    -> String
  {
    let core = libraries.first { $0.hasSuffix("/libswiftCore.so") } ?? libraries.first ?? ""
    let directory = "\(cache)/toolchain-\(identity(of: [core]))"
    let manager = FileManager.default
    if !manager.fileExists(atPath: directory) {
      removeStale(kind: "toolchain", in: cache)
      do { try manager.createDirectory(atPath: directory, withIntermediateDirectories: true) } catch
      {
        throw BenchError(.environment, "cannot create \(directory): \(error.localizedDescription)")
      }
    }
    for library in libraries {
      let name = URL(fileURLWithPath: library).lastPathComponent
      guard !manager.fileExists(atPath: "\(directory)/\(name)") else { continue }
      let staging = "\(directory)/.\(name).\(UUID().uuidString)"
      guard Subprocess.output(["strip", "--strip-debug", "-o", staging, library]) != nil else {
        throw BenchError(
          .environment, "cannot strip \(library) (binutils' strip is needed for instruction counts)"
        )
      }
      try? manager.moveItem(atPath: staging, toPath: "\(directory)/\(name)")
      try? manager.removeItem(atPath: staging)
    }
    return directory
  }

  /// The directory holding stripped copies of `files`, named after their identity; other
  /// directories of the same kind are removed, since they hold copies of files that changed.
  private static func strippedCopies(of files: [String], in cache: String, kind: String)
    throws(BenchError) -> String
  {
    let directory = "\(cache)/\(kind)-\(identity(of: files))"
    let manager = FileManager.default
    if manager.fileExists(atPath: directory) { return directory }
    let staging = "\(cache)/.staging-\(UUID().uuidString)"
    defer { try? manager.removeItem(atPath: staging) }
    do { try manager.createDirectory(atPath: staging, withIntermediateDirectories: true) } catch {
      throw BenchError(.environment, "cannot create \(staging): \(error.localizedDescription)")
    }
    for file in files {
      let name = URL(fileURLWithPath: file).lastPathComponent
      guard Subprocess.output(["strip", "--strip-debug", "-o", "\(staging)/\(name)", file]) != nil
      else {
        throw BenchError(
          .environment, "cannot strip \(file) (binutils' strip is needed for instruction counts)")
      }
    }
    removeStale(kind: kind, in: cache)
    try? manager.moveItem(atPath: staging, toPath: directory)
    guard manager.fileExists(atPath: directory) else {
      throw BenchError(.environment, "cannot create the stripped copies in \(directory)")
    }
    return directory
  }

  private static func removeStale(kind: String, in cache: String) {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: cache)) ?? []
    for entry in entries where entry.hasPrefix("\(kind)-") {
      try? FileManager.default.removeItem(atPath: "\(cache)/\(entry)")
    }
  }

  /// A hash of the files' paths, sizes and modification times.
  static func identity(of files: [String]) -> String {
    fnv1a(
      files.map { file in
        let attributes = try? FileManager.default.attributesOfItem(atPath: file)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(file):\(size):\(modified)"
      }.joined(separator: "\n"))
  }

  /// The 64-bit FNV-1a hash of `text`, in 16 hexadecimal digits: a fixed width, so that the
  /// copy's path, which the counted process's stack holds, has the same length for every binary.
  static func fnv1a(_ text: String) -> String {
    let hash = text.utf8.reduce(UInt64(0xcbf2_9ce4_8422_2325)) {
      ($0 ^ UInt64($1)) &* 0x100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// The cache shared by every checkout on this machine: `$XDG_CACHE_HOME`, or `.cache` in
  /// `$HOME` (the password database's home only when `HOME` is unset).
  public static var defaultCacheDirectory: String {
    cacheDirectory(environment: ProcessInfo.processInfo.environment)
  }

  /// The cache directory `environment` names.
  static func cacheDirectory(environment: [String: String]) -> String {
    let nonEmpty = { (name: String) in environment[name].flatMap { $0.isEmpty ? nil : $0 } }
    let base = nonEmpty("XDG_CACHE_HOME") ?? "\(nonEmpty("HOME") ?? NSHomeDirectory())/.cache"
    return "\(base)/composable-runtime-bench/callgrind"
  }
}
