import BenchHistory
import Foundation
@testable import Harness
import Testing

/// The `bench` binary in the tests' build directory, if it was built.
private let builtBench: String? = {
  let path = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("bench").path
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
    #expect(stderr.hasPrefix("bench: ") && stderr.contains(message) && stderr.filter { $0 == "\n" }.count == 1, "\(arguments): \(stderr)")
  }

  @Test func anUnknownSubcommandIsNamedAsOne() throws {
    try Self.expectUsageError(["nosuch"], saying: "unknown subcommand 'nosuch'")
  }

  @Test func aNegativeThresholdOrAlphaReachesItsRangeCheck() throws {
    try Self.expectUsageError(["compare", "a.json", "b.json", "--threshold", "-1"], saying: "--threshold must be")
    try Self.expectUsageError(["compare", "a.json", "b.json", "--alpha", "-0.5"], saying: "--alpha must be")
  }

  @Test func bisectRefusesAnUnknownPointBeforeBuilding() throws {
    try Self.expectUsageError(["bisect", "--good", "HEAD", "--bad", "HEAD", "--point", "Nope.Nope/x"], saying: "no workload is named Nope.Nope/x")
    try Self.expectUsageError(["bisect", "--good", "HEAD", "--bad", "HEAD", "--point", "Store.Send/root", "--sizes", "depth=3"], saying: "never runs at sizes 'depth=3'")
  }

  @Test func aPointThatIsNoRegularExpressionNamesTheOption() throws {
    try Self.expectUsageError(["history", "--point", "("], saying: "--point '(' is not a regular expression")
  }

  @Test func aHistoryWithoutTheChosenMetricSaysSo() throws {
    let path = HistoryStoreTests.temporaryPath()
    var report = HistoryStoreTests.report(revision: "aaa", instructions: 1000)
    report.results[0].instructionsPerOperation = nil
    try HistoryStore(path: path).record(report, command: "run")
    try Self.expectUsageError(["history", "--history", path, "--all-machines"], saying: "none of the 1 selected point(s) has a recorded instructions value")
  }

  @Test func checkRefusesToRecordACandidateItDidNotMeasure() throws {
    try Self.expectUsageError(["check", "--candidate", "x.json", "--record"], saying: "--record records what check measures")
  }
}
