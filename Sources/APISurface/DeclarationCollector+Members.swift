import SwiftSyntax

extension DeclarationCollector {
  /// Records a member or top-level declaration that is not a type or an extension.
  mutating func recordMember(_ decl: DeclSyntax, _ scope: DeclarationScope) {
    guard scope.isVisible, let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes,
      !DeclGroup.isSPI(attributes), !DeclGroup.isUnavailable(attributes)
    else { return }
    let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []
    let membersArePublic =
      scope.membersArePublic || scope.isEnum && decl.is(EnumCaseDeclSyntax.self)
    guard Access(modifiers).isPublic(default: membersArePublic) else { return }
    var scope = scope
    scope.isDeprecated = scope.isDeprecated || DeclGroup.isDeprecated(attributes)
    scope.renames.merge(OpaqueParameters.renames(for: decl, outer: scope.renames)) { $1 }
    for (kind, name, signature) in MemberSignature.describe(
      decl, SignatureText(renames: scope.renames))
    {
      record(kind, name: name, signature: signature, node: Syntax(decl), scope: scope)
    }
  }

  /// Adds one declaration, with the enclosing `where` clause and the Apple-only reason.
  mutating func record(
    _ kind: APIDeclaration.Kind, name: String, signature: String, node: Syntax,
    scope: DeclarationScope
  ) {
    let fullSignature =
      kind == .conformance || kind == .type
      ? signature : Self.appending(scope.whereClause, to: signature)
    let reason =
      scope.appleOnlyReason
      ?? AppleOnlyTypes.reason(naming: identifiers(in: node))
    declarations.append(
      APIDeclaration(
        context: scope.context, name: name, kind: kind,
        signature: fullSignature,
        appleOnlyReason: reason, isDeprecated: scope.isDeprecated, file: file))
  }

  /// `signature` under the enclosing extension's `where` clause: merged into the declaration's
  /// own clause, and ahead of a property's or subscript's accessors, where the declaration's own
  /// clause sits too.
  static func appending(_ whereClause: String?, to signature: String) -> String {
    guard let whereClause else { return signature }
    let accessors = ["{ get }", "{ get set }"].first { signature.hasSuffix(" " + $0) }
    let head = accessors.map { String(signature.dropLast($0.count + 1)) } ?? signature
    let merged =
      head.contains(" where ")
      ? head + ", " + whereClause.dropFirst("where ".count) : head + " " + whereClause
    return accessors.map { merged + " " + $0 } ?? merged
  }

  /// Every identifier the declaration's text names, outside its body and its default values.
  func identifiers(in node: some SyntaxProtocol) -> [String] {
    node.tokens(viewMode: .sourceAccurate).compactMap { token in
      guard case .identifier(let name) = token.tokenKind, !isInBody(token, below: Syntax(node))
      else { return nil }
      return name
    }
  }

  private func isInBody(_ token: TokenSyntax, below root: Syntax) -> Bool {
    var node = token.parent
    while let current = node, current.id != root.id {
      if current.is(CodeBlockSyntax.self) || current.is(AccessorBlockSyntax.self)
        || current.is(InitializerClauseSyntax.self) || current.is(MemberBlockSyntax.self)
      {
        return true
      }
      node = current.parent
    }
    return false
  }
}
