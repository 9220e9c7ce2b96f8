import SwiftSyntax
import SwiftSyntaxBuilder

/// One case of a `@Reducer enum`, with the role that decides what the macro generates for it.
struct ReducerCase {
  /// What a case contributes to the generated reducer.
  enum Role {
    /// A child feature, `case a(A)`: its state and action are `A.State` and `A.Action`, and
    /// `reducer` is the expression that builds `A`.
    case feature(type: String, reducer: String)
    /// An alert or a confirmation dialog, `case a(AlertState<X>)`: it keeps its state type and
    /// its action is `action` (`X`); it has no reducer.
    case ephemeral(action: String)
    /// A case with no reducer: it keeps its payloads and its action is `Never`, unless the enum's
    /// own `Action` declares one.
    case ignored
  }

  /// The case as the enum declares it.
  let element: EnumCaseElementSyntax
  /// What the case contributes.
  let role: Role
  /// The single payload type that the enum's own `Action` declares for this case, if any.
  let declaredAction: String?

  /// The case's name as written, backticks included.
  var name: String { element.name.text }
}

extension ReducerCase {
  /// The cases of `enumDecl` in declaration order, matched against the enum's own `Action`.
  static func cases(of enumDecl: EnumDeclSyntax) -> [ReducerCase] {
    let declaredActions =
      enumDecl.memberBlock.members.nestedEnum(named: "Action").map(singlePayloadTypes) ?? [:]
    return enumDecl.memberBlock.members.flatMap { item -> [ReducerCase] in
      guard let caseDecl = item.decl.as(EnumCaseDeclSyntax.self) else { return [] }
      return caseDecl.elements.map { element in
        ReducerCase(
          element: element,
          role: role(of: element, markedWith: caseDecl.attributes),
          declaredAction: declaredActions[element.name.trimmedText]
        )
      }
    }
  }

  /// The role of `element`: ignored when marked so or without exactly one payload, ephemeral for an
  /// alert or dialog payload (or when marked so), a feature for a payload named by a plain type.
  private static func role(
    of element: EnumCaseElementSyntax, markedWith attributes: AttributeListSyntax
  ) -> Role {
    guard !attributes.contains(attributeNamed: "ReducerCaseIgnored"),
      let parameters = element.parameterClause?.parameters, parameters.count == 1,
      let payload = parameters.first
    else { return .ignored }
    if let action = payload.type.ephemeralAction {
      return .ephemeral(action: action)
    }
    let type = payload.type.trimmedDescription
    if attributes.contains(attributeNamed: "ReducerCaseEphemeral") {
      return .ephemeral(action: "\(type).Action")
    }
    guard payload.type.is(IdentifierTypeSyntax.self) || payload.type.is(MemberTypeSyntax.self)
    else { return .ignored }
    return .feature(
      type: type, reducer: payload.defaultValue?.value.trimmedDescription ?? "\(type)()")
  }

  /// The payload type of each single-payload case of an enum, by case name.
  private static func singlePayloadTypes(of actionEnum: EnumDeclSyntax) -> [String: String] {
    var types: [String: String] = [:]
    for item in actionEnum.memberBlock.members {
      for element in item.decl.as(EnumCaseDeclSyntax.self)?.elements ?? [] {
        guard let parameters = element.parameterClause?.parameters, parameters.count == 1,
          let payload = parameters.first
        else { continue }
        types[element.name.trimmedText] = payload.type.trimmedDescription
      }
    }
    return types
  }
}

extension ReducerCase {
  /// The case of the generated `State` enum.
  var stateCase: String {
    guard case .feature(let type, _) = role else { return "case \(element.trimmedDescription)" }
    return "case \(element.withPayloadType("\(type).State"))"
  }

  /// The case of the generated `Action` enum.
  var actionCase: String {
    switch role {
    case .feature(let type, _): "case \(element.withPayloadType("\(type).Action"))"
    case .ephemeral(let action): "case \(element.withPayloadType(action))"
    case .ignored: "case \(name)(Swift.Never)"
    }
  }

