import SwiftSyntax

/// A generated static function that looks a value up by key path: one comparison per entry, in
/// order, then `nil`.
enum KeyPathLookup {
  /// `signature { if keyPath == <path> as Swift.AnyKeyPath { return <value> } … return nil }`;
  /// `signature` must name its parameter `keyPath`.
  static func function(_ signature: String, _ entries: [(path: String, value: String)])
    -> DeclSyntax
  {
    let lookups = entries.map {
      "if keyPath == \($0.path) as Swift.AnyKeyPath { return \($0.value) }"
    }
    return """
      \(raw: signature) {
      \(raw: (lookups + ["return nil"]).joined(separator: "\n"))
      }
      """
  }
}

extension EnumDeclSyntax {
  /// The enum's case elements in declaration order, outside `#if` blocks.
  var caseElements: [EnumCaseElementSyntax] {
    memberBlock.members.flatMap { $0.decl.as(EnumCaseDeclSyntax.self)?.elements.map { $0 } ?? [] }
  }
}
