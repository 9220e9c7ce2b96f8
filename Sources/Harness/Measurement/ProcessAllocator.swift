import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Puts the bench process on the requested allocator, with the allocation-counting interposer
/// in front of it, by re-executing itself with `LD_PRELOAD` when needed.
public enum ProcessAllocator {
  /// The allocators the bench can run with.
  public enum Kind: String, CaseIterable, Sendable {
    case system, jemalloc
  }

  private static let childMarker = "COMPOSABLE_RUNTIME_BENCH_PRELOADED"

  /// Returns when the process runs on `kind`; otherwise re-executes itself (not returning),
  /// or throws when the allocator cannot be loaded.
  public static func ensure(_ kind: Kind) throws(BenchError) {
    if ProcessInfo.processInfo.environment[childMarker] != nil {
      guard kind == .system || isJemallocActive else {
        throw BenchError(.environment, "jemalloc was preloaded but is not the active allocator")
      }
      return
    }
    var preload: [String] = []
    if kind == .jemalloc || !AllocationCounter.isActive, let interposer = interposerLibrary() {
      preload.append(interposer)
    }
    if kind == .jemalloc {
      guard let jemalloc = jemallocLibrary() else {
        throw BenchError(
          .environment,
          "--allocator jemalloc: libjemalloc.so.2 not found; install Debian's libjemalloc-dev (.ci/run does)"
        )
      }
      preload.append(jemalloc)
    }
    guard !preload.isEmpty else { return }
    reexecute(preloading: preload)
  }

  /// Whether jemalloc is the process's allocator.
  public static var isJemallocActive: Bool {
    dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallctl") != nil
  }

  private static func interposerLibrary() -> String? {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let library = executable.deletingLastPathComponent().appendingPathComponent(
      "libMallocInterposerSwift.so"
    ).path
    return FileManager.default.fileExists(atPath: library) ? library : nil
  }

  private static func jemallocLibrary() -> String? {
    let candidates = [
      "/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib",
      "/usr/local/lib",
    ]
    .flatMap { ["\($0)/libjemalloc.so.2", "\($0)/libjemalloc.so"] }
    return candidates.first { FileManager.default.fileExists(atPath: $0) }
  }

  private static func reexecute(preloading libraries: [String]) -> Never {
    let existing = ProcessInfo.processInfo.environment["LD_PRELOAD"].map { ":\($0)" } ?? ""
    setenv("LD_PRELOAD", libraries.joined(separator: ":") + existing, 1)
    setenv(childMarker, "1", 1)
    let arguments = CommandLine.arguments
    var argv = arguments.map { strdup($0) } + [nil]
    execv("/proc/self/exe", &argv)
    FileHandle.standardError.write(
      Data("bench: cannot re-execute with \(libraries): errno \(errno)\n".utf8))
    exit(BenchError.ExitCode.environment.rawValue)
  }
}
