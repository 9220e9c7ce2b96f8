import SwiftSyntax

/// The kind, call name and canonical signature of a member declaration.
enum MemberSignature {
  typealias Described = (APIDeclaration.Kind, String, String)

  static func describe(_ decl: DeclSyntax, _ text: SignatureText) -> [Described] {
    switch decl.as(DeclSyntaxEnum.self) {
    case .functionDecl(let function): return [describe(function, text)]
    case .initializerDecl(let initializer): return [describe(initializer, text)]
    case .subscriptDecl(let subscriptDecl): return [describe(subscriptDecl, text)]
    case .macroDecl(let macro): return [describe(macro, text)]
    case .variableDecl(let variable): return describe(variable, text)
    case .enumCaseDecl(let enumCase): return describe(enumCase, text)
    case .typeAliasDecl(let alias): return [describe(alias, text)]
    case .associatedTypeDecl(let associated): return [describe(associated, text)]
    default: return []
    }
  }

  private static func describe(_ function: FunctionDeclSyntax, _ text: SignatureText) -> Described {
    // An operator's parameter names are not labels: callers never spell them.
    let isOperator: Bool = {
      if case .identifier = function.name.tokenKind { return false }
      return true
    }()
    let name =
      function.name.text
      + labels(function.signature.parameterClause.parameters, unlabeled: isOperator)
    let signature = [
      prefix(function.modifiers) + "func " + function.name.text
        + OpaqueParameters.clause(function.genericParameterClause, text)
        + parameters(function.signature.parameterClause, text, unlabeled: isOperator),
      function.signature.effectSpecifiers.map(text.text),
      function.signature.returnClause.map(text.text),
      function.genericWhereClause.map(text.text),
    ]
    return (.function, name, join(signature))
  }

  private static func describe(_ initializer: InitializerDeclSyntax, _ text: SignatureText)
    -> Described
  {
    let name = "init" + labels(initializer.signature.parameterClause.parameters)
    let signature = [
      prefix(initializer.modifiers) + "init" + (initializer.optionalMark?.text ?? "")
        + OpaqueParameters.clause(initializer.genericParameterClause, text)
        + parameters(initializer.signature.parameterClause, text),
      initializer.signature.effectSpecifiers.map(text.text),
      initializer.genericWhereClause.map(text.text),
    ]
    return (.initializer, name, join(signature))
  }

  private static func describe(_ decl: SubscriptDeclSyntax, _ text: SignatureText) -> Described {
    let parameters = decl.parameterClause.parameters
    let required = parameters.filter { $0.defaultValue == nil }
    let name = "subscript(" + required.map { subscriptLabel($0) + ":" }.joined() + ")"
    let clause = parameters.map { parameter in
      subscriptLabel(parameter) + ": " + text.text(of: parameter.type)
        + (parameter.ellipsis == nil ? "" : "...")
        + (parameter.defaultValue == nil ? "" : " = default")
    }
    let signature = [
      prefix(decl.modifiers) + "subscript" + (decl.genericParameterClause.map(text.text) ?? "")
        + "(" + clause.joined(separator: ", ") + ")",
      text.text(of: decl.returnClause),
      decl.genericWhereClause.map(text.text),
      accessors(of: decl.accessorBlock, modifiers: decl.modifiers, isLet: false),
    ]
    return (.subscript, name, join(signature))
  }

  private static func describe(_ macro: MacroDeclSyntax, _ text: SignatureText) -> Described {
    let parameters = macro.signature.parameterClause.parameters
    let signature = [
      "macro " + macro.name.text + (macro.genericParameterClause.map(text.text) ?? "")
        + self.parameters(macro.signature.parameterClause, text),
      macro.signature.returnClause.map(text.text),
    ]
    return (.macro, macro.name.text + labels(parameters), join(signature))
  }

