import Conformance
import Foundation
import Testing

@Suite
struct RuleCatalogTests {
  let catalog: RuleCatalog
  let citedIDs = Set(ConformanceSuite.allCases.map(\.ruleID))

  init() throws {
    catalog = try RuleCatalog.bundled()
  }

  @Test
  func everyRuleOutsidePendingSectionsHasACase() {
    let uncovered = catalog.rules.filter {
      $0.pending == nil && !citedIDs.contains($0.id) && isApplicable($0)
    }
    #expect(uncovered.map(\.id) == [])
  }

  /// Against another runtime, the rules only this project's API can observe have no case to run.
  private func isApplicable(_ rule: ConformanceRule) -> Bool {
    ConformanceSuite.includesProjectAPICases || !rule.needsProjectAPI
  }

  @Test(
    .enabled(
      if: ConformanceSuite.includesProjectAPICases,
      "project-API cases are built against this repository's runtime only"))
  func projectRulesAreExactlyThoseOnlyProjectCasesCover() {
    let cases = Dictionary(grouping: ConformanceSuite.allCases, by: \.ruleID)
    let onlyProject = Set(cases.filter { $0.value.allSatisfy { $0.api == .project } }.keys)
    #expect(Set(catalog.rules.filter(\.needsProjectAPI).map(\.id)) == onlyProject)
  }

  @Test
  func pendingRulesHaveNoCaseYet() {
    let covered = catalog.rules.filter { $0.pending != nil && citedIDs.contains($0.id) }.map(\.id)
    #expect(covered == [], "a rule with a case is no longer pending: drop its section's marker")
  }

  @Test
  func everyCitedIDIsInTheCatalog() {
    #expect(citedIDs.subtracting(catalog.ids).sorted() == [])
  }

  @Test(
    .enabled(
      if: Self.specification != nil, "../shared/conformance-rules.md is not checked out here"))
  func theCatalogHasEveryIDOfTheIncomingSpecification() throws {
    let specification = try RuleCatalog.parse(markdown: try #require(Self.specification))
    #expect(Set(specification.ids).subtracting(catalog.ids).sorted() == [])
  }

  @Test
  func parsingReadsSectionsPendingMarkersAndRejectsBadRows() throws {
    let parsed = try RuleCatalog.parse(
      markdown: """
        ## Alpha
        | ID | rule | pinned by |
        |---|---|---|
        | A-01 | does a | T testA |
        ## Beta [pending: issue 9]
        | B-01 | does b | T testB |
        """)
    #expect(
      parsed.rules == [
        ConformanceRule(
          id: "A-01", text: "does a", pinnedBy: "T testA", section: "Alpha", pending: nil),
        ConformanceRule(
          id: "B-01", text: "does b", pinnedBy: "T testB", section: "Beta", pending: "issue 9"),
      ])
    #expect(throws: RuleCatalog.ParseError.self) {
      try RuleCatalog.parse(markdown: "| A-01 | a | b |\n| A-01 | c | d |")
    }
    #expect(throws: RuleCatalog.ParseError.self) {
      try RuleCatalog.parse(markdown: "| A-01 | only two |")
    }
    #expect(throws: RuleCatalog.ParseError.self) { try RuleCatalog.parse(markdown: "no rules") }
  }

  /// The incoming specification, where the checkout has `../shared` beside the package.
  static let specification: String? = {
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let url = packageRoot.deletingLastPathComponent().appendingPathComponent(
      "shared/conformance-rules.md")
    return try? String(contentsOf: url, encoding: .utf8)
  }()
}
