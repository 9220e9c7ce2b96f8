import SwiftSyntax

/// Walks one source file and collects its public declarations, for the platform given, with the
/// generic parameters of the module's types known in advance (an extension may come first).
struct DeclarationCollector {
  let platform: BuildPlatform
  let applePlatforms: [BuildPlatform]
  let typeGenerics: [String: [String]]
  let file: String
  var declarations: [APIDeclaration] = []

  init(
    platform: BuildPlatform, applePlatforms: [BuildPlatform], typeGenerics: [String: [String]],
    file: String
  ) {
    self.platform = platform
    self.applePlatforms = applePlatforms
    self.typeGenerics = typeGenerics
    self.file = file
  }

  mutating func collect(_ source: SourceFileSyntax) {
    for item in source.statements {
      if let decl = item.item.as(DeclSyntax.self) { walk(decl, DeclarationScope()) }
    }
  }

  private mutating func walk(_ decl: DeclSyntax, _ scope: DeclarationScope) {
    switch decl.as(DeclSyntaxEnum.self) {
    case .ifConfigDecl(let ifConfig): walk(ifConfig, scope)
    case .structDecl(let type): walkType(DeclGroup(type), scope)
    case .classDecl(let type): walkType(DeclGroup(type), scope)
    case .actorDecl(let type): walkType(DeclGroup(type), scope)
    case .enumDecl(let type): walkType(DeclGroup(type), scope)
    case .protocolDecl(let type): walkType(DeclGroup(type), scope)
    case .extensionDecl(let ext): walkExtension(ext, scope)
    default: recordMember(decl, scope)
    }
  }

  private mutating func walk(_ ifConfig: IfConfigDeclSyntax, _ scope: DeclarationScope) {
    let clauses = Array(ifConfig.clauses)
    let onLinux = activeClause(clauses, on: platform)
    let onApple = Set(applePlatforms.compactMap { activeClause(clauses, on: $0) })
    for (index, clause) in clauses.enumerated() {
      var inner = scope
      if index != onLinux {
        guard onApple.contains(index) else { continue }
        inner.appleOnlyReason = scope.appleOnlyReason ?? "inside `\(describe(clause, in: clauses))`"
      }
      for decl in declarations(in: clause) { walk(decl, inner) }
    }
  }

  private func activeClause(_ clauses: [IfConfigClauseSyntax], on platform: BuildPlatform) -> Int? {
    clauses.firstIndex { clause in clause.condition.map(platform.holds) ?? true }
  }

  private func describe(_ clause: IfConfigClauseSyntax, in clauses: [IfConfigClauseSyntax])
    -> String
  {
    if let condition = clause.condition { return "#if \(condition.trimmedDescription)" }
    return "#else of #if \(clauses.first?.condition?.trimmedDescription ?? "")"
  }

  private func declarations(in clause: IfConfigClauseSyntax) -> [DeclSyntax] {
    switch clause.elements {
    case .decls(let members): return members.map(\.decl)
    case .statements(let items): return items.compactMap { $0.item.as(DeclSyntax.self) }
    default: return []
    }
  }

  private mutating func walkType(_ type: DeclGroup, _ scope: DeclarationScope) {
    let access = Access(type.modifiers)
    guard !type.isSPI, !type.isUnavailable else { return }
    var inner = scope.nested(in: type.name)
    inner.isVisible = scope.isVisible && access.isPublic(default: scope.membersArePublic)
    inner.membersArePublic = type.isProtocol && inner.isVisible
    inner.isEnum = type.isEnum
    inner.isDeprecated = scope.isDeprecated || type.isDeprecated
    inner.renames = scope.renames.merging(renames(for: inner.context, prefix: "C")) { $1 }
    if type.isProtocol { inner.renames = scope.renames }
    if inner.isVisible {
      record(
        .type, name: type.name, signature: type.signature(SignatureText(renames: inner.renames)),
        node: type.syntax, scope: scope.with(deprecated: inner.isDeprecated))
      recordConformances(type.inheritance, whereClause: type.whereClause, inner)
    }
    for member in type.members { walk(member.decl, inner) }
  }

  private mutating func walkExtension(_ ext: ExtensionDeclSyntax, _ scope: DeclarationScope) {
    guard !DeclGroup.isSPI(ext.attributes), !DeclGroup.isUnavailable(ext.attributes) else { return }
    let base = Self.baseName(of: ext.extendedType)
    var inner = DeclarationScope()
    inner.context = base
    inner.appleOnlyReason = scope.appleOnlyReason
    inner.membersArePublic = Access(ext.modifiers).isPublic(default: false)
    inner.isDeprecated = DeclGroup.isDeprecated(ext.attributes)
    inner.renames = renames(for: base, prefix: "C")
    let text = SignatureText(renames: inner.renames)
    inner.whereClause = ext.genericWhereClause.map { text.text(of: $0) }
    if let reason = AppleOnlyTypes.reason(naming: identifiers(in: ext.extendedType)) {
      inner.appleOnlyReason = inner.appleOnlyReason ?? "extends a type that \(reason)"
    }
    recordConformances(ext.inheritanceClause, whereClause: ext.genericWhereClause, inner)
    for member in ext.memberBlock.members { walk(member.decl, inner) }
  }

  /// The extended type's name without generic arguments: `Store`, `Effect.Send`.
  static func baseName(of type: TypeSyntax) -> String {
    if let member = type.as(MemberTypeSyntax.self) {
      return "\(baseName(of: member.baseType)).\(member.name.text)"
    }
    if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    return type.trimmedDescription
  }

  private func renames(for type: String, prefix: String) -> [String: String] {
    let names = typeGenerics[type] ?? []
    return Dictionary(
      names.enumerated().map { ($1, "\(prefix)\($0)") }, uniquingKeysWith: { first, _ in first })
  }

  private mutating func recordConformances(
    _ inheritance: InheritanceClauseSyntax?, whereClause: GenericWhereClauseSyntax?,
    _ scope: DeclarationScope
  ) {
    guard scope.isVisible || scope.membersArePublic, let inheritance else { return }
    let text = SignatureText(renames: scope.renames)
    let condition = whereClause.map { " " + text.text(of: $0) } ?? ""
    for inherited in inheritance.inheritedTypes {
      // `@unchecked` and `@preconcurrency` say how a conformance is checked, not what it is.
      let type = inherited.type.as(AttributedTypeSyntax.self)?.baseType ?? inherited.type
      let name = text.text(of: type)
      record(
        .conformance, name: ": \(name)", signature: "\(scope.context): \(name)\(condition)",
        node: Syntax(inherited), scope: scope)
    }
  }
}

extension DeclarationScope {
  func with(deprecated: Bool) -> DeclarationScope {
    var scope = self
    scope.isDeprecated = deprecated
    return scope
  }
}
