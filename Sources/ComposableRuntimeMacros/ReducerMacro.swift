import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Reducer` on a struct: `Reducer` conformance, `@CasePathable` actions, `@ReducerBuilder` on
/// `body`, and the State, Action and body of a reducer that declares none. On an enum of features:
/// `CaseReducer` conformance and the State, Action, static body, CaseScope and `scope(_:)` built
/// from its cases.
public enum ReducerMacro {}

extension ReducerMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    if declaration.is(EnumDeclSyntax.self) {
      let missing = ["CaseReducer", "Reducer"].filter(protocols.contains(protocolNamed:))
      guard !missing.isEmpty else { return [] }
      let conformances = missing.map { "ComposableRuntime.\($0)" }.joined(separator: ", ")
      return [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: conformances) {}")]
    }
    guard declaration.is(StructDeclSyntax.self), !declaration.inheritanceClause.inherits("Reducer"),
      protocols.contains(protocolNamed: "Reducer")
    else { return [] }
    return [try ExtensionDeclSyntax("extension \(type.trimmed): ComposableRuntime.Reducer {}")]
  }
}

extension ReducerMacro: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    if let enumDecl = member.as(EnumDeclSyntax.self) {
      return attributes(forNestedEnum: enumDecl, inStruct: declaration.is(StructDeclSyntax.self))
    }
    guard declaration.is(StructDeclSyntax.self) else { return [] }
    if let variable = member.as(VariableDeclSyntax.self), variable.singleName == "body",
      variable.bindingSpecifier.tokenKind == .keyword(.var),
      !variable.attributes.contains(attributeNamed: "ReducerBuilder")
    {
      let (state, action) = builderTypes(of: variable)
      return ["@ComposableRuntime.ReducerBuilder<\(raw: state), \(raw: action)>"]
    }
    return []
  }

  /// `@CasePathable` for `Action`, and `@_CasePathTable` when it is a struct's and its case paths
  /// are the macro's; `@CasePathable @dynamicMemberLookup` for an enum `State`.
  ///
  /// A `@Reducer enum`'s own `Action` gets no table: more extension macros on enums nested in
  /// `@Reducer enum` expansions risk the compiler crash described at `casePathableConformances`.
  private static func attributes(forNestedEnum enumDecl: EnumDeclSyntax, inStruct: Bool)
    -> [AttributeSyntax]
  {
    let name = enumDecl.name.trimmedText
    guard name == "State" || name == "Action" else { return [] }
    var attributes: [AttributeSyntax] = []
    let declaresCasePaths = enumDecl.inheritanceClause.inherits("CasePathable")
    if !enumDecl.attributes.contains(attributeNamed: "CasePathable"), !declaresCasePaths {
      attributes.append("@CasePaths.CasePathable")
    }
    if name == "Action", inStruct, !declaresCasePaths,
      !enumDecl.attributes.contains(attributeNamed: "_CasePathTable")
    {
      attributes.append("@ComposableRuntime._CasePathTable")
    }
    if name == "State", !enumDecl.attributes.contains(attributeNamed: "dynamicMemberLookup") {
      attributes.append("@dynamicMemberLookup")
    }
    return attributes
  }

  /// The builder's types: `S, A` from `some Reducer<S, A>`, `R.State, R.Action` from
  /// `some ReducerOf<R>`, else `Self.State, Self.Action`.
  static func builderTypes(of body: VariableDeclSyntax) -> (String, String) {
    let fallback = ("Self.State", "Self.Action")
    guard let someType = body.bindings.first?.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self),
      let named = someType.constraint.as(IdentifierTypeSyntax.self),
      let arguments = named.genericArgumentClause?.arguments.map({ $0.argument.trimmedDescription })
    else { return fallback }
    switch (named.name.trimmedText, arguments.count) {
    case ("Reducer", 2): return (arguments[0], arguments[1])
    case ("ReducerOf", 1): return ("\(arguments[0]).State", "\(arguments[0]).Action")
    default: return fallback
    }
  }
}

extension ReducerMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return enumMembers(of: enumDecl)
    }
    guard declaration.is(StructDeclSyntax.self) else {
      context.diagnose(Diagnostic(node: node, message: ReducerDiagnostic.onlyStructsAndEnums))
      return []
    }
    let members = declaration.memberBlock.members
    let declared = members.declaredTypeNames
    let body = members.variable(named: "body")
    var generated: [DeclSyntax] = []
    if !suppressesGeneratedTypes(body) {
      if !declared.contains("State") {
        generated.append(
          """
          @ComposableRuntime.ObservableState
          struct State: Codable, Equatable, Hashable, Sendable {
            init() {}
          }
          """)
      }
      if !declared.contains("Action") {
        generated.append("enum Action: Equatable, Hashable, Sendable {}")
      }
    }
    if body == nil, !members.containsFunction(named: "reduce") {
      generated.append("let body = ComposableRuntime.EmptyReducer<State, Action>()")
    }
    return generated
  }

  /// Whether `body` fixes the reducer's types itself: a `let`, or `some Reducer<S, A>`.
  private static func suppressesGeneratedTypes(_ body: VariableDeclSyntax?) -> Bool {
    guard let body else { return false }
    if body.bindingSpecifier.tokenKind == .keyword(.let) { return true }
    return builderTypes(of: body) != ("Self.State", "Self.Action")
      && !(body.bindings.first?.typeAnnotation?.type.trimmedDescription.contains("ReducerOf")
        ?? false)
  }
}

/// What `@Reducer` reports about a declaration it cannot expand.
enum ReducerDiagnostic: String, DiagnosticMessage {
  case onlyStructsAndEnums

  var message: String {
    switch self {
    case .onlyStructsAndEnums: "'@Reducer' applies to structs and enums"
    }
  }
  var diagnosticID: MessageID { MessageID(domain: "ComposableRuntimeMacros", id: rawValue) }
  var severity: DiagnosticSeverity { .error }
}
