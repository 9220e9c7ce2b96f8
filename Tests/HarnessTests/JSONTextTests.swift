import Foundation
import Testing

@testable import Harness

/// The JMH export is written by ``JSONText`` for speed; these hold it to the exact bytes
/// `JSONEncoder` gives the same results, so that readers see no difference.
struct JSONTextTests {
  private static func encoderText(_ value: some Encodable) throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return Array(try encoder.encode(value))
  }

  /// A point whose names hold every character class JSON escapes or passes through.
  private static func hostilePoint() -> ExportPoint {
    let name =
      "quote \" backslash \\ slash / tab \t line \n escape \u{1B}[2J nul \u{0} del \u{7F} é 😀 dot.ted"
    let sizes = Sizes([
      SizeEntry(name: "rows", value: 1000), SizeEntry(name: "Depth", value: -1),
      SizeEntry(name: "é\u{1}", value: 0),
    ])
    let summary = ExportPoint.Summary(
      count: 6, min: 0, median: 1.5, p90: 1e16, p99: 1e22, medianLower95: .leastNonzeroMagnitude,
      medianUpper95: 1.2345678901234568e+20)
    return ExportPoint(
      workload: "Store.\(name)", scenario: name, sizes: sizes,
      samples: [0, 1.5, 0.1, 155.42213375796177, 1e16, 1e22],
      iterationsPerSample: 7, summary: summary, instructionsPerOperation: 1234,
      allocationsPerOperation: 2.5,
      bytesPerOperation: 0, peakResidentBytes: nil
    )
  }

  @Test func theJMHExportIsWhatJSONEncoderWrites() throws {
    let points =
      ReportTests.sampleReport().results.compactMap(ExportPoint.init) + [Self.hostilePoint()]
    let results = points.map(JMHResult.init)
    #expect(JMHResult.text(of: results).bytes == (try Self.encoderText(results)))
    #expect(
      Array(try ReportExportFormat.jmh.export(points)) == (try Self.encoderText(results))
        + Array("\n".utf8))
  }

  @Test func emptyContainersAreLaidOutAsJSONEncoderLaysThemOut() throws {
    var point = Self.hostilePoint()
    point.sizes = Sizes([])
    point.instructionsPerOperation = nil
    point.allocationsPerOperation = nil
    point.bytesPerOperation = nil
    let results = [JMHResult(point)]
    #expect(JMHResult.text(of: results).bytes == (try Self.encoderText(results)))
    #expect(JMHResult.text(of: []).bytes == (try Self.encoderText([JMHResult]())))
  }

  @Test func everyFiniteNumberIsWrittenAsJSONEncoderWritesIt() throws {
    var generator = SystemRandomNumberGenerator()
    let numbers =
      (0..<20_000).map { _ in Double(bitPattern: generator.next()) }.filter(\.isFinite)
      + [
        0, -0.0, 1, -1, 2e15, 9_007_199_254_740_992, .greatestFiniteMagnitude,
        .leastNonzeroMagnitude,
      ]
    var text = JSONText()
    text.array(numbers)
    #expect(text.bytes == (try Self.encoderText(numbers)))
    #expect(text.nonFiniteNumber == nil)
  }

  @Test func aNonFiniteSampleFailsTheExport() throws {
    var point = Self.hostilePoint()
    point.samples.append(.infinity)
    #expect(throws: BenchError.self) { try ReportExportFormat.jmh.export([point]) }
  }
}
