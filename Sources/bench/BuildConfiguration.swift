import Foundation
import Harness

/// The build configuration this binary was compiled in.
enum BuildConfiguration {
  #if DEBUG
    static let name = "debug"
  #else
    static let name = "release"
  #endif
}

/// The path of the running bench binary.
func currentExecutable() -> String {
  #if os(Linux)
    URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
  #else
    URL(fileURLWithPath: Bundle.main.executablePath ?? CommandLine.arguments[0])
      .resolvingSymlinksInPath().path
  #endif
}

/// Fails unless this is a release build or `allowDebug` is set.
func requireReleaseBuild(allowDebug: Bool) throws {
  guard BuildConfiguration.name == "release" || allowDebug else {
    throw BenchError(
      .environment,
      "this is a debug build, whose timings mean nothing: run 'swift run -c release bench' (or pass --allow-debug)"
    )
  }
}

/// The revision builds of a command that builds past commits and counts their instructions
/// (`bisect`, `history backfill`): it needs valgrind, and a release bench in a scratch directory
/// that the commits' builds can share.
func instructionCountingRevisionBuilds(for command: String) throws -> RevisionBuild {
  guard InstructionCounter.isAvailable else {
    throw BenchError(
      .environment, "\(command) counts instructions with valgrind; install Debian's valgrind")
  }
  guard let scratch = RevisionBuild.scratchPath(of: currentExecutable()) else {
    throw BenchError(
      .environment,
      "run \(command) from a release build of the bench (swift run -c release bench \(command) …)")
  }
  return RevisionBuild(scratchPath: scratch)
}
