import Conformance
import Testing

@Suite(.serialized)
struct ConformanceTests {
  @Test(arguments: ConformanceSuite.allCases)
  @MainActor
  func conformance(_ conformanceCase: ConformanceCase) async {
    let result = await ConformanceRunner.run(conformanceCase)
    #expect(result.status == .passed, "\(result.messages.joined(separator: "\n"))")
  }

  @Test
  func everyCatalogRuleHasACase() throws {
    let covered = Set(ConformanceSuite.allCases.map(\.ruleID))
    func ids(_ prefix: String, _ count: Int) -> [String] {
      (1...count).map { "\(prefix)-\($0 < 10 ? "0" : "")\($0)" }
    }
    let catalog = ids("SCOPE", 13) + ids("CANCEL", 18) + ids("ORDER", 17) + ids("EXH", 21)
    #expect(catalog.filter { !covered.contains($0) } == [])
  }
}
