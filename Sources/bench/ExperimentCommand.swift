import ArgumentParser
import Foundation
import Harness
import Workloads

/// `bench experiment`: checks the comparison itself. Repeats an A/A comparison (expect all `~`)
/// and an A/B comparison in which `Calibration.Spin` does 10% more work on the B side (expect
/// `slower` there, `~` elsewhere), and reports false-alarm and detection rates.
struct ExperimentCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "experiment", abstract: "Measure the comparison's false-alarm and detection rates."
  )

  @Option(help: "Repetitions of each A/A and A/B comparison.")
  var repeats = 3

  @Option(help: "Launches per side in each comparison.")
  var launches = 10

  @Option(help: "How much heavier the B side's calibration workload is (0.10 = 10%).")
  var heavier = 0.10

  @Option(help: "Workloads measured besides the calibration workload.")
  var filter =
    "Calibration|Baseline.DirectReduce|Store.Send/root|Store.SendEffect/.send feedback|Scope.FanOut/send to one child"

  @Option(name: .customLong("output-dir"), help: "Where experiment.{json,md} are written.")
  var outputDirectory = "Reports"

  func validate() throws {
    guard (1...100).contains(repeats) else {
      throw ValidationError("--repeats must be between 1 and 100")
    }
    guard (4...1000).contains(launches) else {
      throw ValidationError("--launches must be between 4 and 1000")
    }
    guard heavier.isFinite, heavier > 0, heavier <= 10 else {
      throw ValidationError("--heavier must be a fraction above 0 and at most 10")
    }
    guard !outputDirectory.isEmpty else {
      throw ValidationError("--output-dir must name a directory")
    }
  }

  func run() throws {
    try requireReleaseBuild(allowDebug: false)
    _ = try WorkloadFilter(filter).select(from: WorkloadCatalog.all())
    try OutputLocation.requireWritable(directory: outputDirectory)
    let work = WorkloadCatalog.defaultCalibrationWork
    let heavyWork = Int((Double(work) * (1 + heavier)).rounded())
    var runs: [ExperimentRun] = []
    for index in 0..<repeats {
      runs.append(try compare(kind: "A/A", work: work, otherWork: work, index: index))
      runs.append(try compare(kind: "A/B", work: work, otherWork: heavyWork, index: index))
    }
    let result = ExperimentResult(
      runs: runs, heavier: heavier, launches: launches, date: Date.iso8601Now, machine: .current())
    try ReportFile.writeJSON(result, to: "\(outputDirectory)/experiment.json")
    try ReportFile.writeAtomically(
      Data(result.markdown().utf8), to: "\(outputDirectory)/experiment.md")
    print(result.markdown(), terminator: "")
  }

  private func compare(kind: String, work: Int, otherWork: Int, index: Int) throws -> ExperimentRun
  {
    FileHandle.standardError.write(Data("\(kind) comparison #\(index + 1)\n".utf8))
    let launchDirectory = ".build-ab/experiment/\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: launchDirectory) }
    let arguments = { (work: Int) in
      ["run", "--quick", "--filter", filter, "--calibration-work", String(work)]
    }
    let (base, new) = try AlternatingLaunches.run(
      BenchLaunch(label: "A", executable: currentExecutable(), arguments: arguments(work)),
      BenchLaunch(label: "B", executable: currentExecutable(), arguments: arguments(otherWork)),
      count: launches, workDirectory: launchDirectory, progress: Progress()
    )
    var options = ComparisonOptions()
    options.gates = [.timings]
    return ExperimentRun(
      kind: kind, comparison: ReportComparison(base: base, new: new, options: options))
  }
}
