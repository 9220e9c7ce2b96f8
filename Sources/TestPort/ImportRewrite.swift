import SwiftParser
import SwiftSyntax

/// Swaps a ported file's imports: TCA's module for the runtime's (and, in a test, its test
/// support), SwiftUI and UIKit dropped, Combine dropped where nothing uses it, Foundation added
/// where SwiftUI brought it, FoundationNetworking added where the file uses `URLSession`.
struct ImportRewrite {
  /// Whether the file belongs to a test target.
  let isTest: Bool
  /// What the file's remaining code names.
  let findings: PruneFindings
  /// The app's modules of which no file is ported: nothing is left to import from them.
  let unportedModules: Set<String>

  /// The runtime's module, in place of `ComposableArchitecture`.
  static let runtimeModule = "ComposableRuntime"
  /// What a test target imports beside the runtime: issues reach the test framework.
  static let testSupportModule = "ComposableRuntimeTestSupport"

  /// `file` with its imports swapped, and one line per change for the report.
  func apply(to file: SourceFileSyntax) -> (file: SourceFileSyntax, changes: [String]) {
    var changes: [String] = []
    var items: [CodeBlockItemSyntax] = []
    var carriedTrivia: Trivia?
    for item in file.statements {
      guard let importDecl = item.item.as(ImportDeclSyntax.self) else {
        items.append(carry(&carriedTrivia, onto: item))
        continue
      }
      let replacement = rewrite(importDecl, changes: &changes)
      if replacement.isEmpty, items.isEmpty, item.leadingTrivia.contains(where: \.isComment) {
        carriedTrivia = item.leadingTrivia
      }
      items += replacement.map { carry(&carriedTrivia, onto: item.with(\.item, .decl($0))) }
    }
    items = additions(to: items, changes: &changes)
    return (file.with(\.statements, CodeBlockItemListSyntax(items)), changes)
  }

  /// The file's header comment stays when the import below it is dropped.
  private func carry(_ trivia: inout Trivia?, onto item: CodeBlockItemSyntax) -> CodeBlockItemSyntax
  {
    defer { trivia = nil }
    return trivia.map { item.with(\.leadingTrivia, $0) } ?? item
  }

  private func rewrite(_ decl: ImportDeclSyntax, changes: inout [String]) -> [DeclSyntax] {
    let module = decl.path.first?.name.text ?? ""
    if module == "ComposableArchitecture" {
      changes.append(
        "`import ComposableArchitecture` → `import \(Self.runtimeModule)`"
          + (isTest ? " and `import \(Self.testSupportModule)`" : ""))
      let runtime = DeclSyntax(renamed(decl, to: Self.runtimeModule))
      guard isTest else { return [runtime] }
      let support = renamed(decl, to: Self.testSupportModule).with(\.attributes, [])
      return [runtime, DeclSyntax(support.with(\.leadingTrivia, .newline))]
    }
    if AppleOnlyModules.dropped.contains(module) {
      changes.append("dropped `import \(module)`")
      return []
    }
    if unportedModules.contains(module) {
      changes.append("dropped `import \(module)` (none of its files is ported)")
      return []
    }
    if module == "Combine" {
      if let name = combineName {
        changes.append(
          "kept `import Combine`: the file uses `\(name)` (Linux has no Combine; provide one)")
        return [DeclSyntax(decl)]
      }
      changes.append("dropped `import Combine` (nothing left uses it)")
      return []
    }
    return [DeclSyntax(decl)]
  }

  private func renamed(_ decl: ImportDeclSyntax, to module: String) -> ImportDeclSyntax {
    let component = ImportPathComponentSyntax(name: .identifier(module))
    return decl.with(\.path, ImportPathComponentListSyntax([component]))
      .with(\.leadingTrivia, decl.leadingTrivia)
  }

  /// The first Combine name the remaining code spells, or nil.
  var combineName: String? {
    findings.names.intersection(CombineNames.types).min()
      ?? findings.members.intersection(CombineNames.members).min()
  }

  /// `import Foundation` where a dropped import brought it; FoundationNetworking where needed.
  private func additions(to items: [CodeBlockItemSyntax], changes: inout [String])
    -> [CodeBlockItemSyntax]
  {
    let imported = Set(
      items.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text })
    var added: [String] = []
    let foundationSources: Set<String> = [
      "Foundation", Self.runtimeModule, "FoundationEssentials",
    ]
    if !Set(findings.imports).isDisjoint(with: AppleOnlyModules.dropped),
      imported.isDisjoint(with: foundationSources)
    {
      added.append("import Foundation")
      changes.append("added `import Foundation` (the dropped import brought it)")
    }
    if let name = findings.names.sorted().first(where: FoundationGaps.isNetworking),
      !imported.contains("FoundationNetworking")
    {
      added.append("#if canImport(FoundationNetworking)\n  import FoundationNetworking\n#endif")
      changes.append("added `import FoundationNetworking` on Linux (the file uses `\(name)`)")
    }
    guard !added.isEmpty else { return items }
    guard let lastImport = items.lastIndex(where: { $0.item.is(ImportDeclSyntax.self) }) else {
      // No import is left: the new ones open the file, on lines of their own.
      return parsed(added, leading: []) + items.prefix(1).map(startingOnNewLine) + items.dropFirst()
    }
    var result = items
    result.insert(contentsOf: parsed(added, leading: .newline), at: lastImport + 1)
    return result
  }

  private func startingOnNewLine(_ item: CodeBlockItemSyntax) -> CodeBlockItemSyntax {
    if case .newlines = item.leadingTrivia.first { return item }
    return item.with(\.leadingTrivia, .newline + item.leadingTrivia)
  }

  private func parsed(_ lines: [String], leading: Trivia) -> [CodeBlockItemSyntax] {
    let source = Parser.parse(source: lines.joined(separator: "\n"))
    return source.statements.enumerated().map { index, item in
      item.with(\.leadingTrivia, index == 0 ? leading : .newline)
    }
  }
}
