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
    commandName: "sensitivity",
    abstract:
      "Measure the gates' detection and false-alarm rates, or with --localized what they catch of a slowdown at one site (slowdown build only)."
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

  @Flag(
    help:
      "Instead, slow down one site of the runtime at a time by --level and record what the gate flags."
  )
  var localized = false

  @Option(
    help: "With --localized: the slowdown, as a fraction of the aimed-at point's instructions.")
  var level = 0.01

  @Option(help: "With --localized: the sites to slow down, comma-separated (default: all).")
  var sites: String?

  @Option(name: .customLong("output-dir"), help: "Where sensitivity.{json,md} are written.")
  var outputDirectory = "Reports"

  func validate() throws {
    guard (1...20).contains(repeats) else {
      throw ValidationError("--repeats must be between 1 and 20")
    }
    guard !outputDirectory.isEmpty else {
      throw ValidationError("--output-dir must name a directory")
    }
    guard (4...1000).contains(launches) else {
      throw ValidationError("--launches must be between 4 and 1000")
    }
    guard parsedLevels != nil else {
      throw ValidationError("--levels must be fractions between 0 and 1, such as 0.01,0.03")
    }
    guard level > 0, level < 1 else {
      throw ValidationError("--level must be a fraction between 0 and 1, such as 0.01")
    }
    #if COMPOSABLE_RUNTIME_SLOWDOWN
      guard chosenSites != nil else {
        throw ValidationError(
          "--sites must name sites among: "
            + Self.allSites.map { $0.name ?? "allocations" }.joined(separator: ", "))
      }
    #endif
  }

  private var parsedLevels: [Double]? {
    let values = levels.split(separator: ",").map { Double($0) }
    guard !values.isEmpty, values.allSatisfy({ $0.map { $0 > 0 && $0 < 1 } ?? false }) else {
      return nil
    }
    return values.compactMap(\.self)
  }

  func run() async throws {
    #if !COMPOSABLE_RUNTIME_SLOWDOWN
      throw BenchError(
        .environment,
        "this bench was built without the injected slowdown: build it with 'swift build -c release --product bench --scratch-path .build-sensitivity -Xswiftc -DCOMPOSABLE_RUNTIME_SLOWDOWN'"
      )
    #else
      try requireReleaseBuild(allowDebug: false)
      try OutputLocation.requireWritable(directory: outputDirectory)
      if localized { return try await runLocalized() }
      let selection = try WorkloadSelection.parse(["--quick", "--filter", filter])
      let workloads = try selection.workloads()
      let options = try ComparisonOptions.loading(
        swiftVersion: MachineDescription.current().swiftVersion)
      let timed = await selection.measure(workloads)
      let experiment = await SlowdownExperiment(
        workloads: workloads, timed: timed,
        counter: try InstructionCounter(executable: currentExecutable()),
        options: options, repeats: repeats
      )
      var rows = try await experiment.instructionRows(levels: parsedLevels ?? [])
      if !skipAB {
        rows = try await experiment.withABTrials(
          rows, launches: launches, executable: currentExecutable())
      }
      let study = SensitivityStudy(
        rows: rows, launches: launches, date: Date.iso8601Now, machine: .current())
      try ReportFile.writeJSON(study, to: "\(outputDirectory)/sensitivity.json")
      let path = "\(outputDirectory)/sensitivity.md"
      let existing = try? String(contentsOfFile: path, encoding: .utf8)
      try ReportFile.writeAtomically(
        Data(study.markdown(keepingHandMeasuredFrom: existing).utf8), to: path)
      print(study.markdown(), terminator: "")
    #endif
  }

  #if COMPOSABLE_RUNTIME_SLOWDOWN
    /// The localized study: each site slowed alone, counted, and compared as the gate compares.
    private func runLocalized() async throws {
      let sites = chosenSites ?? []
      let filter = sites.map { "(\($0.workloads))" }.joined(separator: "|")
      let selection = try WorkloadSelection.parse(["--quick", "--filter", filter])
      let workloads = try selection.workloads()
      let options = try ComparisonOptions.loading(
        swiftVersion: MachineDescription.current().swiftVersion)
      let timed = await selection.measure(workloads)
      let experiment = await LocalizedSlowdownExperiment(
        workloads: workloads, timed: timed,
        counter: try InstructionCounter(executable: currentExecutable()), options: options
      )
      let study = LocalizedSlowdownStudy(
        rows: try await experiment.rows(sites: sites, level: level), date: Date.iso8601Now,
        machine: .current())
      try ReportFile.writeJSON(study, to: "\(outputDirectory)/sensitivity-localized.json")
      let path = "\(outputDirectory)/sensitivity.md"
      let existing = try? String(contentsOfFile: path, encoding: .utf8)
      try ReportFile.writeAtomically(Data(study.splice(into: existing).utf8), to: path)
      print(study.markdown(), terminator: "")
    }

    /// The sites `--sites` names, all of them when it is absent; nil when it names one that is
    /// not a site.
    private var chosenSites: [LocalizedSlowdownExperiment.Site]? {
      guard let sites else { return Self.allSites }
      let names = sites.split(separator: ",").map(String.init)
      let chosen = Self.allSites.filter { names.contains($0.name ?? "allocations") }
      return chosen.count == names.count ? chosen : nil
    }

    /// The sites `--localized` slows down, and the workloads that exercise each.
    static let allSites: [LocalizedSlowdownExperiment.Site] = [
      .init(
        name: "scope", description: "`Scope`",
        workloads: "Store\\.Send/.*|Scope\\..*|Binding\\.Send/.*"),
      .init(
        name: "forEach", description: "`_ForEachReducer`",
        workloads: "ForEach\\..*|Scope\\.FanOut/.*"),
      .init(
        name: "presentation", description: "the presentation reducer",
        workloads: "Navigation\\.Present/.*"),
      .init(
        name: "stack", description: "the stack reducer",
        workloads: "Navigation\\.(PushPop|Stack)/.*"),
      .init(
        name: "interpreter", description: "the effect interpreter",
        workloads: "Store\\.SendEffect/.*|Effect\\..*|Navigation\\..*"),
      .init(
        name: "registry", description: "the cancellation registry",
        workloads: "Effect\\.Cancellation/.*|Navigation\\.PushPop/.*|Store\\.SendEffect/.*"),
      .init(
        name: nil, description: "effect tasks",
        workloads: "Store\\.SendEffect/.*|Effect\\..*|Navigation\\.(PushPop|Present)/.*"),
    ]
  #endif
}
