import APISurface
import ArgumentParser
import Foundation
import Harness

/// `bench api-diff`: TCA's public API, as TCA's Linux build has it, set against this runtime's.
struct APIDiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "api-diff",
    abstract: "Compare TCA's public API with a runtime's and write docs/api-parity.md.",
    discussion: """
      TCA is read from its sources (swift-syntax), as compiled for Linux; the swift-sharing and \
      swift-navigation checkouts beside it are read too when present. Exit codes: 0 written; 1 \
      with --fail-on-gaps, a gap no explanation covers; 2 a missing folder or a malformed \
      explanations file; 6 the page could not be written.
      """)

  @Argument(help: "The swift-composable-architecture checkout (its siblings are read too).")
  var tca: String

  @Option(help: "The runtime package to compare (its Sources/).")
  var runtime = "."

  @Option(help: "Why each open gap stays open: key<TAB>reason a line.")
  var explanations = "docs/api-parity-explanations.tsv"

  @Option(help: "The page to write.")
  var output = "docs/api-parity.md"

  @Option(help: "How the page names TCA's revision (default: git describe, or the folder).")
  var tcaRevision: String?

  @Flag(help: "Exit 1 when a gap has no explanation.")
  var failOnGaps = false

  func run() throws {
    let reference = try APIDiffSources.reference(tca: tca)
    let ours = try APIDiffSources.runtime(runtime)
    let (referenceSurface, ourSurface) = (try surface(reference.directories), try surface(ours))
    let parity = APIParity(
      reference: referenceSurface.declarations, ours: ourSurface.declarations,
      explanations: try readExplanations())
    let sources =
      reference.description(revision: tcaRevision) + [
        "Compared: "
          + ours.map { "`\(URL(fileURLWithPath: $0).lastPathComponent)`" }.joined(separator: ", ")
      ]
    let page = APIParityMarkdown(
      parity: parity, sources: sources,
      reexports: (
        reference: reexports(referenceSurface, besides: reference.directories),
        ours: reexports(ourSurface, besides: ours)
      )
    ).render()
    try ReportFile.writeAtomically(Data(page.utf8), to: output)
    printTotals(parity)
    if failOnGaps, !parity.unexplainedGaps.isEmpty {
      throw BenchError(
        .failure, "\(parity.unexplainedGaps.count) gaps without an explanation (see \(output))")
    }
  }

  private func surface(_ directories: [String]) throws(BenchError) -> ModuleSurface {
    do {
      return try ModuleSurface(directories: directories)
    } catch {
      throw BenchError(
        .usage, "cannot read \(directories.joined(separator: ", ")): \(error.localizedDescription)")
    }
  }

  /// The modules a side re-exports, less the modules compared declaration by declaration.
  private func reexports(_ surface: ModuleSurface, besides directories: [String]) -> [String] {
    let compared = Set(directories.map { URL(fileURLWithPath: $0).lastPathComponent })
    return surface.reexportedModules.filter { !compared.contains($0) }
  }

  private func readExplanations() throws(BenchError) -> [String: String] {
    guard FileManager.default.fileExists(atPath: explanations) else { return [:] }
    guard let text = try? String(contentsOfFile: explanations, encoding: .utf8) else {
      throw BenchError(.usage, "cannot read \(explanations)")
    }
    do {
      return try APIParity.explanations(fromFile: text)
    } catch {
      throw BenchError(.usage, "\(explanations):\(error.line): expected key<TAB>reason")
    }
  }

  private func printTotals(_ parity: APIParity) {
    let counts = APIParity.Status.allCases.map { "\(parity.count($0)) \($0.rawValue)" }
    print("\(parity.rows.count) TCA declarations: " + counts.joined(separator: ", "))
    print("\(parity.unexplainedGaps.count) gaps without an explanation; wrote \(output)")
  }
}

/// Where the sources of each side of `bench api-diff` are.
enum APIDiffSources {
  /// TCA's module and, beside the checkout, the modules of its own packages it re-exports.
  struct Reference {
    let tca: String
    let directories: [String]
    let absent: [String]

    func description(revision: String?) -> [String] {
      let named = revision ?? APIDiffSources.revision(of: tca)
      return ["TCA: `\(URL(fileURLWithPath: tca).lastPathComponent)` at \(named)"]
        + directories.dropFirst().map { "Re-exported with it: `\(besideTCA($0))`" }
        + absent.map { "Not found, so not compared: `\(besideTCA($0))`" }
    }

    /// A sibling's path from the folder that holds TCA's checkout, so that the page names no
    /// machine's folders.
    private func besideTCA(_ path: String) -> String {
      let parent = URL(fileURLWithPath: tca).deletingLastPathComponent().path + "/"
      return path.hasPrefix(parent) ? String(path.dropFirst(parent.count)) : path
    }
  }

  static func reference(tca: String) throws(BenchError) -> Reference {
    let module = tca + "/Sources/ComposableArchitecture"
    guard isDirectory(module) else {
      throw BenchError(
        .usage,
        "\(tca) is not a swift-composable-architecture checkout (no Sources/ComposableArchitecture)"
      )
    }
    let parent = URL(fileURLWithPath: tca).deletingLastPathComponent().path
    let siblings = ["swift-sharing/Sources/Sharing", "swift-navigation/Sources/SwiftNavigation"]
      .map { parent + "/" + $0 }
    return Reference(
      tca: tca, directories: [module] + siblings.filter(isDirectory),
      absent: siblings.filter { !isDirectory($0) })
  }

  static func runtime(_ package: String) throws(BenchError) -> [String] {
    let fork = package + "/Sources/ComposableArchitecture"
    if isDirectory(fork) { return [fork] }
    let modules = ["ComposableRuntime", "ComposableSharing", "ComposableRuntimeTestSupport"]
      .map { package + "/Sources/" + $0 }.filter(isDirectory)
    guard !modules.isEmpty else {
      throw BenchError(
        .usage,
        "\(package) holds neither Sources/ComposableArchitecture nor Sources/ComposableRuntime")
    }
    return modules
  }

  static func revision(of directory: String) -> String {
    Subprocess.output(["git", "-C", directory, "describe", "--tags", "--always"])
      ?? "an unrecorded revision"
  }

  private static func isDirectory(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }
}
