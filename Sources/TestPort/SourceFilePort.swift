import SwiftParser
import SwiftSyntax

/// Ports one Swift file: prunes it (views, previews, Apple-only declarations), then swaps its
/// imports unless it must be left out.
struct SourceFilePort {
  /// The module the file belongs to.
  let module: String
  /// Its path in the module's folder.
  let path: String
  /// Whether it belongs to a test target.
  let isTest: Bool
  /// The app's text of the file.
  let text: String
  /// Its syntax tree, parsed once.
  let syntax: SourceFileSyntax
  /// What the last pruning found.
  private(set) var findings = PruneFindings()
  private var pruned: SourceFileSyntax

  init(module: String, path: String, isTest: Bool, text: String) {
    self.module = module
    self.path = path
    self.isTest = isTest
    self.text = text
    syntax = Parser.parse(source: text)
    pruned = syntax
  }

  /// Prunes the app's text again under `rules` (the module's removed types may have grown).
  mutating func prune(_ rules: DeclarationRules) {
    let pruner = DeclarationPruner(
      rules: rules, converter: SourceLocationConverter(fileName: path, tree: syntax))
    pruned = pruner.rewrite(syntax).cast(SourceFileSyntax.self)
    findings = pruner.findings
  }

  /// The file as ported, given any reason found elsewhere to leave it out.
  /// An import of one of `unportedModules` (app modules with no file written) is dropped.
  func ported(extraReasons: [LeaveOutReason] = [], unportedModules: Set<String> = [])
    -> PortedFile
  {
    let reasons = findings.leaveOutReasons + extraReasons
    var file = PortedFile(
      module: module, path: path, outcome: .leftOut, text: nil, removals: findings.removals,
      importChanges: [], leftOutReasons: reasons, testsDeclared: TestCount.of(syntax),
      testsPorted: 0)
    guard reasons.isEmpty else { return file }
    guard findings.hasDeclarations else {
      file.outcome = .emptied
      return file
    }
    let rewritten = ImportRewrite(
      isTest: isTest, findings: findings, unportedModules: unportedModules
    ).apply(to: pruned)
    file.text = rewritten.file.description
    file.importChanges = rewritten.changes
    file.outcome = file.text == text ? .kept : .edited
    file.testsPorted = TestCount.of(rewritten.file)
    return file
  }
}
