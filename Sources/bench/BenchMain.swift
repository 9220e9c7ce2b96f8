import Foundation
import Harness

/// The process entry point. It is synchronous and keeps the main thread in the main run loop, so
/// that main-actor work (every workload and conformance case) runs on the main thread, as a
/// runtime under test may require (`Thread.isMainThread`), and so that valgrind can follow
/// `bench _run-point` to its end: valgrind 3.19 crashes when an async `main` parks the main
/// thread in `dispatch_main`, and on Linux `dispatch_main` hands the main queue to another thread.
@main
enum BenchMain {
  @MainActor
  static func main() {
    if CommandLine.arguments.dropFirst().first == RunPointCommand.name {
      RunPointCommand.runOnMainRunLoop(Array(CommandLine.arguments.dropFirst(2)))
    }
    ChildProcesses.forwardInterrupts()
    Task { @MainActor in
      MainRunLoop.requireMainActorOnMainThread()
      await Bench.runAsRoot()
    }
    MainRunLoop.runForever()
  }
}

/// The main thread's run loop, which drains the main queue (and so the main actor) on Linux.
enum MainRunLoop {
  /// Runs the main run loop until the process exits.
  static func runForever() -> Never {
    while true { RunLoop.main.run() }
  }

  /// Fails (exit 5) unless main-actor work runs on the main thread, where workloads and cases
  /// must run for a runtime that checks `Thread.isMainThread` (TCA does).
  @MainActor
  static func requireMainActorOnMainThread() {
    guard !Thread.isMainThread else { return }
    Bench.fail(
      "main-actor work runs off the main thread, so a runtime that requires it cannot be measured",
      code: .environment)
  }
}
