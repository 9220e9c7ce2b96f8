import ArgumentParser
import Foundation
import Harness

/// `bench`: runs the workloads (default), lists them, or runs the conformance suite.
struct Bench: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Benchmarks and conformance for the ComposableRuntime.",
    discussion: """
      Exit codes: 0 success; 1 a conformance case failed or a regression was found; 2 bad usage \
      or input (unknown subcommand or flag, a --filter that matches nothing, a missing, corrupt, \
      implausible, old or over-32-MB report, a history that is not this bench's); 3 improvements only (update the baseline); 4 inconclusive; 5 the \
      environment cannot give trustworthy numbers (debug build without --allow-debug, jemalloc \
      or valgrind missing); 6 a report, an output or the history could not be written (or its \
      path holds a device, FIFO or directory).
      """,
    subcommands: [
      RunCommand.self, ListCommand.self, ConformanceCommand.self, CompareCommand.self,
      CheckCommand.self, CalibrateCommand.self, ABCommand.self, ExperimentCommand.self,
      SensitivityCommand.self,
      MutationCommand.self, MergeCommand.self, ExportCommand.self, HistoryCommand.self,
      BisectCommand.self,
      APIDiffCommand.self, PortTestsCommand.self,
    ],
    defaultSubcommand: RunCommand.self
  )

  /// Parses the command line and runs the chosen command; exits with its code.
  static func runAsRoot() async -> Never {
    do {
      try rejectUnknownHelpTopic(Array(CommandLine.arguments.dropFirst()))
      try rejectUnknownSubcommand(Array(CommandLine.arguments.dropFirst()))
      var command = try parseAsRoot()
      if var asyncCommand = command as? any AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
      // An interrupt that arrived while the command finished decides the exit code, not 0.
      ChildProcesses.waitIfInterrupted()
      Foundation.exit(0)
    } catch let error as BenchError {
      fail(error.message, code: error.code)
    } catch {
      let code = exitCode(for: error)
      guard code != .success else {
        print(fullMessage(for: error))
        Foundation.exit(0)
      }
      let message =
        self.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
      fail("\(message) (see 'bench --help')", code: .usage)
    }
  }

  /// Fails when `bench help` names a subcommand that does not exist: ArgumentParser would print
  /// the root help and exit 0.
  static func rejectUnknownHelpTopic(_ arguments: [String]) throws(BenchError) {
    guard arguments.first == "help" else { return }
    var command: any ParsableCommand.Type = Bench.self
    for name in arguments.dropFirst() where !name.hasPrefix("-") {
      guard
        let subcommand = command.configuration.subcommands.first(where: {
          $0.configuration.commandName == name
        })
      else {
        throw BenchError(.usage, "unknown subcommand '\(name)' (see 'bench --help')")
      }
      command = subcommand
    }
  }

  /// Fails when the first argument is a word that names no subcommand: ArgumentParser would hand
  /// it to the default `run`, which takes no arguments, and call it an unexpected argument.
  static func rejectUnknownSubcommand(_ arguments: [String]) throws(BenchError) {
    guard let first = arguments.first, !first.hasPrefix("-"), first != "help" else { return }
    guard !configuration.subcommands.contains(where: { $0.configuration.commandName == first })
    else { return }
    throw BenchError(.usage, "unknown subcommand '\(first)' (see 'bench --help')")
  }

  static func fail(_ message: String, code: BenchError.ExitCode) -> Never {
    ChildProcesses.waitIfInterrupted()
    // A message may quote a point's name or a path: escaped, it stays one line and inert.
    FileHandle.standardError.write(Data("bench: \(TerminalText.escape(message))\n".utf8))
    Foundation.exit(code.rawValue)
  }
}
