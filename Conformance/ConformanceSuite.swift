/// Every conformance case, grouped by the catalog's sections.
public enum ConformanceSuite {
  /// The runtime the suite is built against (chosen by `COMPOSABLE_RUNTIME_PACKAGE` when the
  /// package resolves).
  public static var runtimeUnderTest: String {
    #if COMPOSABLE_REFERENCE_RUNTIME
      "ComposableArchitecture, from the package COMPOSABLE_RUNTIME_PACKAGE named"
    #else
      "ComposableRuntime (this repository)"
    #endif
  }

  /// All cases: those written against TCA's API, in catalog order, then those that need this
  /// project's API (left out when the suite builds against another runtime).
  public static var allCases: [ConformanceCase] {
    let tcaAPICases = scopeCases + cancellationCases + orderingCases + exhaustivityCases + observationCases
      + macroCases + presentationCases + stackCases + enumDestinationCases
      + dependencyCases
    #if COMPOSABLE_REFERENCE_RUNTIME
      return tcaAPICases
    #else
      return tcaAPICases + projectAPICases
    #endif
  }
}
