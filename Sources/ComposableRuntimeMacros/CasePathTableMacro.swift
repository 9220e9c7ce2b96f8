import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@_CasePathTable` on a `@CasePathable` enum: conformance to `_CasePathTable` and the
/// `_$casePath(at:)` that hands out the case path and name of each case by its case key path.
public enum CasePathTableMacro {}

extension CasePathTableMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let enumDecl = declaration.as(EnumDeclSyntax.self) else { return [] }
    let access = enumDecl.modifiers.propagatedAccess
    return [lookupFunction(caseNames: enumDecl.caseElements.map(\.name.text), access: access)]
      + bindingAccessor(of: enumDecl, access: access)
  }

  /// For a `BindableAction` with a `binding(…)` case, the `binding` requirement read by pattern
  /// matching, which is a tag compare; the protocol's default finds the case by reflecting over
  /// the enum on every action.
  static func bindingAccessor(of enumDecl: EnumDeclSyntax, access: String) -> [DeclSyntax] {
    guard enumDecl.inheritanceClause.inherits("BindableAction"),
      enumDecl.memberBlock.members.variable(named: "binding") == nil,
      let binding = enumDecl.caseElements.first(where: { $0.name.text == "binding" }),
      let parameters = binding.parameterClause?.parameters, parameters.count == 1,
      let payload = parameters.first, payload.firstName == nil
    else { return [] }
    return [
      """
      \(raw: access)var binding: \(payload.type.trimmed)? {
        guard case let .binding(action) = self else { return nil }
        return action
      }
      """
    ]
  }

  /// `_$casePath(at:)` for an enum with the cases `caseNames`: one comparison per case.
  static func lookupFunction(caseNames: [String], access: String) -> DeclSyntax {
    KeyPathLookup.function(
      "\(access)static func _$casePath(at keyPath: Swift.AnyKeyPath) -> ComposableRuntime._CaseTableEntry?",
      caseNames.map { name in
        let bare = name.filter { $0 != "`" }
        return (
          "\\CasePaths.Case<Self>.\(name)",
          "ComposableRuntime._CaseTableEntry(Self.allCasePaths.\(name), name: \"\(bare)\")"
        )
      }
    )
  }
}

extension CasePathTableMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(EnumDeclSyntax.self), protocols.contains(protocolNamed: "_CasePathTable")
    else { return [] }
    return [
      try ExtensionDeclSyntax("extension \(type.trimmed): ComposableRuntime._CasePathTable {}")
    ]
  }
}
