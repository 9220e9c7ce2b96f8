import Harness

/// Every workload the bench runs, in report order.
public enum WorkloadCatalog {
  public static var all: [Workload] {
    baselineWorkloads + storeSendWorkloads + sendEffectWorkloads + scopeFanOutWorkloads
      + forEachDeepWorkloads + cancellationWorkloads + storeScopeWorkloads + testStoreWorkloads
  }

  static let directReduce = BaselineReference(workload: "Baseline.DirectReduce", scenario: "counter")
  static let directForEach = BaselineReference(workload: "Baseline.DirectForEach", scenario: "leaf")
}
