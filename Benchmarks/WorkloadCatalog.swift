import Harness

/// Every workload the bench runs, in report order.
public enum WorkloadCatalog {
  /// The work units of `Calibration.Spin` unless a bench option says otherwise.
  public static let defaultCalibrationWork = 1000

  /// Every workload, with `Calibration.Spin` doing `calibrationWork` units per operation.
  /// Against another runtime, the workloads built on this project's `observe` are reported as
  /// not applicable, point by point.
  public static func all(calibrationWork: Int = defaultCalibrationWork) -> [Workload] {
    calibrationWorkloads(work: calibrationWork) + baselineWorkloads + caseKeyPathWorkloads
      + storeSendWorkloads + keyPathArgumentWorkloads + sendEffectWorkloads
      + scopeFanOutWorkloads + scopeSiblingWorkloads + rowChurnWorkloads + deepScopeWorkloads
      + observationWorkloads + forEachDeepWorkloads + cancellationWorkloads + backlogWorkloads
      + storeScopeWorkloads + testStoreWorkloads + bindingWorkloads
      + navigationWorkloads + sharedWorkloads
  }

  static let directReduce = BaselineReference(
    workload: "Baseline.DirectReduce", scenario: "counter")
  static let directForEach = BaselineReference(workload: "Baseline.DirectForEach", scenario: "leaf")
}
