import SwiftSyntax

/// How a report names a declaration: `struct SearchView`, `extension View`, `#Preview`,
/// `func resignFirstResponder`, `var circleColor`.
enum DeclarationTitle {
  /// The title of `decl`, its name qualified by `scope`.
  static func of(_ decl: DeclSyntax, in scope: LexicalScope) -> String {
    if let macro = decl.as(MacroExpansionDeclSyntax.self) { return "#\(macro.macroName.text)" }
    if let ext = decl.as(ExtensionDeclSyntax.self) {
      return "extension \(ext.extendedType.trimmedDescription)"
    }
    if let named = decl.asProtocol(NamedDeclSyntax.self) {
      return "\(keyword(of: decl)) \(scope.qualified(named.name.text))"
    }
    if let variable = decl.as(VariableDeclSyntax.self) {
      let names = variable.bindings.map(\.pattern.trimmedDescription).joined(separator: ", ")
      return "\(variable.bindingSpecifier.text) \(scope.qualified(names))"
    }
    if let initializer = decl.as(InitializerDeclSyntax.self) {
      return scope.qualified("init") + labels(initializer.signature.parameterClause)
    }
    return keyword(of: decl) + (scope.isTopLevel ? "" : " in `\(scope.path)`")
  }

  private static func keyword(of decl: DeclSyntax) -> String {
    decl.tokens(viewMode: .sourceAccurate).first { token in
      if case .keyword = token.tokenKind { return !isModifier(token) }
      return false
    }?.text ?? "declaration"
  }

  /// Access and other modifiers come before the keyword that says what a declaration is.
  private static func isModifier(_ token: TokenSyntax) -> Bool {
    token.parent?.is(DeclModifierSyntax.self) == true
      || token.parent?.parent?.is(DeclModifierSyntax.self) == true
      || token.ancestorOrSelf(mapping: { $0.as(AttributeSyntax.self) }) != nil
  }

  private static func labels(_ clause: FunctionParameterClauseSyntax) -> String {
    "(" + clause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
  }
}
