import SwiftSyntax

/// Prints a declaration's tokens in one canonical spacing, with some identifiers renamed, so
/// that two sources formatted differently print alike.
struct SignatureText {
  /// Identifiers to replace where they are not a member name (`.State` stays).
  let renames: [String: String]

  /// The canonical text of `node`.
  func text(of node: some SyntaxProtocol) -> String {
    var output = ""
    var previous: TokenSyntax?
    for token in node.tokens(viewMode: .sourceAccurate) where token.presence == .present {
      let text = renamed(token, after: previous)
      if let previous, needsSpace(between: previous, and: token) { output += " " }
      output += text
      previous = token
    }
    return output
  }

  private func renamed(_ token: TokenSyntax, after previous: TokenSyntax?) -> String {
    guard case .identifier(let name) = token.tokenKind, previous?.tokenKind != .period else {
      return token.text
    }
    return renames[name] ?? name
  }

  private func needsSpace(between left: TokenSyntax, and right: TokenSyntax) -> Bool {
    if [.arrow, .equal].contains(right.tokenKind) || isBinaryOperator(right) { return true }
    if [.arrow, .equal, .comma, .colon].contains(left.tokenKind) || isBinaryOperator(left) {
      return true
    }
    if right.tokenKind == .leftBrace { return true }
    if right.tokenKind == .atSign, isWord(left) || left.tokenKind == .rightParen { return true }
    let closers: [TokenKind] = [
      .rightParen, .rightAngle, .rightSquare, .postfixQuestionMark,
      .exclamationMark, .ellipsis,
    ]
    if isWord(right) && (isWord(left) || closers.contains(left.tokenKind)) { return true }
    return false
  }

  private func isBinaryOperator(_ token: TokenSyntax) -> Bool {
    if case .binaryOperator = token.tokenKind { return true }
    return false
  }

  private func isWord(_ token: TokenSyntax) -> Bool {
    switch token.tokenKind {
    case .identifier, .keyword, .wildcard, .integerLiteral, .floatLiteral, .dollarIdentifier:
      return true
    default:
      return false
    }
  }
}
