import SwiftSyntax

/// Names for a declaration's generic parameters: `G0`, `G1`, … by position, except that a
/// constrained parameter used by exactly one parameter type and nowhere else prints as
/// `some Constraint`, since `func f<T: P>(_: T)` and `func f(_: some P)` are the same function.
enum OpaqueParameters {
  static func renames(for decl: DeclSyntax, outer: [String: String]) -> [String: String] {
    guard let clause = decl.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause,
      let parameters = parameterClause(of: decl)
    else { return positional(DeclGroup.genericNames(decl)) }
    var renames: [String: String] = [:]
    var kept = 0
    for parameter in clause.parameters {
      let name = parameter.name.text
      if let constraint = parameter.inheritedType,
        uses(of: name, in: Syntax(decl)) == 2, uses(of: name, in: Syntax(parameters)) == 1
      {
        renames[name] = "some " + SignatureText(renames: outer).text(of: constraint)
      } else {
        renames[name] = "G\(kept)"
        kept += 1
      }
    }
    return renames
  }

  /// The generic clause without the parameters printed as `some …`.
  static func clause(_ clause: GenericParameterClauseSyntax?, _ text: SignatureText) -> String {
    guard let clause else { return "" }
    let kept = clause.parameters.filter { text.renames[$0.name.text]?.hasPrefix("some ") != true }
    guard !kept.isEmpty else { return "" }
    let printed = kept.map { parameter in
      text.text(of: parameter.name)
        + (parameter.inheritedType.map { ": " + text.text(of: $0) } ?? "")
    }
    return "<" + printed.joined(separator: ", ") + ">"
  }

  private static func positional(_ names: [String]) -> [String: String] {
    Dictionary(names.enumerated().map { ($1, "G\($0)") }, uniquingKeysWith: { first, _ in first })
  }

  private static func parameterClause(of decl: DeclSyntax) -> FunctionParameterClauseSyntax? {
    decl.as(FunctionDeclSyntax.self)?.signature.parameterClause
      ?? decl.as(InitializerDeclSyntax.self)?.signature.parameterClause
  }

  /// How often `name` appears as a type outside bodies and default values; its declaration
  /// counts once.
  private static func uses(of name: String, in node: Syntax) -> Int {
    node.tokens(viewMode: .sourceAccurate).count { token in
      token.tokenKind == .identifier(name) && !isInBodyOrDefault(token, below: node)
    }
  }

  private static func isInBodyOrDefault(_ token: TokenSyntax, below root: Syntax) -> Bool {
    var node = token.parent
    while let current = node, current.id != root.id {
      if current.is(CodeBlockSyntax.self) || current.is(InitializerClauseSyntax.self) {
        return true
      }
      node = current.parent
    }
    return false
  }
}
