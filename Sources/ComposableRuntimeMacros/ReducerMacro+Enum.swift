import SwiftSyntax
import SwiftSyntaxBuilder

extension ReducerMacro {
  /// The members `@Reducer` gives an enum of features: `State`, `Action`, a static `body`,
  /// `CaseScope` and `scope(_:)`, each unless the enum already declares it.
  static func enumMembers(of enumDecl: EnumDeclSyntax, arguments: SynthesizedConformances)
    -> [DeclSyntax]
  {
    let cases = ReducerCase.cases(of: enumDecl)
    let access = enumDecl.modifiers.propagatedAccess
    let members = enumDecl.memberBlock.members
    let declared = members.declaredTypeNames
    var generated: [DeclSyntax] = []
    if !declared.contains("State") {
      generated.append(
        stateEnum(
          of: cases, reducer: enumDecl.name.trimmedDescription, access: access,
          extra: arguments.state))
    }
    if !declared.contains("Action") {
      generated.append(actionEnum(of: cases, access: access, extra: arguments.action))
    }
    if members.variable(named: "body") == nil {
      generated.append(staticBody(of: cases, access: access))
    }
    if !declared.contains("CaseScope") {
      generated.append(caseScopeEnum(of: cases, access: access))
    }
    if !members.containsFunction(named: "scope") {
      generated.append(scopeFunction(of: cases, access: access))
    }
    return generated
  }

  /// The conformances that `@CasePathable` would add to a generated enum in an extension.
  ///
  /// The generated `State` and `Action` spell out the conformances their own macros would add,
  /// which leaves those macros' extension roles nothing to do: Swift 6.3.1 crashes (signal 11 in
  /// `TypeCheckPrimaryFileRequest`) on files where extension macros expand on enums nested in
  /// several `@Reducer enum` expansions.
  private static let casePathableConformances = "CasePaths.CasePathable, CasePaths.CasePathIterable"

  /// The observable, case-pathable `State` enum: one case per case of the reducer enum, a feature's
  /// holding its `State`.
  private static func stateEnum(
    of cases: [ReducerCase], reducer: String, access: String, extra: [String]
  ) -> DeclSyntax {
    block(
      "@CasePaths.CasePathable @dynamicMemberLookup @ComposableRuntime.ObservableState\n"
        + "\(access)enum State: ComposableRuntime.CaseReducerState, ComposableRuntime.ObservableState, "
        + casePathableConformances + extra.map { ", \($0)" }.joined(),
      ["\(access)typealias StateReducer = \(reducer)"] + cases.map(\.stateCase)
    )
  }

  /// The case-pathable `Action` enum: one case per case of the reducer enum, and its case path
  /// table (written out: see `casePathableConformances`).
  private static func actionEnum(of cases: [ReducerCase], access: String, extra: [String])
    -> DeclSyntax
  {
    block(
      "@CasePaths.CasePathable\n\(access)enum Action: \(casePathableConformances), ComposableRuntime._CasePathTable"
        + extra.map { ", \($0)" }.joined(),
      cases.map(\.actionCase) + [
        CasePathTableMacro.lookupFunction(caseNames: cases.map(\.name), access: access).description
      ]
    )
  }

  /// The static `body`: an `EmptyReducer` followed by one `.ifCaseLet` per feature case.
  private static func staticBody(of cases: [ReducerCase], access: String) -> DeclSyntax {
    block(
      "@ComposableRuntime.ReducerBuilder<Self.State, Self.Action>\n"
        + "\(access)static var body: some ComposableRuntime.Reducer<Self.State, Self.Action>",
      ["ComposableRuntime.EmptyReducer<Self.State, Self.Action>()"] + cases.compactMap(\.ifCaseLet)
    )
  }

  /// The `CaseScope` enum that `store.case` returns: a child store per feature case, the raw
  /// payloads of the others.
  private static func caseScopeEnum(of cases: [ReducerCase], access: String) -> DeclSyntax {
    block("\(access)enum CaseScope", cases.map(\.scopeCase))
  }

  /// The `scope(_:)` function that turns a store of the reducer into its current `CaseScope`.
  private static func scopeFunction(of cases: [ReducerCase], access: String) -> DeclSyntax {
    block(
      "@MainActor\n"
        + "\(access)static func scope(_ store: ComposableRuntime.Store<Self.State, Self.Action>) -> CaseScope",
      ["switch store.state {"] + cases.map(\.scopeSwitchCase) + ["}"]
    )
  }

  /// `header { lines }`, one line each (or `header {}` without lines); the lines are written
  /// unindented, for the expansion's formatting to indent.
  private static func block(_ header: String, _ lines: [String]) -> DeclSyntax {
    guard !lines.isEmpty else { return "\(raw: header) {}" }
    return "\(raw: header) {\n\(raw: lines.joined(separator: "\n"))\n}"
  }
}

/// The conformances `@Reducer(state: .equatable, action: .sendable)` asks of the `State` and
/// `Action` an enum reducer generates: each argument's member name, capitalized.
struct SynthesizedConformances {
  var state: [String] = []
  var action: [String] = []

  /// The arguments of `attribute`: those after `state:` (up to `action:`) and after `action:`.
  init(_ attribute: AttributeSyntax) {
    guard case .argumentList(let arguments) = attribute.arguments else { return }
    var inAction = false
    for argument in arguments {
      if let label = argument.label?.text { inAction = label == "action" }
      guard let member = argument.expression.as(MemberAccessExprSyntax.self) else { continue }
      let name = member.declName.baseName.text
      let conformance = name.prefix(1).uppercased() + name.dropFirst()
      if inAction { action.append(conformance) } else { state.append(conformance) }
    }
  }
}