  private static func describe(_ variable: VariableDeclSyntax, _ text: SignatureText) -> [Described]
  {
    let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
    return variable.bindings.compactMap { binding in
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
        return nil
      }
      let signature = [
        prefix(variable.modifiers) + "var " + name
          + (binding.typeAnnotation.map { text.text(of: $0) } ?? ": <inferred>"),
        accessors(of: binding.accessorBlock, modifiers: variable.modifiers, isLet: isLet),
      ]
      return (.property, name, join(signature))
    }
  }

  private static func describe(_ enumCase: EnumCaseDeclSyntax, _ text: SignatureText) -> [Described]
  {
    enumCase.elements.map { element in
      let labels = element.parameterClause.map { clause in
        "(" + clause.parameters.map { ($0.firstName?.text ?? "_") + ":" }.joined() + ")"
      }
      let signature = "case " + element.name.text + (element.parameterClause.map(text.text) ?? "")
      return (.enumCase, element.name.text + (labels ?? ""), signature)
    }
  }

  private static func describe(_ alias: TypeAliasDeclSyntax, _ text: SignatureText) -> Described {
    let signature =
      "typealias " + alias.name.text + (alias.genericParameterClause.map(text.text) ?? "") + " "
      + text.text(of: alias.initializer)
      + (alias.genericWhereClause.map { " " + text.text(of: $0) } ?? "")
    return (.typealias, alias.name.text, signature)
  }

  private static func describe(_ decl: AssociatedTypeDeclSyntax, _ text: SignatureText) -> Described
  {
    let signature = join([
      "associatedtype " + decl.name.text + (decl.inheritanceClause.map(text.text) ?? ""),
      decl.genericWhereClause.map(text.text),
    ])
    return (.associatedType, decl.name.text, signature)
  }

  /// `(label:label:)` for the parameters a call must spell: defaulted and variadic ones left out.
  private static func labels(_ parameters: FunctionParameterListSyntax, unlabeled: Bool = false)
    -> String
  {
    let required = parameters.filter { $0.defaultValue == nil && $0.ellipsis == nil }
    return "(" + required.map { (unlabeled ? "_" : $0.firstName.text) + ":" }.joined() + ")"
  }

  private static func parameters(
    _ clause: FunctionParameterClauseSyntax, _ text: SignatureText, unlabeled: Bool = false
  ) -> String {
    let parameters = clause.parameters.map { parameter in
      (unlabeled ? "_" : parameter.firstName.text) + ": " + text.text(of: parameter.type)
        + (parameter.ellipsis == nil ? "" : "...")
        + (parameter.defaultValue == nil ? "" : " = default")
    }
    return "(" + parameters.joined(separator: ", ") + ")"
  }

  private static func subscriptLabel(_ parameter: FunctionParameterSyntax) -> String {
    parameter.secondName == nil ? "_" : parameter.firstName.text
  }

  /// `static`, `mutating` and the like: what changes how a member is called.
  private static func prefix(_ modifiers: DeclModifierListSyntax) -> String {
    let kept: Set<String> = ["static", "class", "mutating", "nonmutating"]
    return modifiers.filter { kept.contains($0.name.text) }
      .map { ($0.name.text == "class" ? "static" : $0.name.text) + " " }.joined()
  }

  private static func accessors(
    of block: AccessorBlockSyntax?, modifiers: DeclModifierListSyntax, isLet: Bool
  ) -> String {
    if isLet || Access(modifiers).setterIsRestricted { return "{ get }" }
    guard let block else { return "{ get set }" }
    guard case .accessors(let list) = block.accessors else { return "{ get }" }
    let writes = list.contains { ["set", "_modify", "modify"].contains($0.accessorSpecifier.text) }
    let hasGetter = list.contains { ["get", "_read", "read"].contains($0.accessorSpecifier.text) }
    if !hasGetter && !writes { return "{ get set }" }  // only observers: a stored property
    return writes ? "{ get set }" : "{ get }"
  }

  private static func join(_ parts: [String?]) -> String {
    parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
  }
}
