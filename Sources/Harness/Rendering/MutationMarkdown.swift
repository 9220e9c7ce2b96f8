import Foundation

extension MutationStudy {
  /// The study in markdown: one row per mutant, with the cases that caught it.
  public func markdown() -> String {
    var lines = [
      "# Mutation score", "",
      "Each mutant breaks one conformance rule of the runtime: a source patch in `Conformance/Mutants/`, applied to a scratch copy of the package, which is built and runs the suite once per mutant. Rerun with `swift run bench mutation`.",
      "",
      "- date: \(date)",
      "- revision: \(git.revision.map { String($0.prefix(12)) } ?? "unknown")\(git.dirty == true ? " (dirty)" : "")",
      "- machine: \(machine.cpuModel), \(machine.operatingSystem), \(machine.swiftVersion)",
      "- mutants caught: \(rows.count - survivors.count)/\(rows.count)",
      "- control run (no mutant): \(control.cases - control.caughtBy.count)/\(control.cases) cases passed in \(seconds(control.seconds))",
      "- building the control and the mutants: \(seconds(buildSeconds))", "",
      "| mutant | breaks | caught by | run time |", "|---|---|---|---:|",
    ]
    for row in rows {
      let caught =
        row.caughtBy.isEmpty
        ? "**survived**"
        : "\(row.caughtBy.count) of \(row.cases) cases: " + row.caughtBy.joined(separator: "; ")
      lines.append(
        "| `\(row.mutant)` | \(cell(row.summary)) | \(cell(caught)) | \(seconds(row.seconds)) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func seconds(_ value: Double) -> String {
    String(format: "%.1f s", value)
  }

  private func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "|", with: "\\|")
  }
}
