import Harness

extension WorkloadCatalog {
  /// A fixed amount of pure computation, independent of the runtime, whose size a bench option
  /// sets: the known effect that the comparison experiment must detect.
  static func calibrationWorkloads(work: Int) -> [Workload] {
    [
      Workload("Calibration.Spin", scenario: "fixed work") { _ in
        .sync { iterations in
          var state: UInt64 = 0x9E37_79B9
          for _ in 0..<iterations {
            for _ in 0..<work {
              state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            }
          }
          blackHole(state)
        }
      }
    ]
  }
}
