import SwiftSyntax

extension AttributeListSyntax {
  /// Whether an attribute named `name` (written bare or module-qualified) is in the list.
  func contains(attributeNamed name: String) -> Bool {
    contains { element in
      guard case .attribute(let attribute) = element else { return false }
      return attribute.attributeName.baseName == name
    }
  }
}

extension TypeSyntax {
  /// The last name of a possibly qualified, possibly generic type: `ReducerBuilder` for
  /// `ComposableArchitecture.ReducerBuilder<State, Action>`.
  var baseName: String {
    if let member = self.as(MemberTypeSyntax.self) { return member.name.trimmedText }
    if let identifier = self.as(IdentifierTypeSyntax.self) { return identifier.name.trimmedText }
    return trimmedDescription
  }
}

extension InheritanceClauseSyntax? {
  /// Whether the clause names `type` (bare or module-qualified).
  func inherits(_ type: String) -> Bool {
    self?.inheritedTypes.contains {
      $0.type.trimmedDescription.split(separator: ".").last.map(String.init) == type
    } ?? false
  }
}

extension VariableDeclSyntax {
  /// The identifier of a single-binding declaration.
  var singleName: String? {
    guard bindings.count == 1 else { return nil }
    return bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedText
  }

  /// Whether the declaration has `modifier` (`static`, `lazy`, …).
  func has(modifier: Keyword) -> Bool {
    modifiers.contains { $0.name.tokenKind == .keyword(modifier) }
  }

  /// Whether this is a stored instance `var` with a single identifier and no accessors or
  /// observers, which an observation macro may take over.
  var isStoredInstanceVar: Bool {
    bindingSpecifier.tokenKind == .keyword(.var) && !has(modifier: .static)
      && !has(modifier: .class)
      && !has(modifier: .lazy) && singleName != nil && bindings.first?.accessorBlock == nil
  }
}

extension TokenSyntax {
  /// The identifier's text without backticks.
  var trimmedText: String {
    text.filter { $0 != "`" }
  }
}

extension MemberBlockItemListSyntax {
  /// The names of the nested types and typealiases declared in the block.
  var declaredTypeNames: Set<String> {
    Set(
      compactMap { item -> String? in
        let decl = item.decl
        if let declaration = decl.as(StructDeclSyntax.self) { return declaration.name.trimmedText }
        if let declaration = decl.as(EnumDeclSyntax.self) { return declaration.name.trimmedText }
        if let declaration = decl.as(ClassDeclSyntax.self) { return declaration.name.trimmedText }
        if let declaration = decl.as(TypeAliasDeclSyntax.self) {
          return declaration.name.trimmedText
        }
        return nil
      })
  }

  /// The `var`/`let` declaration named `name`, if any.
  func variable(named name: String) -> VariableDeclSyntax? {
    lazy.compactMap { $0.decl.as(VariableDeclSyntax.self) }.first { $0.singleName == name }
  }

  /// Whether the block declares `reduce(into:action:)` as TCA's macro recognizes it: two
  /// parameters, `into` an `inout`, then `action`, neither `async` nor `throws`, returning a
  /// type named without a module (`Effect<Action>`, `EffectOf<Self>`).
  var containsReduceMethod: Bool {
    contains { item in
      guard let method = item.decl.as(FunctionDeclSyntax.self), method.name.text == "reduce"
      else { return false }
      let parameters = Array(method.signature.parameterClause.parameters)
      return parameters.count == 2 && parameters[0].firstName.text == "into"
        && parameters[0].type.as(AttributedTypeSyntax.self)?.specifiers.contains {
          $0.as(SimpleTypeSpecifierSyntax.self)?.specifier.tokenKind == .keyword(.inout)
        } == true
        && parameters[1].firstName.text == "action" && method.signature.effectSpecifiers == nil
        && method.signature.returnClause?.type.is(IdentifierTypeSyntax.self) == true
    }
  }

  /// Whether a stored property has an initial value, or a property's type is `some`/`any`
  /// `Reducer…` or `ReducerOf…`: the reducer's types then come from there, and `@Reducer` makes
  /// no `State` or `Action` (TCA's rule, kept as it is).
  var fixesItsTypes: Bool {
    let bindings = flatMap { $0.decl.as(VariableDeclSyntax.self)?.bindings ?? [] }
    return bindings.contains { binding in
      if binding.initializer != nil { return true }
      guard let constraint = binding.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self)?.constraint
      else { return false }
      return ["Reducer", "ReducerOf"].contains(constraint.baseName)
    }
  }

  /// Whether a function named `name` is declared.
  func containsFunction(named name: String) -> Bool {
    contains { $0.decl.as(FunctionDeclSyntax.self)?.name.trimmedText == name }
  }
}

extension MemberBlockItemListSyntax {
  /// The nested `enum` declaration named `name`, if any.
  func nestedEnum(named name: String) -> EnumDeclSyntax? {
    lazy.compactMap { $0.decl.as(EnumDeclSyntax.self) }.first { $0.name.trimmedText == name }
  }
}

extension DeclModifierListSyntax {
  /// The `public ` or `package ` prefix that members generated inside the declaration repeat, or
  /// nothing for a narrower access level.
  var propagatedAccess: String {
    let keywords: [Keyword] = [.public, .package]
    guard
      let access = first(where: { modifier in
        keywords.contains { modifier.name.tokenKind == .keyword($0) }
      })
    else { return "" }
    return "\(access.name.text) "
  }
}

extension [TypeSyntax] {
  /// Whether the list names the protocol `name` (bare or module-qualified).
  func contains(protocolNamed name: String) -> Bool {
    contains { $0.trimmedDescription.split(separator: ".").last.map(String.init) == name }
  }
}
