import Foundation
import Harness
import Testing

/// The mutants `bench mutation` runs: patches kept beside the suite, applied to a copy.
struct SourceMutantTests {
  private static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

  @Test func everyMutantInTheRepositoryAppliesExactlyToTheRuntime() throws {
    let mutants = try SourceMutant.catalog(in: "\(Self.packageRoot)/Conformance/Mutants")
    #expect(mutants.count >= 20)
    for mutant in mutants {
      #expect(
        mutant.summary.range(of: #"^[A-Z]+-\d+"#, options: .regularExpression) != nil,
        "\(mutant.name) names no rule")
      #expect(
        MutantWorkspace.applies(mutant, to: "\(Self.packageRoot)/Sources/ComposableRuntime"),
        "\(mutant.name) no longer applies")
    }
  }

  @Test func theCopiedEntriesHoldEveryFileTheirLinksReach() {
    #expect(
      MutantWorkspace.linksLeaving(MutantWorkspace.packageEntries, of: Self.packageRoot) == [])
    #expect(
      MutantWorkspace.linksLeaving(["Benchmarks"], of: Self.packageRoot) == ["Benchmarks/Fixtures"])
  }

  @Test func theRuntimeSourcesCarryNoMutantCheck() throws {
    let runtime = "\(Self.packageRoot)/Sources/ComposableRuntime"
    let files = try FileManager.default.subpathsOfDirectory(atPath: runtime).filter {
      $0.hasSuffix(".swift")
    }
    #expect(files.count > 20)
    for file in files {
      let text = try String(contentsOfFile: "\(runtime)/\(file)", encoding: .utf8)
      #expect(
        !text.contains("COMPOSABLE_RUNTIME_MUTANT") && !text.contains("Mutant."),
        "\(file) carries a mutant check")
    }
  }

  @Test func aWorkspaceAppliesAMutantToItsCopyAndRevertsIt() throws {
    let fixture = try MutantFixture()
    try fixture.workspace.prepare()
    try fixture.workspace.apply(fixture.mutant)
    #expect(try fixture.copied() == "let answer = 41\n")
    #expect(try fixture.original() == "let answer = 42\n")
    try fixture.workspace.revert(fixture.mutant)
    #expect(try fixture.copied() == "let answer = 42\n")
  }

  @Test func aMutantThatNoLongerAppliesFailsAndChangesNothing() throws {
    let fixture = try MutantFixture(source: "let answer = 7\n")
    try fixture.workspace.prepare()
    #expect(throws: BenchError.self) { try fixture.workspace.apply(fixture.mutant) }
    #expect(try fixture.copied() == "let answer = 7\n")
  }

  @Test func aPatchWithoutItsBreaksLineIsNotAMutant() throws {
    let path = ReportTests.temporaryPath("mutant-without-summary.patch")
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data("--- a.swift\n+++ a.swift\n".utf8).write(to: URL(fileURLWithPath: path))
    #expect(throws: BenchError.self) { try SourceMutant(patch: path) }
  }
}

/// A one-file package with a mutant that changes its one line.
private struct MutantFixture {
  let root = ReportTests.temporaryPath("mutant-fixture-\(UUID().uuidString)")
  let mutant: SourceMutant
  let workspace: MutantWorkspace

  init(source: String = "let answer = 42\n") throws {
    try FileManager.default.createDirectory(
      atPath: "\(root)/package/Sources/Target", withIntermediateDirectories: true)
    try Data(source.utf8).write(
      to: URL(fileURLWithPath: "\(root)/package/Sources/Target/Answer.swift"))
    let patch =
      "Breaks RULE-01: the answer is off by one\n\n--- Answer.swift\n+++ Answer.swift\n@@ -1 +1 @@\n-let answer = 42\n+let answer = 41\n"
    try Data(patch.utf8).write(to: URL(fileURLWithPath: "\(root)/offByOne.patch"))
    mutant = try SourceMutant(patch: "\(root)/offByOne.patch")
    workspace = MutantWorkspace(
      package: "\(root)/package", copy: "\(root)/copy", entries: ["Sources"],
      patchedDirectory: "Sources/Target")
  }

  func copied() throws -> String {
    try String(contentsOfFile: "\(root)/copy/Sources/Target/Answer.swift", encoding: .utf8)
  }
  func original() throws -> String {
    try String(contentsOfFile: "\(root)/package/Sources/Target/Answer.swift", encoding: .utf8)
  }
}
