import Foundation
import Testing

@testable import Harness

@Suite(.timeLimit(.minutes(5)))
struct WorkloadTests {
  @Test
  func gridIsTheProductOfParametersWithoutExclusions() {
    let workload = Workload(
      "ForEach.Deep", scenario: "leaf",
      parameters: [SizeParameter("depth", [1, 2]), SizeParameter("width", [10, 100])],
      excluding: { $0["depth"] == 2 && $0["width"] == 100 }
    ) { _ in .sync { _ in } }
    #expect(
      workload.grid.map(\.description) == [
        "depth=1 width=10", "depth=1 width=100", "depth=2 width=10",
      ])
    #expect(workload.identifier == "ForEach.Deep/leaf")
    #expect(workload.family == "ForEach")
  }

  @Test
  func filterMatchesWholeNamesAndBringsBaselines() throws {
    let noop: @MainActor @Sendable (Sizes) async throws -> MeasuredOperation = { _ in .sync { _ in }
    }
    let all = [
      Workload("Baseline.DirectReduce", scenario: "counter", make: noop),
      Workload(
        "Store.Send", scenario: "root",
        baseline: BaselineReference(workload: "Baseline.DirectReduce", scenario: "counter"),
        make: noop),
      Workload("Store.SendEffect", scenario: ".send feedback", make: noop),
    ]
    let identifiers = { (pattern: String) in
      try WorkloadFilter(pattern).select(from: all).map(\.identifier)
    }
    #expect(try identifiers("Store.Send") == ["Baseline.DirectReduce/counter", "Store.Send/root"])
    #expect(try identifiers("Store") == all.map(\.identifier))
    #expect(
      try identifiers("Store.SendEffect/.send feedback") == ["Store.SendEffect/.send feedback"])
    #expect(throws: BenchError.self) { try identifiers("Store.Sen") }
    #expect(throws: BenchError.self) { try identifiers("(") }
  }

  @Test
  func workloadWithoutParametersHasOnePoint() {
    let workload = Workload("Store.Send", scenario: "root") { _ in .sync { _ in } }
    #expect(workload.grid == [Sizes()])
  }

  @Test @MainActor
  func measurerRunsTheOperationAndReportsPerOperationTimes() async {
    final class Counter: @unchecked Sendable { var runs = 0 }
    let counter = Counter()
    let operation = MeasuredOperation.sync { iterations in
      counter.runs += iterations
      var total = 0
      for value in 0..<iterations { total &+= value }
      blackHole(total)
    }
    var options = MeasurementOptions.quick
    options.timeBudget = 0.01
    options.countAllocations = false
    let measurement = await PointMeasurer(options: options).measure(operation)
    #expect(measurement.samples.count >= options.minSamples)
    #expect(measurement.iterationsPerSample > 1)
    #expect(counter.runs >= measurement.samples.count * measurement.iterationsPerSample)
    #expect(measurement.samples.allSatisfy { $0 > 0 })
  }

  @Test(
    .disabled(
      if: RunningSanitizer.isActive, "a sanitizer owns malloc, so the interposer cannot count"))
  @MainActor
  func allocationsAreCountedWhenTheInterposerIsActive() async throws {
    try #require(AllocationCounter.isActive, "the test binary links the interposer")
    let count = await AllocationCounter.measureAllocations {
      for _ in 0..<100 { blackHole([Int](repeating: 1, count: 64)) }
    }
    #expect((count?.allocations ?? 0) >= 100)
    #expect((count?.bytes ?? 0) >= 100 * 64 * 8)
  }

  @Test
  func theAllocationPassRunsAtLeast256OperationsUnlessTheyLastSeconds() {
    #expect(PointMeasurer.allocationIterations(sampled: 4, samples: [100, 120, 90]) == 256)
    #expect(PointMeasurer.allocationIterations(sampled: 1000, samples: [100]) == 1000)
    #expect(PointMeasurer.allocationIterations(sampled: 1, samples: [2e9, 2.1e9]) == 1)
    #expect(PointMeasurer.allocationIterations(sampled: 1, samples: [1e7]) == 25)
  }
}

/// Whether this test binary runs under ThreadSanitizer or AddressSanitizer (`Scripts/sanitize`).
enum RunningSanitizer {
  static var isActive: Bool {
    let symbols: [String] = ["__tsan_init", "__asan_init"]
    return symbols.contains { symbol in dlsym(nil, symbol) != nil }
  }
}
