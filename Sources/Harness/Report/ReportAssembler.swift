/// Derives what a report computes from its points: ratios to baselines and growth fits.
public enum ReportAssembler {
  /// `results` with each point's median divided by its baseline's median at the same sizes.
  public static func withBaselineRatios(_ results: [PointResult]) -> [PointResult] {
    results.map { result in
      var result = result
      guard let baseline = result.baseline, let median = result.summary?.median,
        let reference = results.first(where: {
          $0.workload == baseline.workload && $0.scenario == baseline.scenario
            && ($0.sizes == result.sizes || $0.sizes.entries.isEmpty)
        })?.summary?.median, reference > 0
      else { return result }
      result.baselineRatio = median / reference
      return result
    }
  }

  /// A growth fit for every sweep: per workload and scenario, cost against each size
  /// parameter with the other parameters held fixed.
  public static func growth(of results: [PointResult]) -> [GrowthResult] {
    let measured = results.filter { $0.summary != nil }
    let series = Dictionary(grouping: measured) { "\($0.workload)\u{0}\($0.scenario)" }
    return series.keys.sorted().flatMap { key in fits(for: series[key]!) }
  }

  private static func fits(for points: [PointResult]) -> [GrowthResult] {
    let parameters = points[0].sizes.entries.map(\.name)
    return parameters.flatMap { parameter in
      let sweeps = Dictionary(grouping: points) { $0.sizes.removing(parameter) }
      return sweeps.keys.sorted { $0.description < $1.description }.compactMap { fixed in
        let pairs = sweeps[fixed]!.compactMap { point in
          point.sizes[parameter].map { (size: Double($0), cost: point.summary!.median) }
        }
        return GrowthFit(pairs).map {
          GrowthResult(
            workload: points[0].workload, scenario: points[0].scenario,
            parameter: parameter, fixed: fixed, fit: $0
          )
        }
      }
    }
  }
}
