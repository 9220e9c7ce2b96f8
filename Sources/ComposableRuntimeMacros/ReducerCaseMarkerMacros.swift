import SwiftSyntax
import SwiftSyntaxMacros

/// `@ReducerCaseEphemeral`: marks a case of a `@Reducer enum` as ephemeral state; `@Reducer` reads
/// the mark, and the macro itself adds nothing.
public enum ReducerCaseEphemeralMacro: PeerMacro {
  /// Nothing: the mark only informs `@Reducer`.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}

/// `@ReducerCaseIgnored`: marks a case of a `@Reducer enum` as having no reducer; `@Reducer` reads
/// the mark, and the macro itself adds nothing.
public enum ReducerCaseIgnoredMacro: PeerMacro {
  /// Nothing: the mark only informs `@Reducer`.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
