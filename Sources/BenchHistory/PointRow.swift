import Foundation
import GRDB
import Harness

/// A point's row in the history: the columns a measured point is recorded in, and the exported
/// point read back from them, so that exporting a run needs no decoding of its report.
enum PointRow {
  /// The columns a point is recorded in, in the order of ``arguments(_:runID:position:)``.
  private static let columns = [
    "runID", "name", "medianNanoseconds", "lower95", "upper95", "instructions", "allocations",
    "bytes",
    "position", "workload", "scenario", "sizes", "iterationsPerSample", "sampleCount", "minimum",
    "p90", "p99",
    "peakResidentBytes", "samples",
  ]

  /// The statement that records one point.
  static let insert = """
    INSERT INTO point (\(columns.joined(separator: ", ")))
    VALUES (\(repeatElement("?", count: columns.count).joined(separator: ", ")))
    """

  /// The values of ``insert`` for `point`, the run's `position`th.
  static func arguments(_ point: PointResult, runID: Int64, position: Int) -> StatementArguments {
    let summary = point.summary
    return [
      runID, point.qualifiedName, summary?.median, summary?.medianLower95, summary?.medianUpper95,
      point.instructionsPerOperation, point.allocationsPerOperation, point.bytesPerOperation,
      position, point.workload, point.scenario, point.sizes.argument, point.iterationsPerSample,
      summary?.count, summary?.min, summary?.p90, summary?.p99, point.peakResidentBytes,
      encode(point.samples),
    ]
  }

  /// The exported points of run `id` in its report's order; `nil` when its rows lack a field
  /// an export writes (the run was recorded before ``HistorySchema`` kept them), so that the
  /// caller reads its report instead.
  static func exportPoints(ofRun id: Int64, _ db: Database) throws -> [ExportPoint]? {
    guard try db.columns(in: "point").contains(where: { $0.name == "position" }) else { return nil }
    // A cursor decodes each row in place, without copying it first.
    let rows = try Row.fetchCursor(
      db,
      sql: """
        SELECT position, name, workload, scenario, sizes, iterationsPerSample, samples, sampleCount, minimum,
          medianNanoseconds, p90, p99, lower95, upper95, instructions, allocations, bytes, peakResidentBytes
        FROM point WHERE runID = ? ORDER BY position
        """,
      arguments: [id]
    )
    var points: [ExportPoint] = []
    var rowCount = 0
    while let row = try rows.next() {
      rowCount += 1
      guard !row.hasNull(atIndex: 0) else { return nil }
      guard !row.hasNull(atIndex: 9) else { continue }  // not summarized: nothing to export
      guard let point = exportPoint(row) else { return nil }
      points.append(point)
    }
    // A run without rows may still have points (every one skipped, or none recorded with it);
    // its report says which.
    return rowCount == 0 ? nil : points
  }

  /// The measured point of `row` (columns as ``exportPoints(ofRun:_:)`` selects them); `nil` if
  /// its sizes do not read back into its recorded name.
  private static func exportPoint(_ row: Row) -> ExportPoint? {
    guard let sizes = Sizes(argument: row[4]) else { return nil }
    let summary = ExportPoint.Summary(
      count: row[7], min: row[8], median: row[9], p90: row[10], p99: row[11],
      medianLower95: row[12], medianUpper95: row[13]
    )
    let point = ExportPoint(
      workload: row[2], scenario: row[3], sizes: sizes, samples: decode(row[6]),
      iterationsPerSample: row[5],
      summary: summary, instructionsPerOperation: row[14], allocationsPerOperation: row[15],
      bytesPerOperation: row[16],
      peakResidentBytes: row[17]
    )
    return point.qualifiedName == row[1] as String ? point : nil
  }

  /// `samples` as a blob of little-endian IEEE 754 doubles: exact, and read back without parsing.
  static func encode(_ samples: [Double]) -> Data {
    var data = Data(capacity: samples.count * 8)
    for sample in samples {
      withUnsafeBytes(of: sample.bitPattern.littleEndian) { data.append(contentsOf: $0) }
    }
    return data
  }

  /// The samples of a blob ``encode(_:)`` wrote; SQLite may return an empty blob as `NULL`.
  static func decode(_ blob: Data?) -> [Double] {
    guard let blob else { return [] }
    return blob.withUnsafeBytes { bytes in
      (0..<bytes.count / 8).map {
        Double(
          bitPattern: UInt64(
            littleEndian: bytes.loadUnaligned(fromByteOffset: $0 * 8, as: UInt64.self)))
      }
    }
  }
}
