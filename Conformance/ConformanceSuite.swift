/// Every conformance case, grouped by the catalog's sections.
public enum ConformanceSuite {
  /// Whether the suite was built against this repository's runtime, so that the cases needing
  /// its project API (`@_spi(Project)`) are in it.
  public static var includesProjectAPICases: Bool {
    #if COMPOSABLE_REFERENCE_RUNTIME
      false
    #else
      true
    #endif
  }

  /// All cases: those written against TCA's API, in catalog order, then those that need this
  /// project's API (left out when the suite builds against another runtime).
  public static var allCases: [ConformanceCase] {
    let tcaAPICases =
      scopeCases + cancellationCases + orderingCases + exhaustivityCases
      + testStoreDismissCases + observationCases
      + macroCases + presentationCases + stackCases + enumDestinationCases
      + bindingCases + onChangeCases + currentSpellingCases + dependencyCases
      + dependencyClientCases + sharedCases
    #if COMPOSABLE_REFERENCE_RUNTIME
      return tcaAPICases
    #else
      return tcaAPICases + projectAPICases
    #endif
  }
}
