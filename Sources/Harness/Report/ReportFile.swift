import Foundation

/// Reading and writing report files: atomically, and with the schema version checked.
public enum ReportFile {
  /// Writes `contents` to `path` through a temporary file in the same directory and a rename,
  /// so that a reader never sees a half-written report.
  public static func writeAtomically(_ contents: Data, to path: String) throws(BenchError) {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent()
    let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try contents.write(to: temporary)
      if rename(temporary.path, url.path) != 0 {
        throw CocoaError(.fileWriteUnknown)
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw BenchError(.output, "cannot write \(path): \(error.localizedDescription)")
    }
  }

  /// Encodes `value` as pretty, key-sorted JSON and writes it atomically.
  public static func writeJSON(_ value: some Encodable, to path: String) throws(BenchError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data: Data
    do { data = try encoder.encode(value) } catch {
      throw BenchError(.output, "cannot encode \(path): \(error)")
    }
    try writeAtomically(data + Data("\n".utf8), to: path)
  }

  /// Reads a bench report, failing with a clear message for a missing, corrupt or old file.
  public static func readReport(at path: String) throws(BenchError) -> BenchReport {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw BenchError(.usage, "cannot read report \(path): no such file")
    }
    let version: Int
    do { version = try JSONDecoder().decode(SchemaVersionProbe.self, from: data).schemaVersion } catch {
      throw BenchError(.usage, "\(path) is not a bench report (no readable schemaVersion)")
    }
    guard version == BenchReport.currentSchemaVersion else {
      throw BenchError(
        .usage,
        "\(path) has schemaVersion \(version); this bench reads version \(BenchReport.currentSchemaVersion): re-run the bench to regenerate it"
      )
    }
    do { return try JSONDecoder().decode(BenchReport.self, from: data) } catch {
      throw BenchError(.usage, "\(path) is a corrupt report (schemaVersion \(version)): \(describe(error))")
    }
  }

  private struct SchemaVersionProbe: Decodable {
    let schemaVersion: Int
  }

  private static func describe(_ error: any Error) -> String {
    guard let decoding = error as? DecodingError else { return "\(error)" }
    switch decoding {
    case let .keyNotFound(key, context):
      return "missing \(key.stringValue) at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
    case let .typeMismatch(_, context), let .valueNotFound(_, context), let .dataCorrupted(context):
      return "\(context.debugDescription) at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
    @unknown default:
      return "\(error)"
    }
  }
}
