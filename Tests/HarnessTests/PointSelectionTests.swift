import Testing

@testable import Harness

/// A point named on the command line (`bisect --point --sizes`) is checked before anything is built.
@Suite(.timeLimit(.minutes(5)))
struct PointSelectionTests {
  private static let workloads = [
    Workload(
      "Store.Send", scenario: "scoped",
      parameters: [SizeParameter("depth", [1, 10]), SizeParameter("width", [2])]
    ) { _ in .sync { _ in } },
    Workload("Store.Send", scenario: "root") { _ in .sync { _ in } },
    Workload("Effect.Run", scenario: "async", countsInstructions: false) { _ in .sync { _ in } },
  ]

  @Test func aSweptPointIsFoundWhateverTheOrderOfItsSizes() throws {
    let sizes = try #require(Sizes(argument: "width=2,depth=10"))
    #expect(
      try PointSelection.require("Store.Send/scoped", sizes: sizes, in: Self.workloads).scenario
        == "scoped")
    #expect(
      try PointSelection.require("Store.Send/root", sizes: Sizes(), in: Self.workloads).scenario
        == "root")
  }

  @Test(arguments: [
    ("Nope.Nope/x", ""), ("Store.Send/scoped", "depth=5,width=2"), ("Store.Send/scoped", ""),
    ("Store.Send/root", "depth=1"), ("Effect.Run/async", ""),
  ])
  func anUnknownPointOrAnUnsweptSizeIsAUsageError(_ point: String, _ sizes: String) throws {
    let error = try #require(throws: BenchError.self) {
      try PointSelection.require(
        point, sizes: Sizes(argument: sizes) ?? Sizes(), in: Self.workloads)
    }
    #expect(error.code == .usage && error.message.contains(point), "\(error.message)")
  }
}
