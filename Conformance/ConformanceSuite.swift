/// Every conformance case, grouped by the catalog's sections.
public enum ConformanceSuite {
  /// All cases, in catalog order.
  public static var allCases: [ConformanceCase] {
    scopeCases + cancellationCases + orderingCases + exhaustivityCases
  }
}
