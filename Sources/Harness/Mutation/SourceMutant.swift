import Foundation

/// A deliberate break of one conformance rule, kept as a source patch beside the suite.
///
/// A mutant is a file `NAME.patch` whose first line says what it breaks (`Breaks RULE-ID: how`),
/// followed by a unified diff against the runtime target's directory, as `patch -p0` reads it.
/// The runtime's own sources carry no trace of it: `bench mutation` applies it to a scratch copy.
public struct SourceMutant: Sendable, Equatable {
  /// The mutant's name: its file name without `.patch`.
  public let name: String
  /// The rule it breaks and how, from its first line.
  public let summary: String
  /// The patch file.
  public let patch: String

  /// The mutants in `directory`, in name order; fails if there are none or one has no summary.
  public static func catalog(in directory: String) throws(BenchError) -> [SourceMutant] {
    let names: [String]
    do { names = try FileManager.default.contentsOfDirectory(atPath: directory) } catch {
      throw BenchError(
        .usage, "cannot read the mutants in \(directory): \(error.localizedDescription)")
    }
    let mutants = try names.filter { $0.hasSuffix(".patch") }.sorted().map {
      file throws(BenchError) in
      try SourceMutant(patch: "\(directory)/\(file)")
    }
    guard !mutants.isEmpty else {
      throw BenchError(.usage, "\(directory) holds no mutant (*.patch)")
    }
    return mutants
  }

  /// The mutant in the patch file `patch`.
  public init(patch: String) throws(BenchError) {
    let text: String
    do { text = try String(contentsOfFile: patch, encoding: .utf8) } catch {
      throw BenchError(.usage, "cannot read the mutant \(patch): \(error.localizedDescription)")
    }
    let firstLine = text.prefix { $0 != "\n" }
    guard firstLine.hasPrefix("Breaks "), text.contains("\n+++ ") else {
      throw BenchError(
        .usage,
        "\(patch) is not a mutant: its first line must be 'Breaks RULE-ID: how', then a unified diff"
      )
    }
    self.name = URL(fileURLWithPath: patch).deletingPathExtension().lastPathComponent
    self.summary = String(firstLine.dropFirst("Breaks ".count))
    self.patch = patch
  }
}
