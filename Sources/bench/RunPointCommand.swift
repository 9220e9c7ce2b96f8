import ArgumentParser
import Harness
import Workloads

/// `bench _run-point`: sets up one workload point and runs it a number of times, for callgrind.
struct RunPointCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "_run-point", abstract: "Run one workload point (used under callgrind).",
    shouldDisplay: false
  )

  @Option var workload: String
  @Option var sizes: String = ""
  @Option var iterations: Int

  func run() async throws {
    guard let selected = WorkloadCatalog.all().first(where: { $0.identifier == workload }) else {
      throw BenchError(.usage, "no workload '\(workload)' (see 'bench list')")
    }
    guard let sizes = Sizes(argument: sizes) else {
      throw BenchError(.usage, "--sizes '\(self.sizes)' is not of the form name=value,name=value")
    }
    try await Self.run(selected, sizes: sizes, iterations: iterations)
  }

  @MainActor
  private static func run(_ workload: Workload, sizes: Sizes, iterations: Int) async throws {
    let operation = try await workload.make(sizes)
    await operation.run(iterations)
    await operation.tearDown()
  }
}
