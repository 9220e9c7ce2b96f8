import Foundation

/// Reading and writing report files: atomically, and with the schema version checked.
public enum ReportFile {
  /// Writes `contents` to `path` through a temporary file in the same directory and a rename,
  /// so that a reader never sees a half-written report; refuses a `path` that holds anything
  /// but a regular file (``OutputLocation/requireReplaceable(_:)``).
  public static func writeAtomically(_ contents: Data, to path: String) throws(BenchError) {
    try OutputLocation.requireReplaceable(path)
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent()
    let temporary = directory.appendingPathComponent(
      ".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try ChildProcesses.removingOnInterrupt(temporary.path) {
        try contents.write(to: temporary)
        if rename(temporary.path, url.path) != 0 { throw CocoaError(.fileWriteUnknown) }
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

  /// Reads a bench report, failing with a clear message for a missing, unreadable, corrupt or
  /// old file, or for one shard's report unless `allowingShard` (a merge, a balance): a shard
  /// judged, compared or exported alone would pass for a whole run.
  public static func readReport(at path: String, allowingShard: Bool = false) throws(BenchError)
    -> BenchReport
  {
    let data = try contents(ofReport: path)
    if let kind = otherReportKind(of: data) {
      throw BenchError(
        .usage,
        "\(path) is a \(kind), not a bench report: compare and check read the JSON of 'bench run'")
    }
    let version = try schemaVersion(of: data, at: path)
    guard version == BenchReport.currentSchemaVersion else {
      throw BenchError(
        .usage,
        "\(path) has schemaVersion \(version); this bench reads version \(BenchReport.currentSchemaVersion): re-run the bench to regenerate it"
      )
    }
    let report: BenchReport
    do { report = try JSONDecoder().decode(BenchReport.self, from: data) } catch {
      throw BenchError(
        .usage, "\(path) is a corrupt report (schemaVersion \(version)): \(describe(error))")
    }
    if let corruption = report.corruption {
      throw BenchError(
        .usage, "\(path) is a corrupt report (schemaVersion \(version)): \(corruption)")
    }
    if let record = report.shard, !allowingShard {
      throw BenchError(
        .usage,
        "\(path) is shard \(record.shard) of a run: merge the shards first ('bench merge')")
    }
    return report
  }

  /// Reads a conformance report (`bench conformance`), failing with one line for a missing,
  /// corrupt or other file.
  public static func readConformanceReport(at path: String) throws(BenchError)
    -> ConformanceMatrix
  {
    try read(ConformanceMatrix.self, kind: "conformance report", writer: "conformance", at: path)
  }

  /// Reads a mutation report (`bench mutation`), failing with one line for a missing, corrupt
  /// or other file.
  public static func readMutationReport(at path: String) throws(BenchError) -> MutationStudy {
    try read(MutationStudy.self, kind: "mutation report", writer: "mutation", at: path)
  }

  /// Reads a thresholds file (`bench calibrate`) of any toolchain, failing with one line for a
  /// missing, corrupt or other file.
  public static func readThresholdFile(at path: String) throws(BenchError) -> ThresholdFile {
    try read(ThresholdFile.self, kind: "thresholds file", writer: "calibrate", at: path)
  }

  /// One of the bench's other JSON files at `path`, which must be of `kind` (``otherReportKind``)
  /// and decode as `type`; `writer` is the command that writes such files.
  private static func read<File: Decodable>(
    _ type: File.Type, kind: String, writer: String, at path: String
  ) throws(BenchError) -> File {
    let data = try contents(ofReport: path)
    guard otherReportKind(of: data) == kind else {
      throw BenchError(.usage, "\(path) is not a \(kind) ('bench \(writer)' writes one)")
    }
    do { return try JSONDecoder().decode(type, from: data) } catch {
      throw BenchError(.usage, "\(path) is a corrupt \(kind): \(describe(error))")
    }
  }

  /// What `path` holds, by its top-level keys: `bench report`, one of the bench's other JSON
  /// files, or `nil` when it is unreadable or none of them.
  public static func kind(at path: String) -> String? {
    guard let data = try? contents(ofReport: path),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return nil }
    return object["results"] != nil ? "bench report" : otherReportKind(of: data)
  }

  /// What kind of the bench's other JSON files `data` is, told by its top-level keys; `nil`
  /// for a bench report or anything else.
  static func otherReportKind(of data: Data) -> String? {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      object["results"] == nil
    else { return nil }
    let keys = Set(object.keys)
    let kinds: [(String, Set<String>)] = [
      ("conformance report", ["rules", "totals"]),
      ("mutation report", ["control", "buildSeconds"]),
      ("sensitivity study", ["rows", "launches"]), ("experiment report", ["runs", "heavier"]),
      ("runtime comparison", ["base", "new", "sameMachine"]),
      ("thresholds file", ["thresholds", "launches"]),
    ]
    return kinds.first { keys.isSuperset(of: $0.1) }?.0
  }

  /// The bytes of the report at `path`, which must be a readable regular file; checked before
  /// reading, so that a FIFO never blocks the bench.
  /// The largest report read, in bytes. A full run with instruction counts writes about 1.2 MB,
  /// and decoding one takes about 20 times its size in memory (a 160 MB report of 200,000 points
  /// took 3.4 GB to compare), so a larger file is refused before it is read.
  public static let maximumReportBytes = 32 << 20

  private static func contents(ofReport path: String) throws(BenchError) -> Data {
    if let problem = FileKind(atPath: path).problem {
      throw BenchError(.usage, "cannot read report \(path): \(problem)")
    }
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    guard size <= maximumReportBytes else {
      throw BenchError(
        .usage,
        "\(path) is \(size >> 20) MB, larger than the \(maximumReportBytes >> 20) MB a report may be (a full run writes about 1 MB); it was not read"
      )
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw BenchError(.usage, "cannot read report \(path): not readable")
    }
    return data
  }

  /// The schema version `data` declares; fails when it is not JSON or declares none.
  private static func schemaVersion(of data: Data, at path: String) throws(BenchError) -> Int {
    // Read as a number of any kind: an Int probe calls `1.5` a damaged file.
    let version: Double
    do {
      version = try JSONDecoder().decode(SchemaVersionProbe.self, from: data).schemaVersion
    } catch {
      if case .dataCorrupted(let context) = error as? DecodingError, context.codingPath.isEmpty {
        throw BenchError(.usage, "\(path) is not valid JSON (a truncated or damaged file?)")
      }
      throw BenchError(.usage, "\(path) is not a bench report (no readable schemaVersion)")
    }
    guard version.rounded() == version, let whole = Int(exactly: version) else {
      throw BenchError(
        .usage,
        "\(path) has schemaVersion \(version), which no bench writes; this bench reads version \(BenchReport.currentSchemaVersion)"
      )
    }
    return whole
  }

  private struct SchemaVersionProbe: Decodable {
    let schemaVersion: Double
  }

  private static func describe(_ error: any Error) -> String {
    guard let decoding = error as? DecodingError else { return "\(error)" }
    switch decoding {
    case .keyNotFound(let key, let context):
      return "missing \(key.stringValue)\(location(context.codingPath))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
      return "\(context.debugDescription)\(location(context.codingPath))"
    @unknown default:
      return "\(error)"
    }
  }

  /// ` at results.Index 3.samples`, or nothing for the top level.
  private static func location(_ codingPath: [any CodingKey]) -> String {
    codingPath.isEmpty ? "" : " at \(codingPath.map(\.stringValue).joined(separator: "."))"
  }
}
