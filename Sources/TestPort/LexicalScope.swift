import SwiftSyntax

/// The type a declaration sits in, as far as names go: its qualified name for reports, and the
/// names its own nested types and generic parameters shadow (`Action.View` is not SwiftUI's).
struct LexicalScope {
  /// `Todos.State`, or empty at the top level.
  let path: String
  /// The names declared in this scope and every enclosing one.
  let shadowed: Set<String>

  /// The file's top level: nothing shadowed.
  static let topLevel = LexicalScope(path: "", shadowed: [])

  /// Whether this is the file's top level.
  var isTopLevel: Bool { path.isEmpty }

  /// The scope of the members of `decl`, named `name`, inside this one.
  func nested(in decl: some DeclGroupSyntax, named name: String) -> LexicalScope {
    var names = shadowed
    for member in decl.memberBlock.members {
      if let named = member.decl.asProtocol(NamedDeclSyntax.self), Self.declaresType(member.decl) {
        names.insert(named.name.text)
      }
    }
    let generics = decl.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause
    for parameter in generics?.parameters ?? [] { names.insert(parameter.name.text) }
    return LexicalScope(path: qualified(name), shadowed: names)
  }

  /// `name` qualified by this scope's path.
  func qualified(_ name: String) -> String {
    path.isEmpty ? name : "\(path).\(name)"
  }

  /// Whether `decl` declares a type name: a nominal type, a protocol, an alias or an associated
  /// type.
  static func declaresType(_ decl: DeclSyntax) -> Bool {
    decl.is(StructDeclSyntax.self) || decl.is(ClassDeclSyntax.self) || decl.is(EnumDeclSyntax.self)
      || decl.is(ActorDeclSyntax.self) || decl.is(ProtocolDeclSyntax.self)
      || decl.is(TypeAliasDeclSyntax.self) || decl.is(AssociatedTypeDeclSyntax.self)
  }
}
