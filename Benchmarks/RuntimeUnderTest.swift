import Harness
import RuntimeUnderTestLocation

/// The runtime the workloads (and the conformance suite beside them) were built against.
public enum RuntimeUnderTest {
  /// Its module, package and revision, as reports name it.
  public static let description = RuntimeDescription.package(
    module: moduleName, directory: String(cString: runtime_under_test_package_directory()),
    name: isThisRepository ? "composable-runtime-bench" : nil
  )

  /// Whether it is this repository's `ComposableRuntime`, whose project API some workloads and
  /// conformance cases measure.
  public static var isThisRepository: Bool {
    #if COMPOSABLE_REFERENCE_RUNTIME
      false
    #else
      true
    #endif
  }

  private static var moduleName: String {
    isThisRepository ? "ComposableRuntime" : "ComposableArchitecture"
  }
}
