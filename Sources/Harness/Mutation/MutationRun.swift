import Foundation

/// Runs one build's `bench conformance` (a mutant's, or the control's) and reads which cases it
/// failed.
public struct MutationRun: Sendable {
  /// Where each run writes its conformance report.
  public let scratchDirectory: String

  /// Runs writing reports under `scratchDirectory`.
  public init(scratchDirectory: String) {
    self.scratchDirectory = scratchDirectory
  }

  /// The suite's outcome in `executable`, a bench built with `mutant` applied (`nil` for the control).
  public func run(_ executable: String, mutant: String?, summary: String) throws(BenchError)
    -> MutationStudy.Row
  {
    let name = mutant ?? "none"
    let directory = "\(scratchDirectory)/\(name)"
    let clock = ContinuousClock()
    let start = clock.now
    try launch(executable, mutant: mutant, outputDirectory: directory)
    let seconds = (clock.now - start) / .seconds(1)
    let matrix = try readMatrix(at: "\(directory)/conformance.json")
    let failing = matrix.rows.filter { $0.status != .pass }.map { "\($0.ruleID): \($0.title)" }
    return MutationStudy.Row(
      mutant: name, summary: summary, caughtBy: failing, cases: matrix.rows.count, seconds: seconds)
  }

  /// Launches the suite; its exit status is not the verdict (failing cases exit 1), the report is.
  private func launch(_ executable: String, mutant: String?, outputDirectory: String)
    throws(BenchError)
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["conformance", "--output-dir", outputDirectory]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do { try ChildProcesses.launch(process) } catch {
      throw BenchError(.environment, "cannot launch \(executable): \(error.localizedDescription)")
    }
    ChildProcesses.wait(for: process)
    guard process.terminationReason == .exit, [0, 1].contains(process.terminationStatus) else {
      throw BenchError(
        .failure,
        "the suite with mutant \(mutant ?? "none") crashed (status \(process.terminationStatus)); a crash is not a caught mutant"
      )
    }
  }

  private func readMatrix(at path: String) throws(BenchError) -> ConformanceMatrix {
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      return try JSONDecoder().decode(ConformanceMatrix.self, from: data)
    } catch {
      throw BenchError(.output, "cannot read the conformance report \(path): \(error)")
    }
  }
}
