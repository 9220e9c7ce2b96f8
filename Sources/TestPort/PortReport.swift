/// `PORT-REPORT.md`: what the port did with every file of the app, and why.
public struct PortReport: Sendable {
  /// The port to describe.
  public let port: AppPort
  /// The app's folder, as given.
  public let app: String
  /// The runtime package's folder.
  public let runtime: String

  /// A report on `port` of the app at `app`, against the runtime at `runtime`.
  public init(port: AppPort, app: String, runtime: String) {
    self.port = port
    self.app = app
    self.runtime = runtime
  }

  /// The whole report.
  public func render() -> String {
    let sections = [header(), summary(), modules(), files(), appleNames(), standIns()]
    return sections.flatMap { $0 + [""] }.joined(separator: "\n")
  }

  private func header() -> [String] {
    let mode = port.layout.languageMode
    return [
      "# Port report", "",
      "Written by `bench port-tests`; the app's folder was only read.", "",
      "- App: `\(app)`",
      "- Modules: \(port.layout.source)",
      "- Swift language mode: \(mode.version) (from \(mode.source))",
      "- Runtime: `\(runtime)`",
    ]
      + port.layout.extraPackages.map { package in
        "- Also linked, as the app links it: `\(package.url)` \(package.requirement) ("
          + package.products.map { "`\($0)`" }.joined(separator: ", ") + ")"
      }
  }

  private func summary() -> [String] {
    let rows = PortedFile.Outcome.allCases.map { outcome in
      "| \(outcome.rawValue) | \(port.files.count { $0.outcome == outcome }) |"
    }
    let declared = port.files.reduce(0) { $0 + $1.testsDeclared }
    let ported = port.files.reduce(0) { $0 + $1.testsPorted }
    return ["## Summary", "", "| files | count |", "| --- | ---: |"] + rows + [
      "| total | \(port.files.count) |", "",
      "Tests: \(declared) declared in the app's test files, \(ported) in the files ported.",
    ]
  }

  private func modules() -> [String] {
    let ported = Set(port.modules.map(\.name))
    var lines = [
      "## Modules", "", "| module | kind | target folder | depends on | stand-ins |",
      "| --- | --- | --- | --- | --- |",
    ]
    for module in port.modules {
      let dependencies = module.dependencies.map { "`\($0)`" }.joined(separator: ", ")
      let standIns = module.standIns.map { "`\($0)`" }.joined(separator: ", ")
      lines.append(
        "| `\(module.name)` | \(module.kind.rawValue) | `\(module.folder)` | \(dependencies) | \(standIns) |"
      )
    }
    let dropped = port.layout.modules.map(\.name).filter { !ported.contains($0) }
    if !dropped.isEmpty {
      lines += [
        "",
        "Not ported (no file left to write): " + dropped.map { "`\($0)`" }.joined(separator: ", "),
      ]
    }
    return lines
  }

  private func files() -> [String] {
    var lines = ["## Files"]
    for module in port.layout.modules {
      lines += [
        "", "### `\(module.name)` (\(module.kind.rawValue), from `\(module.folder)/`)", "",
        "| file | outcome | what changed, and why |", "| --- | --- | --- |",
      ]
      for file in port.files where file.module == module.name {
        lines.append("| `\(file.path)` | \(file.outcome.rawValue) | \(cell(details(of: file))) |")
      }
    }
    return lines
  }

  private func details(of file: PortedFile) -> String {
    var parts = file.leftOutReasons.map { "**left out**: \($0.description)" }
    parts += file.removals.map { "removed `\($0.declaration)` (line \($0.line)): \($0.reason)" }
    parts += file.importChanges
    if file.testsDeclared > 0 {
      parts.append("tests: \(file.testsPorted) of \(file.testsDeclared)")
    }
    return parts.isEmpty ? "" : parts.joined(separator: "<br>")
  }

  private func appleNames() -> [String] {
    var filesByName: [String: Set<String>] = [:]
    for file in port.files {
      let names =
        file.removals.compactMap(\.appleName) + file.leftOutReasons.compactMap(\.appleName)
      for name in names { filesByName[name, default: []].insert("`\(file.path)`") }
    }
    guard !filesByName.isEmpty else { return ["## Apple-only names met", "", "None."] }
    let rows = filesByName.keys.sorted().map { name in
      "| \(AppleOnlyTypes.describe(name)) | \(filesByName[name]!.sorted().joined(separator: ", ")) |"
    }
    return ["## Apple-only names met", "", "| name | files |", "| --- | --- |"] + rows
  }

  private func standIns() -> [String] {
    guard !port.standIns.isEmpty else { return ["## Stand-ins", "", "None."] }
    let rows = port.standIns.map { standIn in
      let declared = standIn.declaredTypes.map { "`\($0)`" }.joined(separator: ", ")
      return
        "| `\(standIn.fileName)` | \(standIn.module.map { "`\($0)`" } ?? "every app module") | \(declared) |"
    }
    return ["## Stand-ins", "", "| file | copied into | declares |", "| --- | --- | --- |"] + rows
  }

  private func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
  }
}
