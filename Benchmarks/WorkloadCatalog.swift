import Harness

/// Every workload the bench runs, in report order.
public enum WorkloadCatalog {
  /// The work units of `Calibration.Spin` unless a bench option says otherwise.
  public static let defaultCalibrationWork = 1000

  /// Every workload, with `Calibration.Spin` doing `calibrationWork` units per operation.
  /// Against another runtime, the workloads built on this project's `observe` are left out.
  public static func all(calibrationWork: Int = defaultCalibrationWork) -> [Workload] {
    calibrationWorkloads(work: calibrationWork) + baselineWorkloads + caseKeyPathWorkloads + storeSendWorkloads + sendEffectWorkloads
      + observingWorkloads + observationWorkloads + forEachDeepWorkloads + cancellationWorkloads + backlogWorkloads + storeScopeWorkloads + testStoreWorkloads
      + navigationWorkloads
  }

  private static var observingWorkloads: [Workload] {
    #if COMPOSABLE_REFERENCE_RUNTIME
      []
    #else
      scopeFanOutWorkloads
    #endif
  }

  static let directReduce = BaselineReference(workload: "Baseline.DirectReduce", scenario: "counter")
  static let directForEach = BaselineReference(workload: "Baseline.DirectForEach", scenario: "leaf")
}
