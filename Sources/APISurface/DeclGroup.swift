import SwiftSyntax

/// A struct, class, actor, enum or protocol declaration, seen through what they share.
struct DeclGroup {
  let syntax: Syntax
  let name: String
  let modifiers: DeclModifierListSyntax
  let attributes: AttributeListSyntax
  let genericParameters: GenericParameterClauseSyntax?
  let primaryAssociatedTypes: PrimaryAssociatedTypeClauseSyntax?
  let inheritance: InheritanceClauseSyntax?
  let whereClause: GenericWhereClauseSyntax?
  let members: MemberBlockItemListSyntax
  let keyword: String

  init(_ decl: some DeclGroupSyntax & NamedDeclSyntax) {
    syntax = Syntax(decl)
    name = decl.name.text
    modifiers = decl.modifiers
    attributes = decl.attributes
    genericParameters = decl.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause
    primaryAssociatedTypes = decl.as(ProtocolDeclSyntax.self)?.primaryAssociatedTypeClause
    inheritance = decl.inheritanceClause
    whereClause = decl.genericWhereClause
    members = decl.memberBlock.members
    keyword = decl.introducer.text
  }

  var isProtocol: Bool { keyword == "protocol" }
  var isEnum: Bool { keyword == "enum" }
  var isSPI: Bool { Self.isSPI(attributes) }
  var isUnavailable: Bool { Self.isUnavailable(attributes) }
  var isDeprecated: Bool { Self.isDeprecated(attributes) }

  /// `struct Name<C0, C1> where …`, without conformances (recorded one by one).
  func signature(_ text: SignatureText) -> String {
    var parts = [keyword, name]
    if let genericParameters { parts[1] += text.text(of: genericParameters) }
    if let primaryAssociatedTypes { parts[1] += text.text(of: primaryAssociatedTypes) }
    if let whereClause { parts.append(text.text(of: whereClause)) }
    return parts.joined(separator: " ")
  }

  /// Generic parameter names of a type declaration, in order.
  static func genericNames(_ decl: some SyntaxProtocol) -> [String] {
    decl.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause?.parameters.map {
      $0.name.text
    } ?? []
  }

  static func isSPI(_ attributes: AttributeListSyntax) -> Bool {
    attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "_spi" }
  }

  static func isUnavailable(_ attributes: AttributeListSyntax) -> Bool {
    availability(attributes).contains { $0.hasPrefix("*") && $0.contains("unavailable") }
  }

  static func isDeprecated(_ attributes: AttributeListSyntax) -> Bool {
    availability(attributes).contains { $0.contains("deprecated") }
  }

  private static func availability(_ attributes: AttributeListSyntax) -> [String] {
    attributes.compactMap { element in
      guard let attribute = element.as(AttributeSyntax.self),
        attribute.attributeName.trimmedDescription == "available"
      else { return nil }
      return attribute.arguments?.trimmedDescription
    }
  }
}

/// A declaration's access modifier.
struct Access {
  let explicit: String?
  let setterIsRestricted: Bool

  init(_ modifiers: DeclModifierListSyntax) {
    let levels: Set<String> = ["public", "open", "package", "internal", "fileprivate", "private"]
    explicit = modifiers.first { levels.contains($0.name.text) && $0.detail == nil }?.name.text
    setterIsRestricted = modifiers.contains { levels.contains($0.name.text) && $0.detail != nil }
  }

  /// Public or open, or without a modifier where members are public by default.
  func isPublic(default membersArePublic: Bool) -> Bool {
    guard let explicit else { return membersArePublic }
    return explicit == "public" || explicit == "open"
  }
}
