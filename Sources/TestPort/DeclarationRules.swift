import SwiftSyntax

/// Decides what a port does with each declaration of a file, knowing which names the app
/// declares itself (its own `Image` is not SwiftUI's) and which of its types were removed.
struct DeclarationRules {
  /// Top-level type names the app's modules and stand-ins declare.
  let appTypes: Set<String>
  /// Top-level types removed from the module so far: an extension of one is removed too.
  let removedTypes: Set<String>

  /// The first name in `names` that only Apple platforms declare, where `scope` does not shadow
  /// it.
  func appleOnlyName(in names: some Sequence<TokenSyntax>, scope: LexicalScope) -> String? {
    names.lazy.map(\.text).first { name in
      AppleOnlyTypes.frameworkByType[name] != nil && !appTypes.contains(name)
        && !scope.shadowed.contains(name)
    }
  }

  /// What to do with `decl`, declared in `scope`.
  func verdict(for decl: DeclSyntax, in scope: LexicalScope) -> DeclarationVerdict {
    if let macro = decl.as(MacroExpansionDeclSyntax.self) {
      return macro.macroName.text == "Preview" ? .remove("a preview") : .keep
    }
    if let group = decl.asProtocol(DeclGroupSyntax.self) {
      return groupVerdict(group, in: scope)
    }
    if let variable = decl.as(VariableDeclSyntax.self) {
      return variableVerdict(variable, in: scope)
    }
    if let enumCase = decl.as(EnumCaseDeclSyntax.self) {
      return storedVerdict(SpelledNames(enumCase).names, what: caseName(enumCase), in: scope)
    }
    if decl.is(ImportDeclSyntax.self) || decl.is(IfConfigDeclSyntax.self) { return .keep }
    return signatureVerdict(SpelledNames.signature(of: decl).names, in: scope)
  }

  private func groupVerdict(_ group: some DeclGroupSyntax, in scope: LexicalScope)
    -> DeclarationVerdict
  {
    let inherited = group.inheritanceClause?.inheritedTypes.flatMap { SpelledNames($0).names } ?? []
    if let name = appleOnlyName(in: inherited, scope: scope) {
      // A view is removed for what it is; only other Apple-only names are worth listing.
      guard !AppleOnlyTypes.viewProtocols.contains(name) else {
        return .remove("a view: conforms to \(AppleOnlyTypes.describe(name))")
      }
      return .remove("inherits \(AppleOnlyTypes.describe(name))", naming: name)
    }
    if let ext = group.as(ExtensionDeclSyntax.self), let base = extendedBase(ext) {
      if removedTypes.contains(base.text) {
        return .remove("extends `\(base.text)`, which was removed")
      }
      if let name = appleOnlyName(in: [base], scope: scope) {
        return .remove("extends \(AppleOnlyTypes.describe(name))", naming: name)
      }
    }
    return signatureVerdict(SpelledNames.signature(of: group).names, in: scope)
  }

  private func extendedBase(_ ext: ExtensionDeclSyntax) -> TokenSyntax? {
    SpelledNames(ext.extendedType).names.first
  }

  private func variableVerdict(_ variable: VariableDeclSyntax, in scope: LexicalScope)
    -> DeclarationVerdict
  {
    let isStatic = variable.modifiers.contains { ["static", "class"].contains($0.name.text) }
    let attributes = SpelledNames(variable.attributes).names
    guard !scope.isTopLevel, !isStatic, variable.bindings.allSatisfy(Self.isStored) else {
      // A computed, static or global property's value is code: the file-wide scan judges it.
      let annotations = variable.bindings.compactMap(\.typeAnnotation)
      return signatureVerdict(
        attributes + annotations.flatMap { SpelledNames($0).names }, in: scope)
    }
    // An instance's stored property: with no annotation, its value says what it stores.
    let stored = variable.bindings.flatMap { SpelledNames($0).names }
    return storedVerdict(attributes + stored, what: bindingNames(variable), in: scope)
  }

  /// Whether `binding` holds storage: no accessors, or only `willSet`/`didSet` observers.
  static func isStored(_ binding: PatternBindingSyntax) -> Bool {
    guard let block = binding.accessorBlock else { return true }
    guard case .accessors(let accessors) = block.accessors else { return false }
    return accessors.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
  }

  private func storedVerdict(_ names: [TokenSyntax], what: String, in scope: LexicalScope)
    -> DeclarationVerdict
  {
    guard let name = appleOnlyName(in: names, scope: scope) else { return .keep }
    return .leaveFileOut(
      "`\(scope.qualified(what))` stores \(AppleOnlyTypes.describe(name))", naming: name)
  }

  private func signatureVerdict(_ names: [TokenSyntax], in scope: LexicalScope)
    -> DeclarationVerdict
  {
    appleOnlyName(in: names, scope: scope).map {
      .remove("names \(AppleOnlyTypes.describe($0))", naming: $0)
    } ?? .keep
  }

  private func bindingNames(_ variable: VariableDeclSyntax) -> String {
    variable.bindings.map(\.pattern.trimmedDescription).joined(separator: ", ")
  }

  private func caseName(_ enumCase: EnumCaseDeclSyntax) -> String {
    enumCase.elements.map(\.name.text).joined(separator: ", ")
  }
}
