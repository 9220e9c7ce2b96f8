import ArgumentParser
import ComposableRuntime
import Foundation
import Harness

/// `bench mutation`: proves the conformance suite can fail. Builds a bench with the runtime's
/// mutants compiled in, runs the suite once per mutant and once with none, and writes
/// `Reports/mutation.{json,md}`. Exits 1 if a mutant survives or the control run fails.
struct MutationCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "mutation", abstract: "Run the conformance suite against each deliberate break of the runtime."
  )

  @Option(help: "Mutants to run, comma-separated (default: all).")
  var mutants: String?

  @Option(name: .customLong("scratch-path"), help: "Build directory of the mutant-enabled bench.")
  var scratchPath = ".build-mutation"

  @Option(name: .customLong("output-dir"), help: "Where mutation.{json,md} are written.")
  var outputDirectory = "Reports"

  func validate() throws {
    guard !outputDirectory.isEmpty else { throw ValidationError("--output-dir must name a directory") }
    guard selectedMutants != nil else {
      let names = Mutant.allCases.map(\.rawValue).joined(separator: ", ")
      throw ValidationError("--mutants names an unknown mutant; known: \(names)")
    }
  }

  private var selectedMutants: [Mutant]? {
    guard let mutants else { return Mutant.allCases }
    let selected = mutants.split(separator: ",").map { Mutant(rawValue: String($0)) }
    return selected.contains(nil) || selected.isEmpty ? nil : selected.compactMap(\.self)
  }

  func run() async throws {
    try OutputLocation.requireWritable(directory: outputDirectory)
    let build = ["swift", "build", "--product", "bench", "--scratch-path", scratchPath, "-Xswiftc", "-DCOMPOSABLE_RUNTIME_MUTANTS"]
    let clock = ContinuousClock()
    let start = clock.now
    try Subprocess.require(build, "building the mutant-enabled bench failed ('\(build.joined(separator: " "))')")
    let buildSeconds = (clock.now - start) / .seconds(1)
    guard let binPath = Subprocess.output(build + ["--show-bin-path"]) else {
      throw BenchError(.environment, "cannot find the mutant-enabled bench under \(scratchPath)")
    }
    let run = MutationRun(executable: "\(binPath)/bench", scratchDirectory: "\(scratchPath)/reports")
    let control = try run.run(mutant: nil, summary: "no mutant")
    var rows: [MutationStudy.Row] = []
    for mutant in selectedMutants ?? [] {
      let row = try run.run(mutant: mutant.rawValue, summary: mutant.summary)
      print("\(mutant.rawValue): \(row.caughtBy.isEmpty ? "SURVIVED" : "caught by \(row.caughtBy.count) case(s)")")
      rows.append(row)
    }
    let study = MutationStudy(
      date: Date.iso8601Now, git: .current(), machine: .current(), buildSeconds: buildSeconds,
      control: control, rows: rows
    )
    try ReportFile.writeJSON(study, to: "\(outputDirectory)/mutation.json")
    try ReportFile.writeAtomically(Data(study.markdown().utf8), to: "\(outputDirectory)/mutation.md")
    print("wrote \(outputDirectory)/mutation.json and \(outputDirectory)/mutation.md")
    guard study.isComplete else {
      throw BenchError(.failure, "\(study.survivors.count) mutant(s) survived and the control run failed \(control.caughtBy.count) case(s); see \(outputDirectory)/mutation.md")
    }
  }
}
