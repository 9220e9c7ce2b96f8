/// Chooses workloads by a regular expression that must match a whole name: the workload's
/// identifier (`Store.Send/root`), its `Subject.Operation` (`Store.Send`) or its `Subject`
/// (`Store`). So `Store.Send` selects every `Store.Send` scenario but not `Store.SendEffect`.
///
/// The workloads a selected workload's medians are divided by are selected too, so that its
/// "× baseline" column is never empty.
public struct WorkloadFilter {
  /// The regular expression as given.
  public let pattern: String
  private let regex: Regex<AnyRegexOutput>

  /// A filter for `pattern`; fails on an invalid regular expression.
  public init(_ pattern: String) throws(BenchError) {
    do { regex = try Regex(pattern) } catch {
      throw BenchError(.usage, "--filter '\(pattern)' is not a valid regular expression")
    }
    self.pattern = pattern
  }

  /// Whether the filter matches a whole name of `workload`.
  public func matches(_ workload: Workload) -> Bool {
    [workload.identifier, workload.name, workload.family].contains { name in
      (try? regex.wholeMatch(in: name)) != nil
    }
  }

  /// The workloads of `all` the filter matches, with their baselines, in catalog order; fails
  /// when it matches none.
  public func select(from all: [Workload]) throws(BenchError) -> [Workload] {
    let matched = all.filter(matches)
    guard !matched.isEmpty else {
      throw BenchError(.usage, "--filter '\(pattern)' matches no workload (see 'bench list')")
    }
    let baselines = Set(matched.compactMap(\.baseline).map { "\($0.workload)/\($0.scenario)" })
    return all.filter { workload in matches(workload) || baselines.contains(workload.identifier) }
  }
}
