import Foundation

/// One way of launching a bench binary for a measurement run.
public struct BenchLaunch: Sendable {
  /// The side this launch stands for, such as `A`.
  public let label: String
  /// The bench binary to run.
  public let executable: String
  /// Arguments of `bench run`, without `--output-dir`.
  public let arguments: [String]
  /// Variables set for the launched process besides this process's environment.
  public let environment: [String: String]

  /// A launch of `executable` with `arguments` (and `environment`), labelled `label`.
  public init(
    label: String, executable: String, arguments: [String], environment: [String: String] = [:]
  ) {
    self.label = label
    self.executable = executable
    self.arguments = arguments
    self.environment = environment
  }

  /// Runs the binary once and reads the report it wrote to `directory`.
  public func run(into directory: String) throws(BenchError) -> BenchReport {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments + ["--output-dir", directory]
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    process.standardOutput = FileHandle.nullDevice
    let errors = Pipe()
    process.standardError = errors
    do { try ChildProcesses.launch(process) } catch {
      throw BenchError(.environment, "cannot launch \(executable): \(error.localizedDescription)")
    }
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    ChildProcesses.wait(for: process)
    guard process.terminationStatus == 0 else {
      let reason =
        stderr.split(separator: "\n").last { $0.hasPrefix("bench:") }.map { ": \($0)" } ?? ""
      let code: BenchError.ExitCode =
        process.terminationStatus == BenchError.ExitCode.usage.rawValue ? .usage : .environment
      throw BenchError(
        code,
        "\(label) launch of \(executable) exited with status \(process.terminationStatus)\(reason)")
    }
    return try ReportFile.readReport(at: "\(directory)/latest.json", allowingShard: true)
  }
}

/// Launches two bench binaries (or one with two settings) alternately, A B B A A B …, so that both
/// sides share the machine's drift, and merges each side's launches into one report whose
/// samples are the launches' medians.
public enum AlternatingLaunches {
  /// Runs `a` and `b` alternately `count` times each, in the order A B B A A B …, so that neither
  /// side always runs first.
  public static func run(
    _ a: BenchLaunch, _ b: BenchLaunch, count: Int, workDirectory: String, progress: Progress
  ) throws(BenchError) -> (a: BenchReport, b: BenchReport) {
    try ChildProcesses.removingOnInterrupt(workDirectory) { () throws(BenchError) in
      try alternate(a, b, count: count, workDirectory: workDirectory, progress: progress)
    }
  }

  private static func alternate(
    _ a: BenchLaunch, _ b: BenchLaunch, count: Int, workDirectory: String, progress: Progress
  ) throws(BenchError) -> (a: BenchReport, b: BenchReport) {
    var reportsA: [BenchReport] = []
    var reportsB: [BenchReport] = []
    for index in 0..<count {
      let order = index.isMultiple(of: 2) ? [a, b] : [b, a]
      for (position, launch) in order.enumerated() {
        progress.update(
          2 * index + position + 1, of: 2 * count, "launch \(launch.label) #\(index + 1)")
        let report = try launch.run(into: "\(workDirectory)/\(launch.label)-\(index)")
        if launch.label == a.label { reportsA.append(report) } else { reportsB.append(report) }
      }
    }
    progress.finish("ran \(2 * count) launches")
    return (merge(reportsA), merge(reportsB))
  }

  /// One report whose samples at each point are the medians of `launches` at that point.
  public static func merge(_ launches: [BenchReport]) -> BenchReport {
    var merged = launches[0]
    merged.results = merged.results.map { point in
      let matching = launches.compactMap { launch in launch.results.first { $0.key == point.key } }
      var result = point
      result.samples = matching.compactMap { $0.summary?.median }
      result.summary = result.samples.isEmpty ? nil : SampleSummary(samples: result.samples)
      result.iterationsPerSample = 1
      result.allocationsPerOperation = median(matching.compactMap(\.allocationsPerOperation))
      result.bytesPerOperation = median(matching.compactMap(\.bytesPerOperation))
      return result
    }
    merged.results = ReportAssembler.withBaselineRatios(merged.results)
    merged.growth = ReportAssembler.growth(of: merged.results)
    return merged
  }

  private static func median(_ values: [Double]) -> Double? {
    values.isEmpty ? nil : SampleSummary.exactMedian(values.sorted())
  }
}

/// Noise thresholds from A/A launches of one build: how far two batches of launches of the very
/// same code drift apart, per workload.
public enum NoiseCalibration {
  /// For each workload, 1.5 × the largest relative difference between the medians of the odd
  /// and even launches and of the first and second half, over its points; between 2% and 50%.
  public static func thresholds(from launches: [BenchReport]) -> [String: Double] {
    let merged = launches.isEmpty ? [] : launches[0].results
    var thresholds: [String: Double] = [:]
    for point in merged {
      let series = launches.compactMap { launch in
        launch.results.first { $0.key == point.key }?.summary?.median
      }
      guard series.count >= 4 else { continue }
      let drift = splits(of: series).map { abs(log($0.0 / $0.1)) }.max() ?? 0
      let threshold = min(max((exp(1.5 * drift) - 1), 0.02), 0.5)
      let rounded = (threshold * 100).rounded(.up) / 100
      thresholds[point.identifier] = max(thresholds[point.identifier] ?? 0, rounded)
    }
    return thresholds
  }

  private static func splits(of series: [Double]) -> [(Double, Double)] {
    let odd = series.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    let even = series.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
    let half = series.count / 2
    return [(odd, even), (Array(series.prefix(half)), Array(series.suffix(series.count - half)))]
      .map { (SampleSummary.exactMedian($0.0.sorted()), SampleSummary.exactMedian($0.1.sorted())) }
  }
}
