import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ObservableState` on a struct or an enum: an identity (`_$id`, `_$willModify()`), a registrar
/// for a struct's tracked fields, and conformance to `ObservableState`.
public enum ObservableStateMacro {}

extension ObservableStateMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return enumMembers(enumDecl)
    }
    let tracked = trackedNames(of: declaration.memberBlock.members)
    return [
      "var _$observationRegistrar = ComposableRuntime.ObservationStateRegistrar()",
      """
      public var _$id: ComposableRuntime.ObservableStateID {
        _$observationRegistrar.id
      }
      """,
      """
      public mutating func _$willModify() {
        _$observationRegistrar._$willModify()
      }
      """,
    ] + trackedKeyPaths(of: tracked) + [modifiers(of: tracked), setters(of: tracked)]
  }

  /// `_$trackedKeyPaths` and `_$trackedNames`: a key path and a name per property the macro
  /// tracks, in the same order.
  private static func trackedKeyPaths(of names: [String]) -> [DeclSyntax] {
    let list = names.map { "\\Self.\($0)" }.joined(separator: ", ")
    let quoted = names.map { "\"\($0)\"" }.joined(separator: ", ")
    return [
      "public static var _$trackedKeyPaths: [Swift.PartialKeyPath<Self>] { [\(raw: list)] }",
      "public static var _$trackedNames: [Swift.String] { [\(raw: quoted)] }",
    ]
  }

  /// `_$modifier(at:)`: for each tracked property, a `_StateModifier` that edits it in place
  /// through its `_modify` accessor (a key path would get and set it, copying its value).
  private static func modifiers(of names: [String]) -> DeclSyntax {
    KeyPathLookup.function(
      "public static func _$modifier(at keyPath: Swift.AnyKeyPath) -> (any Swift.Sendable)?",
      names.map {
        (
          "\\Self.\($0)",
          "ComposableRuntime._StateModifier(\\Self.\($0)) { state, body in body(&state.\($0)) }"
        )
      }
    )
  }

  /// `_$setter(at:)`: for each tracked property, a `_StateSetter` that assigns it through its
  /// setter, as `=` does (an equal value notifies no one), without a key path's write-back buffer.
  private static func setters(of names: [String]) -> DeclSyntax {
    KeyPathLookup.function(
      "public static func _$setter(at keyPath: Swift.AnyKeyPath) -> (any Swift.Sendable)?",
      names.map {
        (
          "\\Self.\($0)",
          "ComposableRuntime._StateSetter(\\Self.\($0)) { state, value in state.\($0) = value }"
        )
      }
    )
  }

  /// The names of the stored properties the macro tracks.
  private static func trackedNames(of members: MemberBlockItemListSyntax) -> [String] {
    members.compactMap { member -> String? in
      guard let variable = member.decl.as(VariableDeclSyntax.self), variable.isStoredInstanceVar,
        !isExcluded(variable)
      else { return nil }
      return variable.singleName
    }
  }

  /// An enum's identity is its case plus its payload's identity: a case with exactly one
  /// payload takes the payload's `_$id` (fresh for a non-observable one), any other case a fresh
  /// id; `_$willModify()` forwards to a single payload.
  private static func enumMembers(_ enumDecl: EnumDeclSyntax) -> [DeclSyntax] {
    let cases = enumDecl.caseElements
    guard !cases.isEmpty else {
      return [
        "public var _$id: ComposableRuntime.ObservableStateID { ComposableRuntime.ObservableStateID() }",
        "public mutating func _$willModify() {}",
      ]
    }
    var idCases: [String] = []
    var modifyCases: [String] = []
    for (tag, element) in cases.enumerated() {
      let name = element.name.trimmedDescription
      if element.parameterClause?.parameters.count == 1 {
        idCases.append(
          "case let .\(name)(payload): return ComposableRuntime.ObservableStateID._$id(for: payload)._$tag(\(tag))"
        )
        modifyCases.append(
          "case var .\(name)(payload):\nComposableRuntime._$willModify(&payload)\nself = .\(name)(payload)"
        )
      } else {
        idCases.append("case .\(name): return ComposableRuntime.ObservableStateID()._$tag(\(tag))")
        modifyCases.append("case .\(name): break")
      }
    }
    return [
      """
      public var _$id: ComposableRuntime.ObservableStateID {
        switch self {
        \(raw: idCases.joined(separator: "\n"))
        }
      }
      """,
      """
      public mutating func _$willModify() {
        switch self {
        \(raw: modifyCases.joined(separator: "\n"))
        }
      }
      """,
    ]
  }
}

extension ObservableStateMacro: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(StructDeclSyntax.self), let variable = member.as(VariableDeclSyntax.self),
      variable.isStoredInstanceVar, !isExcluded(variable)
    else { return [] }
    return ["@ComposableRuntime.ObservationStateTracked"]
  }

  /// Properties the macro leaves alone: ignored or already tracked ones, `@Presents`, the
  /// `@Shared` family, and the macro's own members.
  private static func isExcluded(_ variable: VariableDeclSyntax) -> Bool {
    let excluded = [
      "ObservationStateIgnored", "ObservationStateTracked", "ObservationIgnored", "Presents",
      "Shared", "SharedReader",
    ]
    if excluded.contains(where: variable.attributes.contains(attributeNamed:)) { return true }
    return variable.singleName?.hasPrefix("_$") ?? true
  }
}

extension ObservableStateMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard !protocols.isEmpty else { return [] }
    return [
      try ExtensionDeclSyntax("extension \(type.trimmed): ComposableRuntime.ObservableState {}")
    ]
  }
}
