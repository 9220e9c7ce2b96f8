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
  var filter = "Calibration|Baseline.DirectReduce|Store.Send/root|Store.SendEffect/.send feedback|Scope.FanOut/send to one child"

  @Option(name: .customLong("output-dir"), help: "Where experiment.{json,md} are written.")
  var outputDirectory = "Reports"

  func validate() throws {
    guard (1...100).contains(repeats) else { throw ValidationError("--repeats must be between 1 and 100") }
    guard (4...1000).contains(launches) else { throw ValidationError("--launches must be between 4 and 1000") }
    guard heavier.isFinite, heavier > 0, heavier <= 10 else { throw ValidationError("--heavier must be a fraction above 0 and at most 10") }
    guard !outputDirectory.isEmpty else { throw ValidationError("--output-dir must name a directory") }
  }

  func run() throws {
    try requireReleaseBuild(allowDebug: false)
    let work = WorkloadCatalog.defaultCalibrationWork
    let heavyWork = Int((Double(work) * (1 + heavier)).rounded())
    var runs: [ExperimentRun] = []
    for index in 0..<repeats {
      runs.append(try compare(kind: "A/A", work: work, otherWork: work, index: index))
      runs.append(try compare(kind: "A/B", work: work, otherWork: heavyWork, index: index))
    }
    let result = ExperimentResult(runs: runs, heavier: heavier, launches: launches, date: Date.iso8601Now, machine: .current())
    try ReportFile.writeJSON(result, to: "\(outputDirectory)/experiment.json")
    try ReportFile.writeAtomically(Data(result.markdown().utf8), to: "\(outputDirectory)/experiment.md")
    print(result.markdown(), terminator: "")
  }

  private func compare(kind: String, work: Int, otherWork: Int, index: Int) throws -> ExperimentRun {
    FileHandle.standardError.write(Data("\(kind) comparison #\(index + 1)\n".utf8))
    let arguments = { (work: Int) in ["run", "--quick", "--filter", filter, "--calibration-work", String(work)] }
    let (base, new) = try AlternatingLaunches.run(
      BenchLaunch(label: "A", executable: currentExecutable(), arguments: arguments(work)),
      BenchLaunch(label: "B", executable: currentExecutable(), arguments: arguments(otherWork)),
      count: launches, workDirectory: ".build-ab/experiment/\(UUID().uuidString)", progress: Progress()
    )
    var options = ComparisonOptions()
    options.gates = [.timings]
    return ExperimentRun(kind: kind, comparison: ReportComparison(base: base, new: new, options: options))
  }
}

/// One comparison of the experiment.
struct ExperimentRun: Codable {
  let kind: String
  let comparison: ReportComparison

  var calibration: ComparisonRow? {
    comparison.rows.first { $0.workload == "Calibration.Spin" }
  }

  /// Rows flagged faster or slower that should not be: every row of an A/A run, the
  /// non-calibration rows of an A/B run.
  var falseAlarms: (flagged: Int, total: Int) {
    let unaffected = comparison.rows.filter { kind == "A/A" || $0.workload != "Calibration.Spin" }
    return (unaffected.filter { $0.verdict == .slower || $0.verdict == .faster }.count, unaffected.count)
  }
}

/// The experiment's runs and rates.
struct ExperimentResult: Codable {
  let runs: [ExperimentRun]
  let heavier: Double
  let launches: Int
  let date: String
  let machine: MachineDescription

  func rate(of kind: String) -> (flagged: Int, total: Int) {
    runs.filter { $0.kind == kind }.map(\.falseAlarms).reduce((0, 0)) { ($0.0 + $1.flagged, $0.1 + $1.total) }
  }

  var detections: (detected: Int, total: Int) {
    let ab = runs.filter { $0.kind == "A/B" }
    return (ab.filter { $0.calibration?.verdict == .slower }.count, ab.count)
  }

  func markdown() -> String {
    let (aaFlagged, aaTotal) = rate(of: "A/A")
    let (abFlagged, abTotal) = rate(of: "A/B")
    var lines = [
      "# Comparison experiment", "",
      "- date: \(date); machine: \(machine.cpuModel), \(machine.cores) cores",
      "- each comparison: \(launches) alternating launches per side of `bench run --quick`, one sample (the launch median) per launch; p < 0.01 and beyond the 5% default threshold",
      "- A/B: `Calibration.Spin` does \(Int(heavier * 100))% more work on side B (`--calibration-work`); nothing else differs", "",
      "| measure | value |", "|---|---|",
      "| A/A false alarms (points flagged faster or slower) | \(aaFlagged)/\(aaTotal) |",
      "| A/B false alarms outside the calibration workload | \(abFlagged)/\(abTotal) |",
      "| A/B detection of the heavier calibration workload | \(detections.detected)/\(detections.total) |", "",
      "| run | Calibration.Spin new/base [95% CI] | verdict | other verdicts |", "|---|---|---|---|",
    ]
    for run in runs {
      let calibration = run.calibration
      let ratio = calibration?.ratio.map { String(format: "%.3f [%.3f, %.3f]", $0.ratio, $0.lower95, $0.upper95) } ?? "-"
      let others = run.comparison.rows.filter { $0.workload != "Calibration.Spin" }.map(\.verdict.rawValue)
      lines.append("| \(run.kind) | \(ratio) | \(calibration?.verdict.rawValue ?? "-") | \(others.joined(separator: " ")) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
