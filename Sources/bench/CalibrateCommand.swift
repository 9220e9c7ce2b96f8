import ArgumentParser
import Foundation
import Harness
import RunPointProtocol
import Workloads

/// `bench calibrate`: measures how much this build's numbers vary when nothing changed, and
/// writes per-workload thresholds to `Reports/thresholds/<swift-version>.json`: timing noise
/// from A/A launches, or (`--instructions`) instruction-count spread from repeated callgrind
/// counts. Thresholds of workloads not measured are kept.
struct CalibrateCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "calibrate",
    abstract:
      "Measure timing noise (A/A launches) or instruction-count spread, and write thresholds."
  )

  @Option(help: "Launches of the bench (each one sample per point).")
  var launches = 10

  @Flag(
    help:
      "Calibrate the instruction gate instead: count every point --repeats times under callgrind.")
  var instructions = false

  @Option(help: "With --instructions: how many times each point is counted.")
  var repeats = 3

  @Option(
    name: .customLong("heap-shifts"),
    help: "With --instructions: how many more counts of each point, each with the heap moved.")
  var heapShifts = 4

  @Option(help: "Only workloads matching this regular expression.")
  var filter: String?

  @Option(
    name: .customLong("output-dir"),
    help:
      "Where thresholds/<swift-version>.json is written (default: Reports; .build/reports for a shard)."
  )
  var outputOption: String?

  /// Where the outputs go: a shard's never replace the committed whole ones by default.
  private var outputDirectory: String {
    outputOption ?? (sharding.shard != nil ? ".build/reports" : "Reports")
  }

  @OptionGroup var sharding: ShardSelection

  func validate() throws {
    guard (4...1000).contains(launches) else {
      throw ValidationError("--launches must be between 4 and 1000")
    }
    guard (0...10).contains(heapShifts) else {
      throw ValidationError("--heap-shifts must be between 0 and 10")
    }
    guard (2...20).contains(repeats) else {
      throw ValidationError("--repeats must be between 2 and 20")
    }
    guard outputOption != "" else {
      throw ValidationError("--output-dir must name a directory")
    }
  }

  func run() async throws {
    try requireReleaseBuild(allowDebug: false)
    try OutputLocation.requireWritable(directory: outputDirectory)
    let machine = MachineDescription.current()
    let path = ThresholdFile.path(in: outputDirectory, swiftVersion: machine.swiftVersion)
    // A shard's file holds its own workloads only, so that a merge can tell them apart.
    let stored =
      sharding.shard == nil
      ? try ThresholdFile.load(in: outputDirectory, swiftVersion: machine.swiftVersion) : nil
    let existing =
      stored
      ?? ThresholdFile(
        swiftVersion: machine.swiftVersion, machine: machine, launches: launches, thresholds: [:])
    if !instructions, filter != nil, sharding.shard == nil,
      let stored = try ThresholdFile.load(in: outputDirectory, swiftVersion: machine.swiftVersion)
    {
      try stored.requireMergeable(launches: launches, at: path)
    }
    var updated =
      instructions ? try await calibrateInstructions(existing) : try calibrateTimings(existing)
    updated.shard = try shardRecord()
    // An interrupt late in the run either ends it before this write (143, the file as it was)
    // or, once the write has begun, is ignored (0, the new file): never 0 without the write.
    try ChildProcesses.completing { () throws(BenchError) in
      try ReportFile.writeJSON(updated, to: path)
    }
    print("wrote \(path)")
  }

  private func calibrateTimings(_ existing: ThresholdFile) throws -> ThresholdFile {
    if let filter { _ = try WorkloadFilter(filter).select(from: WorkloadCatalog.all()) }
    let launch = BenchLaunch(
      label: "A", executable: currentExecutable(),
      arguments: ["run", "--quick"] + (filter.map { ["--filter", $0] } ?? [])
        + (sharding.shard.map { ["--shard", $0] } ?? [])
        + (sharding.balanceWith.map { ["--balance-with", $0] } ?? [])
    )
    let work = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bench-calibrate-\(UUID().uuidString)"
    ).path
    defer { try? FileManager.default.removeItem(atPath: work) }
    let progress = Progress()
    let reports = try ChildProcesses.removingOnInterrupt(work) { () throws(BenchError) in
      try (0..<launches).map { index throws(BenchError) in
        progress.update(index + 1, of: launches, "A/A launch #\(index + 1)")
        return try launch.run(into: "\(work)/\(index)")
      }
    }
    progress.finish("ran \(launches) launches")
    let thresholds = NoiseCalibration.thresholds(from: reports)
    Self.printThresholds(thresholds)
    var updated = existing.merging(timings: thresholds)
    if filter == nil || sharding.shard != nil { updated.launches = launches }
    return updated
  }

  /// `timed` counted once per heap shift, over `reference`'s iterations: 8,256 bytes more
  /// before each point's setup each time.
  private func countShifted(
    _ timed: BenchReport, workloads: [Workload], counter: InstructionCounter,
    reference: BenchReport?
  ) async throws -> [BenchReport] {
    var shifted: [BenchReport] = []
    for index in 0..<heapShifts {
      let bytes = String((index + 1) * 8_256)
      shifted.append(
        try await count(
          timed, workloads: workloads,
          counter: counter.adding(environment: [RunPoint.heapShiftVariable: bytes]),
          reference: reference, announcing: "heap shift \(index + 1) of \(heapShifts)"))
    }
    return shifted
  }

  /// `timed` with its points' instructions counted, over `reference`'s iterations if given.
  private func count(
    _ timed: BenchReport, workloads: [Workload], counter: InstructionCounter,
    reference: BenchReport?, announcing pass: String
  ) async throws -> BenchReport {
    FileHandle.standardError.write(Data("\(pass)\n".utf8))
    var report = timed
    try await MeasurementSession.countInstructions(
      in: &report, workloads: workloads, counter: counter, reference: reference,
      progress: Progress())
    return report
  }

  private func calibrateInstructions(_ existing: ThresholdFile) async throws -> ThresholdFile {
    guard InstructionCounter.isAvailable else {
      throw BenchError(
        .environment, "--instructions needs valgrind; install Debian's valgrind (.ci/run does)")
    }
    let selection = try WorkloadSelection.parse(
      ["--quick"] + (filter.map { ["--filter", $0] } ?? []))
    let (workloads, _) = try sharding.workloads(try selection.workloads())
    let counter = try InstructionCounter(executable: currentExecutable())
    let timed = await selection.measure(workloads)
    var counted: [BenchReport] = []
    for index in 0..<repeats {
      counted.append(
        try await count(
          timed, workloads: workloads, counter: counter, reference: counted.first,
          announcing: "instruction count \(index + 1) of \(repeats)"))
    }
    let shifted = try await countShifted(
      timed, workloads: workloads, counter: counter, reference: counted.first)
    let calibration = InstructionCalibration(repeats: counted, shifted: shifted)
    let markdown = calibration.markdown(title: "Instruction counts, repeated")
    if filter == nil, sharding.shard == nil {
      try ReportFile.writeAtomically(Data(markdown.utf8), to: "\(outputDirectory)/instructions.md")
      print("wrote \(outputDirectory)/instructions.md")
    } else {
      print(markdown, terminator: "")
      print("\(outputDirectory)/instructions.md left as it is: it holds the last full calibration")
    }
    Self.printThresholds(calibration.thresholds)
    for (point, reason) in calibration.unstableCounts.sorted(by: { $0.key < $1.key }) {
      print("\(point): not gated on counts, \(reason)")
    }
    return existing.removingInstructionThresholds(of: workloads.map(\.identifier))
      .merging(instructions: calibration.thresholds, unstable: calibration.unstableCounts)
  }

  /// The shard record of a sharded calibration, with the partition `run --shard` would cut.
  private func shardRecord() throws -> ShardRecord? {
    guard sharding.shard != nil else { return nil }
    let selection = try WorkloadSelection.parse(
      ["--quick"] + (filter.map { ["--filter", $0] } ?? []))
    return try sharding.workloads(try selection.workloads()).1
  }

  private static func printThresholds(_ thresholds: [String: Double]) {
    for (workload, threshold) in thresholds.sorted(by: { $0.key < $1.key }) {
      print(
        workload.padding(toLength: 50, withPad: " ", startingAt: 0)
          + String(format: "%5.1f%%", threshold * 100))
    }
  }
}
