import ArgumentParser
import Harness
import Workloads

/// `bench list`: the workloads, their scenarios and the sizes they sweep.
struct ListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "List workloads and their parameters.")

  func run() {
    for workload in WorkloadCatalog.all() {
      let parameters = workload.parameters.map {
        "\($0.name) ∈ {\($0.values.map(String.init).joined(separator: ", "))}"
      }
      print(
        [workload.identifier, parameters.joined(separator: " × ")].filter { !$0.isEmpty }.joined(
          separator: "  "))
    }
  }
}
