import Foundation
import Harness

/// The process entry point. It is synchronous so that `bench _run-point` can keep the main
/// thread in a run loop: valgrind 3.19 crashes when an async `main` parks the main thread in
/// `dispatch_main`, and the instruction counts come from `_run-point` under callgrind.
@main
enum BenchMain {
  @MainActor
  static func main() {
    if CommandLine.arguments.dropFirst().first == RunPointCommand.name {
      RunPointCommand.runOnMainRunLoop(Array(CommandLine.arguments.dropFirst(2)))
    }
    ChildProcesses.forwardInterrupts()
    Task { await Bench.runAsRoot() }
    dispatchMain()
  }
}
