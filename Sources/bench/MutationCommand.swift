import ArgumentParser
import Foundation
import Harness

/// `bench mutation`: proves the conformance suite can fail. Copies the package to a scratch
/// directory, builds it once as is and once per mutant patch (`Conformance/Mutants/`), runs the
/// suite in each build and writes `Reports/mutation.{json,md}`. Exits 1 if a mutant survives or
/// the control run fails.
struct MutationCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "mutation",
    abstract: "Run the conformance suite against each deliberate break of the runtime."
  )

  @Option(help: "Mutants to run, comma-separated (default: all).")
  var mutants: String?

  @Option(name: .customLong("mutants-dir"), help: "Where the mutant patches are.")
  var mutantsDirectory = "Conformance/Mutants"

  @Option(name: .customLong("scratch-path"), help: "Where the package copy and its builds go.")
  var scratchPath = ".build-mutation"

  @Option(
    name: .customLong("output-dir"),
    help: "Where mutation.{json,md} are written (default: Reports; .build/reports for a shard)."
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
    _ = try selectedMutants()
  }

  private func selectedMutants() throws(BenchError) -> [SourceMutant] {
    let catalog = try SourceMutant.catalog(in: mutantsDirectory)
    guard let mutants else { return catalog }
    let names = mutants.split(separator: ",").map(String.init)
    let unknown = names.filter { name in !catalog.contains { $0.name == name } }
    guard unknown.isEmpty, !names.isEmpty else {
      throw BenchError(
        .usage,
        "--mutants names an unknown mutant (\(unknown.joined(separator: ", "))); known: \(catalog.map(\.name).joined(separator: ", "))"
      )
    }
    return catalog.filter { names.contains($0.name) }
  }

  func run() async throws {
    try OutputLocation.requireWritable(directory: outputDirectory)
    let (selected, record) = try shardMutants(try selectedMutants())
    let workspace = MutantWorkspace(
      package: FileManager.default.currentDirectoryPath, copy: "\(scratchPath)/package",
      entries: MutantWorkspace.packageEntries, patchedDirectory: "Sources/ComposableRuntime"
    )
    try workspace.prepare()
    var builds = MutantBuilds(workspace: workspace, buildDirectory: "\(scratchPath)/build")
    let run = MutationRun(scratchDirectory: "\(scratchPath)/reports")
    let control = try run.run(try builds.build(nil), mutant: nil, summary: "no mutant")
    var rows: [MutationStudy.Row] = []
    for mutant in selected {
      let row = try run.run(try builds.build(mutant), mutant: mutant.name, summary: mutant.summary)
      print(
        "\(mutant.name): \(row.caughtBy.isEmpty ? "SURVIVED" : "caught by \(row.caughtBy.count) case(s)")"
      )
      rows.append(row)
    }
    var study = MutationStudy(
      date: Date.iso8601Now, git: .current(), machine: .current(), buildSeconds: builds.seconds,
      control: control, rows: rows
    )
    study.shard = record
    try Self.write(study, to: outputDirectory)
    try Self.requireComplete(study, reportedIn: outputDirectory)
  }

  /// Fails with exit 1 unless the control passed and every mutant was caught; the verdict of
  /// `mutation` and of a merge of its shards.
  static func requireComplete(_ study: MutationStudy, reportedIn outputDirectory: String) throws {
    guard study.isComplete else {
      throw BenchError(
        .failure,
        "\(study.survivors.count) mutant(s) survived and the control run failed \(study.control.caughtBy.count) case(s); see \(outputDirectory)/mutation.md"
      )
    }
  }

  /// The mutants of this shard, balanced by the times of `--balance-with` (a mutation report)
  /// or counted as equal; all of them without `--shard`.
  private func shardMutants(_ mutants: [SourceMutant]) throws(BenchError) -> (
    [SourceMutant], ShardRecord?
  ) {
    guard let shard = try sharding.parsedShard() else { return (mutants, nil) }
    let seconds = try sharding.balanceWith.map(Self.mutantSeconds(in:)) ?? [:]
    let partition = ShardPartition(
      units: ShardCosts.units(mutants.map(\.name), costs: seconds), count: shard.count,
      balance: sharding.balanceWith.map { "balanced by the build and suite times of \($0)" }
        ?? "balanced by mutant count (no --balance-with report)")
    let own = try partition.requireUnits(of: shard)
    return (
      mutants.filter { own.contains($0.name) }, ShardRecord(shard: shard, partition: partition)
    )
  }

  /// What each mutant of the report at `path` cost: its suite's time plus the report's mean build
  /// time, since a mutant's build takes as long as most suites (balanced by suite times alone,
  /// the shard of fifteen quick mutants took 398 s against a mean of 235 s).
  private static func mutantSeconds(in path: String) throws(BenchError) -> [String: Double] {
    let report = try ReportFile.readMutationReport(at: path)
    let build = report.buildSeconds / Double(report.rows.count + 1)
    return Dictionary(report.rows.map { ($0.mutant, $0.seconds + build) }) { first, _ in first }
  }

  /// Writes `study` as mutation.json and mutation.md in `outputDirectory`.
  static func write(_ study: MutationStudy, to outputDirectory: String) throws {
    try ReportFile.writeJSON(study, to: "\(outputDirectory)/mutation.json")
    try ReportFile.writeAtomically(
      Data(study.markdown().utf8), to: "\(outputDirectory)/mutation.md")
    print("wrote \(outputDirectory)/mutation.json and \(outputDirectory)/mutation.md")
  }
}

/// The bench built in a mutant workspace, with one mutant applied at a time.
private struct MutantBuilds {
  let workspace: MutantWorkspace
  let buildDirectory: String
  /// Time spent building so far.
  private(set) var seconds = 0.0

  init(workspace: MutantWorkspace, buildDirectory: String) {
    self.workspace = workspace
    self.buildDirectory = buildDirectory
  }

  /// The bench executable built with `mutant` applied (`nil`: as is); the copy is left as is.
  mutating func build(_ mutant: SourceMutant?) throws(BenchError) -> String {
    if let mutant { try workspace.apply(mutant) }
    let built = Result { () throws(BenchError) in try compile(mutant) }
    if let mutant { try workspace.revert(mutant) }
    return try built.get()
  }

  private mutating func compile(_ mutant: SourceMutant?) throws(BenchError) -> String {
    let build = [
      "swift", "build", "--product", "bench", "--package-path", workspace.copy, "--scratch-path",
      buildDirectory,
    ]
    let clock = ContinuousClock()
    let start = clock.now
    try Subprocess.require(
      build,
      "building the bench with mutant \(mutant?.name ?? "none") failed ('\(build.joined(separator: " "))')"
    )
    seconds += (clock.now - start) / .seconds(1)
    guard let binPath = Subprocess.output(build + ["--show-bin-path"]) else {
      throw BenchError(.environment, "cannot find the bench built under \(buildDirectory)")
    }
    return "\(binPath)/bench"
  }
}
