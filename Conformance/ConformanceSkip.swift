import Foundation

/// The rules whose cases a run leaves out, from `CONFORMANCE_SKIP` (comma-separated rule IDs):
/// for a runtime that crashes on them (TCA on Linux aborts in SHARED-04/05), so that the rest of
/// the suite can report. A case left out is reported as not run, never as passed.
public struct ConformanceSkip: Sendable, Equatable {
  /// The rule IDs left out.
  public let ruleIDs: Set<String>

  /// A skip of `ruleIDs`.
  public init(ruleIDs: Set<String>) {
    self.ruleIDs = ruleIDs
  }

  /// The skip `CONFORMANCE_SKIP` asks for, if any: read once, as the process starts its run.
  public static let fromEnvironment = Self(
    parsing: ProcessInfo.processInfo.environment["CONFORMANCE_SKIP"] ?? "")

  /// The skip of the comma-separated rule IDs in `list`.
  init(parsing list: String) {
    ruleIDs = Set(
      list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
        !$0.isEmpty
      })
  }

  /// Why `conformanceCase` is not run, if its rule is left out.
  func reason(forSkipping conformanceCase: ConformanceCase) -> String? {
    ruleIDs.contains(conformanceCase.ruleID)
      ? "not run: CONFORMANCE_SKIP names \(conformanceCase.ruleID)" : nil
  }
}
