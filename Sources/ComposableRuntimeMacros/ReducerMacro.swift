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
    guard declaration.is(StructDeclSyntax.self), let variable = member.as(VariableDeclSyntax.self),
      variable.singleName == "body", isComputedGetter(variable),
      !variable.attributes.contains(attributeNamed: "ReducerBuilder"),
      let (state, action) = builderTypes(of: variable)
    else { return [] }
    return ["@ComposableRuntime.ReducerBuilder<\(raw: state), \(raw: action)>"]
  }

  /// A `var` whose one binding is computed by a getter: what a result builder can apply to.
  private static func isComputedGetter(_ variable: VariableDeclSyntax) -> Bool {
    guard variable.bindingSpecifier.tokenKind == .keyword(.var),
      let accessors = variable.bindings.first?.accessorBlock?.accessors
    else { return false }
    if case .getter = accessors { return true }
    if case .accessors(let list) = accessors {
      return list.allSatisfy { $0.accessorSpecifier.tokenKind == .keyword(.get) }
    }
    return false
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

  /// The builder's types: `S, A` from `some Reducer<S, A>` (any two arguments), `R.State,
  /// R.Action` from `some ReducerOf<R>` (any one argument), else none: `body` then gets no builder.
  static func builderTypes(of body: VariableDeclSyntax) -> (String, String)? {
    guard let someType = body.bindings.first?.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self),
      let named = someType.constraint.as(IdentifierTypeSyntax.self),
      let arguments = named.genericArgumentClause?.arguments.map({ $0.argument.trimmedDescription })
    else { return nil }
    switch arguments.count {
    case 1: return ("\(arguments[0]).State", "\(arguments[0]).Action")
    case 2: return (arguments[0], arguments[1])
    default: return nil
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
      return enumMembers(of: enumDecl, arguments: SynthesizedConformances(node))
    }
    guard declaration.is(StructDeclSyntax.self) else {
      context.diagnose(Diagnostic(node: node, message: ReducerDiagnostic.onlyStructsAndEnums))
      return []
    }
    if let arguments = node.arguments {
      context.diagnose(Diagnostic(node: arguments, message: ReducerDiagnostic.argumentsOnStruct))
    }
    return structMembers(
      of: declaration.memberBlock.members, access: declaration.modifiers.propagatedAccess)
  }

  /// What a struct lacks, as TCA's macro decides it: `State` and `Action` unless the struct
  /// declares them or fixes its types itself (see `fixesItsTypes`), `body` unless it has one or a
  /// `reduce(into:action:)`; each with the struct's `public` or `package`.
  private static func structMembers(of members: MemberBlockItemListSyntax, access: String)
    -> [DeclSyntax]
  {
    let declared = members.declaredTypeNames
    let hasReduce = members.containsReduceMethod
    let fixesTypes = hasReduce || members.fixesItsTypes
    var generated: [DeclSyntax] = []
    if !declared.contains("State"), !fixesTypes {
      generated.append(
        """
        @ComposableRuntime.ObservableState
        \(raw: access)struct State: Codable, Equatable, Hashable, Sendable {
          \(raw: access)init() {}
        }
        """)
    }
    if !declared.contains("Action"), !fixesTypes {
      generated.append("\(raw: access)enum Action: Equatable, Hashable, Sendable {}")
    }
    if !hasReduce, members.variable(named: "body") == nil {
      generated.append("\(raw: access)let body = ComposableRuntime.EmptyReducer<State, Action>()")
    }
    return generated
  }
}

/// What `@Reducer` reports about a declaration it cannot expand.
enum ReducerDiagnostic: String, DiagnosticMessage {
  case onlyStructsAndEnums
  case argumentsOnStruct

  var message: String {
    switch self {
    case .onlyStructsAndEnums: "'@Reducer' applies to structs and enums"
    case .argumentsOnStruct:
      "'@Reducer' on a struct takes no arguments: 'state:' and 'action:' shape an enum reducer's generated types"
    }
  }
  var diagnosticID: MessageID { MessageID(domain: "ComposableRuntimeMacros", id: rawValue) }
  var severity: DiagnosticSeverity { .error }
}
