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

  @Option(name: .customLong("output-dir"), help: "Where mutation.{json,md} are written.")
  var outputDirectory = "Reports"

  func validate() throws {
    guard !outputDirectory.isEmpty else {
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
    let selected = try selectedMutants()
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
    let study = MutationStudy(
      date: Date.iso8601Now, git: .current(), machine: .current(), buildSeconds: builds.seconds,
      control: control, rows: rows
    )
    try write(study)
    guard study.isComplete else {
      throw BenchError(
        .failure,
        "\(study.survivors.count) mutant(s) survived and the control run failed \(control.caughtBy.count) case(s); see \(outputDirectory)/mutation.md"
      )
    }
  }

  private func write(_ study: MutationStudy) throws {
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
