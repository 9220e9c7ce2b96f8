import ArgumentParser
import Foundation
import Harness

/// `bench sensitivity`: how small a slowdown of the runtime the instruction gate and `ab` catch,
/// and their false alarms, measured with a build whose reducer runs do known extra work.
///
/// Needs a build made with the slowdown compiled in:
/// `swift build -c release --product bench --scratch-path .build-sensitivity -Xswiftc -DCOMPOSABLE_RUNTIME_SLOWDOWN`.
struct SensitivityCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sensitivity", abstract: "Measure the gates' detection and false-alarm rates (slowdown build only)."
  )

  @Option(help: "Slowdowns to inject, as fractions of a workload's instructions.")
  var levels = "0.01,0.03,0.05,0.10"

  @Option(help: "Comparisons per level (instruction counts and ab runs each).")
  var repeats = 3

  @Option(help: "Launches per side of each ab comparison.")
  var launches = 10

  @Option(help: "The workloads studied (a regular expression).")
  var filter = "^Store\\.Send/root$|^Store\\.Send/scoped$|^Scope\\.FanOut/send to one child$"

  @Flag(help: "Skip the ab comparisons (instruction counts only).")
  var skipAB = false

  @Option(name: .customLong("output-dir"), help: "Where sensitivity.{json,md} are written.")
  var outputDirectory = "Reports"

  func validate() throws {
    guard (1...20).contains(repeats) else { throw ValidationError("--repeats must be between 1 and 20") }
    guard !outputDirectory.isEmpty else { throw ValidationError("--output-dir must name a directory") }
    guard (4...1000).contains(launches) else { throw ValidationError("--launches must be between 4 and 1000") }
    guard parsedLevels != nil else { throw ValidationError("--levels must be fractions between 0 and 1, such as 0.01,0.03") }
  }

  private var parsedLevels: [Double]? {
    let values = levels.split(separator: ",").map { Double($0) }
    guard !values.isEmpty, values.allSatisfy({ $0.map { $0 > 0 && $0 < 1 } ?? false }) else { return nil }
    return values.compactMap(\.self)
  }

  func run() async throws {
    #if !COMPOSABLE_RUNTIME_SLOWDOWN
      throw BenchError(.environment, "this bench was built without the injected slowdown: build it with 'swift build -c release --product bench --scratch-path .build-sensitivity -Xswiftc -DCOMPOSABLE_RUNTIME_SLOWDOWN'")
    #else
      try requireReleaseBuild(allowDebug: false)
      try OutputLocation.requireWritable(directory: outputDirectory)
      let selection = try WorkloadSelection.parse(["--quick", "--filter", filter])
      let workloads = try selection.workloads()
      let options = try ComparisonOptions.loading(swiftVersion: MachineDescription.current().swiftVersion)
      let timed = await selection.measure(workloads)
      let experiment = await SlowdownExperiment(
        workloads: workloads, timed: timed, counter: try InstructionCounter(executable: currentExecutable()),
        options: options, repeats: repeats
      )
      var rows = try await experiment.instructionRows(levels: parsedLevels ?? [])
      if !skipAB {
        rows = try await experiment.withABTrials(rows, launches: launches, executable: currentExecutable())
      }
      let study = SensitivityStudy(rows: rows, launches: launches, date: Date.iso8601Now, machine: .current())
      try ReportFile.writeJSON(study, to: "\(outputDirectory)/sensitivity.json")
      let path = "\(outputDirectory)/sensitivity.md"
      let existing = try? String(contentsOfFile: path, encoding: .utf8)
      try ReportFile.writeAtomically(Data(study.markdown(keepingHandMeasuredFrom: existing).utf8), to: path)
      print(study.markdown(), terminator: "")
    #endif
  }
}
