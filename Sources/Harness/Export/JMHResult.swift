/// One point as a JMH result: average time per operation (`avgt`, `ns/op`), with the point's
/// sizes as `params` and its instruction and allocation counts as secondary metrics.
///
/// The benchmark name is dotted, as JMH's `package.Class.method`: `Subject.Operation.scenario`,
/// which jmh-visualizer groups by class (`Subject.Operation`). A dot inside the scenario becomes
/// `_`, since readers take everything before the last dot as the class. The export writes it with
/// ``text(of:)``; it stays `Encodable` as the reference that `JSONTextTests` holds that text to.
struct JMHResult: Encodable {
  /// A metric's score and its spread, in JMH's shape.
  struct Metric: Encodable {
    var score: Double
    var scoreError: Double
    var scoreConfidence: [Double]
    var scorePercentiles: [String: Double]
    var scoreUnit: String
    var rawData: [[Double]]

    /// A metric measured once (a count), with no spread.
    init(count: Double, unit: String) {
      score = count
      scoreError = 0
      scoreConfidence = [count, count]
      scorePercentiles = ["0.0": count, "50.0": count, "100.0": count]
      scoreUnit = unit
      rawData = [[count]]
    }

    /// The time samples of a point, summarized by `summary`.
    init(samples: [Double], summary: ExportPoint.Summary) {
      score = summary.median
      scoreError = (summary.medianUpper95 - summary.medianLower95) / 2
      scoreConfidence = [summary.medianLower95, summary.medianUpper95]
      scorePercentiles = [
        "0.0": summary.min, "50.0": summary.median, "90.0": summary.p90, "99.0": summary.p99,
        "100.0": samples.max() ?? summary.median,
      ]
      scoreUnit = "ns/op"
      rawData = [samples]
    }
  }

  var jmhVersion = "1.37"
  var benchmark: String
  var mode = "avgt"
  var threads = 1
  var forks = 1
  var warmupIterations = 0
  var measurementIterations: Int
  var measurementBatchSize: Int
  var params: [String: String]?
  var primaryMetric: Metric
  var secondaryMetrics: [String: Metric]

  /// `point` as JMH writes a benchmark.
  init(_ point: ExportPoint) {
    // Foundation's replacingOccurrences bridges through NSString: 4% of a long export.
    benchmark = "\(point.workload).\(String(point.scenario.map { $0 == "." ? "_" : $0 }))"
    measurementIterations = point.samples.count
    measurementBatchSize = point.iterationsPerSample
    let sizes = point.sizes.entries
    params =
      sizes.isEmpty
      ? nil
      : Dictionary(
        sizes.map { ($0.name, String($0.value)) }, uniquingKeysWith: { first, _ in first })
    primaryMetric = Metric(samples: point.samples, summary: point.summary)
    var secondary: [String: Metric] = [:]
    secondary["instructions"] = point.instructionsPerOperation.map {
      Metric(count: $0, unit: "instructions/op")
    }
    secondary["allocations"] = point.allocationsPerOperation.map {
      Metric(count: $0, unit: "allocations/op")
    }
    secondary["gc.alloc.rate.norm"] = point.bytesPerOperation.map {
      Metric(count: $0, unit: "B/op")
    }
    secondaryMetrics = secondary
  }
}

extension JMHResult {
  /// `results` as JSON, the same text `JSONEncoder` would give (see ``JSONText``), written
  /// without it because an export of a long history is mostly samples.
  static func text(of results: [JMHResult]) -> JSONText {
    var text = JSONText(capacity: results.reduce(0) { $0 + 1024 + 40 * $1.measurementIterations })
    text.array { text in
      for result in results {
        text.nextElement()
        result.write(to: &text)
      }
    }
    return text
  }

  /// This result as an object, its members in sorted key order.
  private func write(to text: inout JSONText) {
    text.object { text in
      text.member("benchmark", benchmark)
      text.member("forks", forks)
      text.member("jmhVersion", jmhVersion)
      text.member("measurementBatchSize", measurementBatchSize)
      text.member("measurementIterations", measurementIterations)
      text.member("mode", mode)
      if let params {
        text.member("params")
        text.object(params) { $0.string($1) }
      }
      text.member("primaryMetric")
      primaryMetric.write(to: &text)
      text.member("secondaryMetrics")
      text.object(secondaryMetrics) { $1.write(to: &$0) }
      text.member("threads", threads)
      text.member("warmupIterations", warmupIterations)
    }
  }
}

extension JMHResult.Metric {
  /// This metric as an object, its members in sorted key order.
  fileprivate func write(to text: inout JSONText) {
    text.object { text in
      text.member("rawData")
      text.array { text in
        for samples in rawData {
          text.nextElement()
          text.array(samples)
        }
      }
      text.member("score", score)
      text.member("scoreConfidence")
      text.array(scoreConfidence)
      text.member("scoreError", scoreError)
      text.member("scorePercentiles")
      text.object(scorePercentiles) { $0.number($1) }
      text.member("scoreUnit", scoreUnit)
    }
  }
}
