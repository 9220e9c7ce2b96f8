import ArgumentParser
import Foundation
import Harness
import TestPort

/// `bench port-tests`: a TCA app's tests made into a Linux package on this runtime.
struct PortTestsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "port-tests",
    abstract: "Port a TCA app's tests to Linux: write a test package beside the app.",
    discussion: """
      The app's folder is only read. Its Swift files are grouped into modules (Package.swift's \
      targets, or its top-level folders; a folder ending in Tests is a test target); views, \
      previews and declarations that name SwiftUI or UIKit types are removed, imports are \
      swapped for the runtime's, and files that need what Linux lacks are left out. DIR gets \
      Package.swift, the ported sources and PORT-REPORT.md, which says what became of each \
      file and why. Stand-ins are .swift files copied unchanged, into the module their first \
      line names ('// port-tests: module NAME') or into every app module. Exit codes: 0 \
      written; 2 APP is not a folder or holds no Swift files, DIR is inside APP or holds it or \
      holds files that are not a previous port, --runtime is not this repository, \
      --stand-ins is missing or one names a module the app lacks (nothing is written); 6 DIR \
      could not be written.
      """)

  @Argument(help: "The app's folder: a Swift package, or a folder of sources (an Xcode project's).")
  var app: String

  @Option(help: "The folder to write the Linux test package into (replaced if it holds a port).")
  var output: String

  @Option(help: "This repository's folder, which the package depends on by path.")
  var runtime = "."

  @Option(help: "A folder of .swift stand-ins for what Linux lacks.")
  var standIns: String?

  func run() throws {
    let runtimeFolder = PortOutput.resolved(runtime)
    guard FileManager.default.fileExists(atPath: runtimeFolder + "/Sources/ComposableRuntime")
    else {
      throw BenchError(.usage, "\(runtime) is not this repository (no Sources/ComposableRuntime)")
    }
    let port: AppPort
    let destination: PortOutput
    do {
      destination = try PortOutput(output: output, app: app)
      port = try AppPort(app: app, standIns: try readStandIns())
    } catch {
      throw BenchError(.usage, error.message)
    }
    let files = PortPackage.files(of: port, app: app, runtime: runtimeFolder)
    do { try destination.write(files) } catch {
      throw BenchError(.output, "cannot write \(output): \(error.localizedDescription)")
    }
    printSummary(port)
  }

  private func readStandIns() throws(PortRefusal) -> [StandIn] {
    guard let standIns else { return [] }
    guard FileManager.default.fileExists(atPath: standIns) else {
      throw PortRefusal("stand-ins folder \(standIns) does not exist")
    }
    do { return try StandIn.read(folder: standIns) } catch {
      throw PortRefusal("cannot read stand-ins in \(standIns): \(error.localizedDescription)")
    }
  }

  private func printSummary(_ port: AppPort) {
    let counts = PortedFile.Outcome.allCases.map { outcome in
      "\(port.files.count { $0.outcome == outcome }) \(outcome.rawValue)"
    }
    let declared = port.files.reduce(0) { $0 + $1.testsDeclared }
    let ported = port.files.reduce(0) { $0 + $1.testsPorted }
    print("files: \(port.files.count) (" + counts.joined(separator: ", ") + ")")
    print("targets: \(port.modules.count); tests ported: \(ported) of \(declared)")
    print("wrote \(output) (see \(output)/\(PortOutput.reportName))")
  }
}
