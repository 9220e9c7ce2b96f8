import ArgumentParser
import Foundation
import Harness

/// `bench calibrate`: A/A launches of this build, to measure each workload's noise on this
/// machine and write suggested thresholds to `Reports/thresholds/<swift-version>.json`.
struct CalibrateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "calibrate", abstract: "Measure timing noise with A/A launches and write thresholds."
  )

  @Option(help: "Launches of the bench (each one sample per point).")
  var launches = 10

  @Option(help: "Only workloads matching this regular expression.")
  var filter: String?

  @Option(name: .customLong("output-dir"), help: "Where thresholds/<swift-version>.json is written.")
  var outputDirectory = "Reports"

  func validate() throws {
    guard launches >= 4 else { throw ValidationError("--launches must be at least 4") }
  }

  func run() throws {
    try requireReleaseBuild(allowDebug: false)
    let launch = BenchLaunch(
      label: "A", executable: currentExecutable(),
      arguments: ["run", "--quick"] + (filter.map { ["--filter", $0] } ?? [])
    )
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("bench-calibrate-\(UUID().uuidString)").path
    let progress = Progress()
    var reports: [BenchReport] = []
    for index in 0..<launches {
      progress.update(index + 1, of: launches, "A/A launch #\(index + 1)")
      reports.append(try launch.run(into: "\(work)/\(index)"))
    }
    progress.finish("ran \(launches) launches")
    let thresholds = NoiseCalibration.thresholds(from: reports)
    let machine = reports[0].machine
    let path = ThresholdFile.path(in: outputDirectory, swiftVersion: machine.swiftVersion)
    try ReportFile.writeJSON(
      ThresholdFile(swiftVersion: machine.swiftVersion, machine: machine, launches: launches, thresholds: thresholds),
      to: path
    )
    for (workload, threshold) in thresholds.sorted(by: { $0.key < $1.key }) {
      print(workload.padding(toLength: 50, withPad: " ", startingAt: 0) + String(format: "%5.1f%%", threshold * 100))
    }
    print("wrote \(path)")
  }
}
