import BenchHistory
import Foundation
import Testing

@testable import Harness

/// The `bench` binary in the tests' build directory, if it was built.
private let builtBench: String? = {
  let path = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("bench").path
  return FileManager.default.isExecutableFile(atPath: path) ? path : nil
}()

/// The built `bench` binary on bad input: exit 2 and one `bench:` line that names what was
/// wrong, before anything is measured or built. Runs where `swift build` put the binary beside
/// the tests.
@Suite(.enabled(if: builtBench != nil, "the bench binary is built beside the tests"))
struct CommandLineTests {
  static let bench = builtBench

  /// Runs `bench arguments`; its exit status and stderr.
  private static func run(_ arguments: [String]) throws -> (status: Int32, stderr: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(bench))
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, stderr)
  }

  private static func expectUsageError(_ arguments: [String], saying message: String) throws {
    let (status, stderr) = try run(arguments)
    #expect(status == 2, "\(arguments): \(stderr)")
    #expect(
      stderr.hasPrefix("bench: ") && stderr.contains(message)
        && stderr.filter { $0 == "\n" }.count == 1, "\(arguments): \(stderr)")
  }

  @Test func anUnknownSubcommandIsNamedAsOne() throws {
    try Self.expectUsageError(["nosuch"], saying: "unknown subcommand 'nosuch'")
  }

  @Test func aHelpTopicNamingNoSubcommandIsRefused() throws {
    try Self.expectUsageError(["help", "nosuch"], saying: "unknown subcommand 'nosuch'")
    try Self.expectUsageError(["help", "history", "nosuch"], saying: "unknown subcommand 'nosuch'")
  }

  @Test func anUnknownFlagIsNamed() throws {
    try Self.expectUsageError(["run", "--nosuch"], saying: "Unknown option '--nosuch'")
    try Self.expectUsageError(["--nosuch"], saying: "Unknown option '--nosuch'")
  }

  /// Not-a-numbers and infinities parse as `Double`s: only the range check stops them.
  @Test func timeAndPointBudgetsOutsideTheirRangesAreRefused() throws {
    for value in ["nan", "inf", "0", "-1", "3601"] {
      try Self.expectUsageError(
        ["run", "--time-budget=\(value)"],
        saying: "--time-budget must be a number of seconds above 0 and at most 3600")
      try Self.expectUsageError(
        ["check", "--time-budget=\(value)"],
        saying: "--time-budget must be a number of seconds above 0 and at most 3600")
    }
    for value in ["nan", "inf", "0", "-1", "86401"] {
      try Self.expectUsageError(
        ["run", "--point-budget=\(value)"],
        saying: "--point-budget must be a number of seconds above 0 and at most 86400")
    }
  }

  @Test func anAlphaOrThresholdOutsideItsRangeOrNoNumberIsRefused() throws {
    for value in ["nan", "inf", "0", "1"] {
      try Self.expectUsageError(
        ["compare", "a.json", "b.json", "--alpha", value], saying: "--alpha must be between 0 and 1"
      )
    }
    for value in ["nan", "inf", "10"] {
      try Self.expectUsageError(
        ["compare", "a.json", "b.json", "--threshold", value],
        saying: "--threshold must be a fraction from 0 to 10")
    }
    try Self.expectUsageError(
      ["compare", "a.json", "b.json", "--alpha", "x"],
      saying: "The value 'x' is invalid for '--alpha <alpha>'")
    try Self.expectUsageError(
      ["compare", "a.json", "b.json", "--threshold", "x"],
      saying: "The value 'x' is invalid for '--threshold <threshold>'")
  }

  /// Each command that launches or repeats checks its counts before it builds or launches
  /// anything (the debug bench the tests run would refuse to measure anyway, with exit 5).
  @Test func launchesRepeatsAndHeavierOutsideTheirRangesAreRefused() throws {
    try Self.expectUsageError(
      ["ab", "--baseline", "HEAD", "--launches", "3"],
      saying: "--launches must be between 4 and 1000")
    try Self.expectUsageError(
      ["ab", "--baseline", "HEAD", "--launches", "x"],
      saying: "The value 'x' is invalid for '--launches <launches>'")
    try Self.expectUsageError(
      ["calibrate", "--launches", "1001"], saying: "--launches must be between 4 and 1000")
    try Self.expectUsageError(
      ["calibrate", "--repeats", "1"], saying: "--repeats must be between 2 and 20")
    try Self.expectUsageError(
      ["calibrate", "--heap-shifts", "11"], saying: "--heap-shifts must be between 0 and 10")
    try Self.expectUsageError(
      ["experiment", "--launches", "3"], saying: "--launches must be between 4 and 1000")
    try Self.expectUsageError(
      ["experiment", "--repeats", "0"], saying: "--repeats must be between 1 and 100")
    for value in ["nan", "inf", "0", "10.5"] {
      try Self.expectUsageError(
        ["experiment", "--heavier", value],
        saying: "--heavier must be a fraction above 0 and at most 10")
    }
    try Self.expectUsageError(
      ["sensitivity", "--launches", "2000"], saying: "--launches must be between 4 and 1000")
    try Self.expectUsageError(
      ["sensitivity", "--repeats", "21"], saying: "--repeats must be between 1 and 20")
  }

  @Test func aNegativeThresholdOrAlphaReachesItsRangeCheck() throws {
    try Self.expectUsageError(
      ["compare", "a.json", "b.json", "--threshold", "-1"], saying: "--threshold must be")
    try Self.expectUsageError(
      ["compare", "a.json", "b.json", "--alpha", "-0.5"], saying: "--alpha must be")
  }

  @Test func bisectRefusesAnUnknownPointBeforeBuilding() throws {
    try Self.expectUsageError(
      ["bisect", "--good", "HEAD", "--bad", "HEAD", "--point", "Nope.Nope/x"],
      saying: "no workload is named Nope.Nope/x")
    try Self.expectUsageError(
      [
        "bisect", "--good", "HEAD", "--bad", "HEAD", "--point", "Store.Send/root", "--sizes",
        "depth=3",
      ], saying: "never runs at sizes 'depth=3'")
  }

  @Test func aPointThatIsNoRegularExpressionNamesTheOption() throws {
    try Self.expectUsageError(
      ["history", "--point", "("], saying: "--point '(' is not a regular expression")
  }

  @Test func aHistoryWithoutTheChosenMetricSaysSo() throws {
    let path = HistoryStoreTests.temporaryPath()
    var report = HistoryStoreTests.report(revision: "aaa", instructions: 1000)
    report.results[0].instructionsPerOperation = nil
    try HistoryStore(path: path).record(report, command: "run")
    try Self.expectUsageError(
      ["history", "--history", path, "--all-machines"],
      saying: "none of the 1 selected point(s) has a recorded instructions value")
  }

  @Test func checkRefusesToRecordACandidateItDidNotMeasure() throws {
    try Self.expectUsageError(
      ["check", "--candidate", "x.json", "--record"], saying: "--record records what check measures"
    )
  }

  /// Ten `bench run --record` processes into one new history: each waits for the others' writes
  /// and records its run. (HistoryAccessTests does it with threads of one process; SQLite's
  /// locks between processes are the ones that matter when CI jobs share a history.)
  @Test func tenConcurrentRecordingRunsEachRecordTheirRun() throws {
    let history = HistoryStoreTests.temporaryPath()
    let directory = URL(fileURLWithPath: history).deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: directory) }
    let runs = try (0..<10).map { index in
      let process = Process()
      process.executableURL = URL(fileURLWithPath: try #require(Self.bench))
      process.arguments = [
        "run", "--allow-debug", "--filter", "Calibration.Spin", "--samples", "1",
        "--calibration-work", "1",
        "--output-dir", directory.appendingPathComponent("reports-\(index)").path, "--record",
        "--history", history,
      ]
      process.currentDirectoryURL = directory
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      return process
    }
    for process in runs { process.waitUntilExit() }
    #expect(runs.map(\.terminationStatus) == Array(repeating: 0, count: 10))
    #expect(try HistoryStore(readingAt: history).runCount() == 10)
  }
}
