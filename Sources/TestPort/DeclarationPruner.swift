import SwiftSyntax

/// Removes from a file, with swift-syntax, what cannot exist on Linux: views and previews,
/// extensions of SwiftUI's types, declarations whose signature names an Apple-only type. It
/// records what the remaining code names, and why the file must be left out whole if it must.
///
/// Function bodies are not entered: a declaration inside one belongs to its function.
final class DeclarationPruner: SyntaxRewriter {
  private let rules: DeclarationRules
  private let converter: SourceLocationConverter
  private var scope = LexicalScope.topLevel
  private(set) var findings = PruneFindings()

  init(rules: DeclarationRules, converter: SourceLocationConverter) {
    self.rules = rules
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
    CodeBlockItemListSyntax(
      node.compactMap { item in
        if let decl = item.item.as(DeclSyntax.self) { return keeps(decl) ? visit(item) : nil }
        if let macro = item.item.as(MacroExpansionExprSyntax.self),
          macro.macroName.text == "Preview"
        {
          record(Removal(declaration: "#Preview", line: line(of: macro), reason: "a preview"))
          return nil
        }
        noteUses(in: item)
        return item
      })
  }

  override func visit(_ node: MemberBlockItemListSyntax) -> MemberBlockItemListSyntax {
    MemberBlockItemListSyntax(node.compactMap { keeps($0.decl) ? visit($0) : nil })
  }

  override func visit(_ node: IfConfigDeclSyntax) -> DeclSyntax {
    let compiled = LinuxCondition.compiledClauses(of: node)
    let clauses = zip(node.clauses, compiled).map { clause, isCompiled in
      isCompiled ? visit(clause) : clause
    }
    return DeclSyntax(node.with(\.clauses, IfConfigClauseListSyntax(clauses)))
  }

  override func visit(_ node: StructDeclSyntax) -> DeclSyntax {
    inside(node, named: node.name.text) { super.visit(node) }
  }

  override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
    inside(node, named: node.name.text) { super.visit(node) }
  }

  override func visit(_ node: EnumDeclSyntax) -> DeclSyntax {
    inside(node, named: node.name.text) { super.visit(node) }
  }

  override func visit(_ node: ActorDeclSyntax) -> DeclSyntax {
    inside(node, named: node.name.text) { super.visit(node) }
  }

  override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
    inside(node, named: node.name.text) { super.visit(node) }
  }

  override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
    inside(node, named: node.extendedType.trimmedDescription) { super.visit(node) }
  }

  private func inside(
    _ group: some DeclGroupSyntax, named name: String, _ visit: () -> DeclSyntax
  ) -> DeclSyntax {
    let outer = scope
    scope = outer.nested(in: group, named: name)
    defer { scope = outer }
    return visit()
  }

  /// Decides on `decl`, records the decision, and says whether it stays.
  private func keeps(_ decl: DeclSyntax) -> Bool {
    switch rules.verdict(for: decl, in: scope) {
    case .keep:
      noteKept(decl)
      return true
    case .remove(let reason, let name):
      record(
        Removal(
          declaration: DeclarationTitle.of(decl, in: scope), line: line(of: decl), reason: reason,
          appleName: name))
      if scope.isTopLevel, let named = decl.asProtocol(NamedDeclSyntax.self) {
        findings.removedTypes.insert(named.name.text)
      }
      return false
    case .leaveFileOut(let reason, let name):
      leaveOut(LeaveOutReason(reason: reason, line: line(of: decl), appleName: name))
      noteKept(decl)
      return true
    }
  }

  private func noteKept(_ decl: DeclSyntax) {
    if let importDecl = decl.as(ImportDeclSyntax.self) {
      noteImport(importDecl)
      return
    }
    if decl.is(IfConfigDeclSyntax.self) { return }
    findings.hasDeclarations = true
    if scope.isTopLevel, LexicalScope.declaresType(decl),
      let named = decl.asProtocol(NamedDeclSyntax.self)
    {
      findings.declaredTypes.insert(named.name.text)
    }
    if let ext = decl.as(ExtensionDeclSyntax.self),
      ext.extendedType.trimmedDescription == "DependencyValues"
    {
      noteDependencies(of: ext)
    }
    // A type's members are visited one by one; only its own header is scanned here.
    let group = decl.asProtocol(DeclGroupSyntax.self)
    noteUses(in: decl) { token in group.map { token.position < $0.memberBlock.position } ?? true }
  }

  private func noteDependencies(of ext: ExtensionDeclSyntax) {
    for member in ext.memberBlock.members {
      let bindings = member.decl.as(VariableDeclSyntax.self)?.bindings ?? []
      for binding in bindings {
        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
          findings.dependencyMembers.insert(name)
        }
      }
    }
  }

  private func noteImport(_ decl: ImportDeclSyntax) {
    let module = decl.path.first?.name.text ?? ""
    findings.imports.append(module)
    if AppleOnlyModules.missing.contains(module) {
      leaveOut(
        LeaveOutReason(
          reason: "imports \(module), which Linux lacks", line: line(of: decl), appleName: module))
    }
  }

  /// Records the names `node` spells, and leaves the file out where one is missing on Linux.
  private func noteUses(
    in node: some SyntaxProtocol, where include: (TokenSyntax) -> Bool = { _ in true }
  ) {
    let spelled = SpelledNames(node, where: include)
    findings.names.formUnion(spelled.names.map(\.text))
    findings.members.formUnion(spelled.members.map(\.text))
    if let gap = LinuxGaps(rules: rules, scope: scope).first(in: spelled) {
      leaveOut(LeaveOutReason(reason: gap.reason, line: line(of: gap.token), appleName: gap.name))
    }
  }

  /// Records one reason per Apple-only name: the first place shows it.
  private func leaveOut(_ reason: LeaveOutReason) {
    let known = findings.leaveOutReasons.contains { $0.appleName == reason.appleName }
    if reason.appleName == nil || !known { findings.leaveOutReasons.append(reason) }
  }

  private func record(_ removal: Removal) {
    findings.removals.append(removal)
  }

  private func line(of node: some SyntaxProtocol) -> Int {
    converter.location(for: node.positionAfterSkippingLeadingTrivia).line
  }

  // Bodies and closures are code, not declarations of the file: they are not entered.
  override func visit(_ node: CodeBlockSyntax) -> CodeBlockSyntax { node }
  override func visit(_ node: AccessorBlockSyntax) -> AccessorBlockSyntax { node }
  override func visit(_ node: ClosureExprSyntax) -> ExprSyntax { ExprSyntax(node) }
}