  /// The `.ifCaseLet` that runs a feature case's child reducer in the generated `body`, or nil for
  /// a case without a reducer.
  var ifCaseLet: String? {
    guard case .feature(_, let reducer) = role else { return nil }
    return
      ".ifCaseLet(\\Self.State.Cases.\(name), action: \\Self.Action.Cases.\(name)) {\n\(reducer)\n}"
  }

  /// The state and action types of the child store an ignored case gets when the enum's own
  /// `Action` declares its action; nil for every other case.
  private var ignoredStoreTypes: (state: String, action: String)? {
    guard case .ignored = role, let declaredAction,
      let parameters = element.parameterClause?.parameters,
      parameters.count == 1, let payload = parameters.first
    else { return nil }
    return (payload.type.trimmedDescription, declaredAction)
  }

  /// The case of the generated `CaseScope` enum: a child store for a feature case (or an ignored
  /// case whose action the enum declares), the raw payloads otherwise.
  var scopeCase: String {
    if case .feature(let type, _) = role {
      return "case \(name)(ComposableRuntime.StoreOf<\(type)>)"
    }
    if let (state, action) = ignoredStoreTypes {
      return "case \(name)(ComposableRuntime.Store<\(state), \(action)>)"
    }
    return "case \(element.trimmedDescription)"
  }

  /// The `switch store.state` clause of the generated `scope(_:)` for this case.
  var scopeSwitchCase: String {
    if case .feature = role {
      return scopedStoreClause
    }
    if ignoredStoreTypes != nil {
      return scopedStoreClause
    }
    guard let parameters = element.parameterClause?.parameters, !parameters.isEmpty else {
      return "case .\(name):\nreturn .\(name)\(element.parameterClause == nil ? "" : "()")"
    }
    let bindings = (0..<parameters.count).map { "v\($0)" }
    let arguments = zip(parameters, bindings).map { parameter, binding in
      guard let label = parameter.firstName, label.tokenKind != .wildcard else { return binding }
      return "\(label.text): \(binding)"
    }
    return
      "case let .\(name)(\(bindings.joined(separator: ", "))):\nreturn .\(name)(\(arguments.joined(separator: ", ")))"
  }

  /// The clause that scopes the store down to this case's child store.
  private var scopedStoreClause: String {
    "case .\(name):\nreturn .\(name)(store.scope(state: \\.\(name), action: \\.\(name))!)"
  }
}

extension TypeSyntax {
  /// `X` for an `AlertState<X>` or a `ConfirmationDialogState<X>` (bare or module-qualified),
  /// nil for any other type.
  fileprivate var ephemeralAction: String? {
    let ephemeralNames = ["AlertState", "ConfirmationDialogState"]
    let (name, generics): (String?, GenericArgumentClauseSyntax?) =
      if let type = self.as(IdentifierTypeSyntax.self) {
        (type.name.trimmedText, type.genericArgumentClause)
      } else if let type = self.as(MemberTypeSyntax.self) {
        (type.name.trimmedText, type.genericArgumentClause)
      } else {
        (nil, nil)
      }
    guard let name, ephemeralNames.contains(name), let arguments = generics?.arguments,
      arguments.count == 1
    else { return nil }
    return arguments.first?.argument.trimmedDescription
  }
}

extension EnumCaseElementSyntax {
  /// The element as written, with its single payload's type replaced by `type` and its default
  /// value dropped (`case a(A = A(x: 1))` with `A.State` gives `a(A.State)`).
  fileprivate func withPayloadType(_ type: String) -> String {
    guard var clause = parameterClause, var payload = clause.parameters.first else {
      return trimmedDescription
    }
    payload.type = TypeSyntax("\(raw: type)")
    payload.defaultValue = nil
    clause.parameters = [payload]
    return with(\.parameterClause, clause).trimmedDescription
  }
}
