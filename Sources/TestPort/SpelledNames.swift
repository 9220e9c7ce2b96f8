import SwiftSyntax

/// The names a piece of code spells: types and values by their own name (`Color`, `URLSession`),
/// and members after a dot (`.sink`), each token kept for its position.
struct SpelledNames {
  /// Identifiers not after a dot: what a type, a function or a value is called where it is used.
  var names: [TokenSyntax] = []
  /// Identifiers after a dot: members, enum cases, the second part of a qualified name.
  var members: [TokenSyntax] = []

  /// The names spelled by the tokens of `node` that `include` accepts.
  init(_ node: some SyntaxProtocol, where include: (TokenSyntax) -> Bool = { _ in true }) {
    var previous: TokenSyntax?
    for token in node.tokens(viewMode: .sourceAccurate) {
      defer { previous = token }
      guard case .identifier = token.tokenKind, include(token) else { continue }
      if previous?.tokenKind == .period {
        members.append(token)
      } else {
        names.append(token)
      }
    }
  }

  /// The names spelled by `node` before its body (a function's code block, a property's
  /// accessors, a type's members): what its signature names.
  static func signature(of node: some SyntaxProtocol) -> SpelledNames {
    let body = node.children(viewMode: .sourceAccurate).first { child in
      child.is(CodeBlockSyntax.self) || child.is(MemberBlockSyntax.self)
        || child.is(AccessorBlockSyntax.self)
    }
    guard let limit = body?.position else { return SpelledNames(node) }
    return SpelledNames(node) { $0.position < limit }
  }
}
