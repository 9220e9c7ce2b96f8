import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@ViewAction(for: Feature.self)`: conforms the type to `ViewActionSending`, which needs a
/// `store` property; without one, says so.
public struct ViewActionMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard hasStoreProperty(declaration.memberBlock.members) else {
      context.diagnose(Diagnostic(node: node, message: ViewActionDiagnostic.noStore))
      return []
    }
    return [
      try ExtensionDeclSyntax("extension \(type.trimmed): ComposableRuntime.ViewActionSending {}")
    ]
  }

  /// Whether the members declare a property named `store`.
  static func hasStoreProperty(_ members: MemberBlockItemListSyntax) -> Bool {
    members.contains { member in
      member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "store"
      } ?? false
    }
  }
}

/// What `@ViewAction` reports about a declaration it cannot expand.
enum ViewActionDiagnostic: String, DiagnosticMessage {
  case noStore

  var message: String {
    "'@ViewAction' needs a 'store' property holding the feature's store"
  }
  var diagnosticID: MessageID { MessageID(domain: "ComposableRuntimeMacros", id: rawValue) }
  var severity: DiagnosticSeverity { .error }
}
