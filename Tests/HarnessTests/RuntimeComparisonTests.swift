import Testing

@testable import Harness

@Suite
struct RuntimeComparisonTests {
  static func runtime(_ module: String, _ package: String, version: String? = nil)
    -> RuntimeDescription
  {
    RuntimeDescription(
      module: module, package: package, version: version, revision: nil, source: "/src/\(package)")
  }

  static func report(_ runtime: RuntimeDescription?, _ points: [(String, [Double], Double?)])
    -> BenchReport
  {
    var report = ComparisonTests.report(points)
    report.runtime = runtime
    return report
  }

  @Test
  func reportsOfTwoModulesOrPackagesAreComparedAsRuntimesAndTwoRevisionsOfOneAreNot() {
    let tca = Self.report(
      Self.runtime("ComposableArchitecture", "swift-composable-architecture", version: "1.25.5"), []
    )
    let ours = Self.report(Self.runtime("ComposableRuntime", "main"), [])
    let fork = Self.report(
      Self.runtime("ComposableArchitecture", "swift-composable-architecture", version: "1.25.6"), []
    )
    #expect(RuntimeComparison.appliesTo(base: tca, new: ours))
    #expect(
      !RuntimeComparison.appliesTo(base: tca, new: fork),
      "a fork against its upstream is judged as a revision")
    #expect(
      !RuntimeComparison.appliesTo(base: Self.report(nil, []), new: ours),
      "an old report names no runtime")
  }

  @Test
  func headedByBothRuntimesWithRatiosAndEveryPointOneSideCouldNotMeasure() {
    var tca = Self.report(
      Self.runtime("ComposableArchitecture", "swift-composable-architecture", version: "1.25.5"),
      [("A.x", (0..<12).map { 200 + Double($0) }, 3), ("B.y", [1], nil)]
    )
    tca.results[1].skipped = "not applicable: measures ComposableRuntime's project API"
    tca.results[1].summary = nil
    let ours = Self.report(
      Self.runtime("ComposableRuntime", "main"),
      [("A.x", (0..<12).map { 100 + Double($0) }, 1), ("B.y", (0..<12).map { 10 + Double($0) }, 0)])
    let comparison = RuntimeComparison(
      base: tca, new: ours, comparison: ReportComparison(base: tca, new: ours))
    let text = comparison.markdown()
    #expect(
      text.hasPrefix(
        "# Runtimes: ComposableRuntime (main) against ComposableArchitecture (swift-composable-architecture 1.25.5)"
      ))
    #expect(comparison.rows.map(\.identifier) == ["A.x/s"])
    #expect(abs((comparison.rows[0].ratio?.ratio ?? 0) - 0.5) < 0.02)
    #expect(text.contains("3.00 → 1.00"))
    #expect(
      comparison.notMeasured.map(\.reason) == [
        "not applicable: measures ComposableRuntime's project API"
      ])
    #expect(text.contains("| B.y/s | - | ComposableArchitecture | not applicable"))
  }
}
