import ArgumentParser
import Conformance
import Foundation
import Harness
import Workloads

/// `bench conformance`: runs every conformance case and writes the conformance report.
struct ConformanceCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "conformance",
    abstract: "Run the conformance suite and write Reports/conformance.{json,md}."
  )

  @Option(
    name: .customLong("output-dir"),
    help: "Where the reports are written (default: Reports; .build/reports for a shard)."
  )
  var outputOption: String?

  /// Where the outputs go: a shard's never replace the committed whole ones by default.
  private var outputDirectory: String {
    outputOption ?? (sharding.shard != nil ? ".build/reports" : "Reports")
  }

  @OptionGroup var sharding: ShardSelection

  func validate() throws {
    guard outputOption != "" else {
      throw ValidationError("--output-dir must name a directory")
    }
  }

  func run() async throws {
    try OutputLocation.requireWritable(directory: outputDirectory)
    let matrix = try await Self.runSuite(
      shard: sharding.parsedShard(), balanceWith: sharding.balanceWith)
    try Self.write(matrix, to: outputDirectory)
    try Self.requirePassing(matrix, reportedIn: outputDirectory)
  }

  /// Fails with exit 1 when a case failed or errored, and with 4 when cases were left out; the
  /// verdict of `conformance` and of a merge of its shards.
  static func requirePassing(_ matrix: ConformanceMatrix, reportedIn outputDirectory: String)
    throws
  {
    let totals = matrix.totals
    guard totals.failed == 0, totals.errors == 0 else {
      throw BenchError(
        .failure,
        "\(totals.failed) case(s) failed and \(totals.errors) errored; see \(outputDirectory)/conformance.md"
      )
    }
    if let notRun = totals.notRun {
      throw BenchError(
        .inconclusive,
        "\(notRun) case(s) not run (CONFORMANCE_SKIP), so the suite cannot pass; the others passed")
    }
  }

  static func write(_ matrix: ConformanceMatrix, to outputDirectory: String) throws {
    try ReportFile.writeJSON(matrix, to: "\(outputDirectory)/conformance.json")
    try ReportFile.writeAtomically(
      Data(matrix.markdown().utf8), to: "\(outputDirectory)/conformance.md")
    let totals = matrix.totals
    print(
      "conformance: \(totals.passed)/\(totals.cases) cases passed, \(totals.rulesPassing)/\(totals.rules) rules passing"
    )
    print("wrote \(outputDirectory)/conformance.json and \(outputDirectory)/conformance.md")
  }

  @MainActor
  static func runSuite(shard: Shard? = nil, balanceWith: String? = nil) async throws
    -> ConformanceMatrix
  {
    let catalog: RuleCatalog
    do { catalog = try RuleCatalog.bundled() } catch {
      throw BenchError(.environment, "cannot read the conformance catalog: \(error)")
    }
    let (cases, record) = try ConformanceSharding.cases(
      ConformanceSuite.allCases, shard: shard, balanceWith: balanceWith)
    let progress = Progress()
    var index = 0
    let results = await ConformanceRunner.runAll(cases) { result in
      index += 1
      progress.update(index, of: cases.count, "\(result.ruleID) \(result.status.rawValue)")
    }
    progress.finish("ran \(results.count) conformance cases")
    var matrix = ConformanceMatrix(
      date: Date.iso8601Now, git: .current(), machine: .current(),
      runtime: "\(RuntimeUnderTest.description.title), from \(RuntimeUnderTest.description.source)",
      rules: catalog.rules.map(ruleText),
      rows: results.map(row)
    )
    matrix.shard = record
    return matrix
  }

  private static func ruleText(_ rule: ConformanceRule) -> ConformanceRuleText {
    let notApplicable =
      rule.needsProjectAPI && !ConformanceSuite.includesProjectAPICases
      ? "observable only through ComposableRuntime's project API, which this runtime does not have"
      : nil
    return ConformanceRuleText(
      id: rule.id, text: rule.text, pinnedBy: rule.pinnedBy, pending: rule.pending,
      notApplicable: notApplicable
    )
  }

  private static func row(_ result: ConformanceResult) -> ConformanceRow {
    let status: ConformanceRow.Status =
      switch result.status {
      case .passed: .pass
      case .failed: .fail
      case .error: .error
      case .notRun: .notRun
      }
    return ConformanceRow(
      ruleID: result.ruleID, title: result.title, api: result.api.rawValue, status: status,
      messages: result.messages,
      issueCount: result.issues.count, durationSeconds: result.durationSeconds
    )
  }
}
