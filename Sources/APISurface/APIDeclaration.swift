/// One public declaration of a module, as a caller sees it.
public struct APIDeclaration: Sendable, Hashable, Codable {
  /// What sort of declaration it is.
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    case type, conformance, `typealias`, associatedType, function, initializer, property,
      `subscript`, enumCase, macro
  }

  /// The type it belongs to (`Store`, `Effect.Send`), or empty at the top level.
  public var context: String
  /// Its name with the labels a call must spell: `scope(state:action:)`, `count`, `Store`.
  public var name: String
  /// Its kind.
  public var kind: Kind
  /// Its whole signature, normalized: generic parameters renamed by position, default values
  /// reduced to their presence, attributes and bodies left out.
  public var signature: String
  /// Why it does not exist on Linux, or nil where it does.
  public var appleOnlyReason: String?
  /// Whether `@available(*, deprecated…)` marks it.
  public var isDeprecated: Bool
  /// The source file it is declared in, relative to the module's directory.
  public var file: String

  /// The identity two modules' declarations are matched by: context, name and kind.
  public var key: String {
    "\(kind.rawValue) \(qualifiedName)"
  }

  /// `Context.name`, or the name alone at the top level.
  public var qualifiedName: String {
    context.isEmpty ? name : "\(context).\(name)"
  }

  /// Whether the name starts with an underscore somewhere along its path: public for the
  /// compiler, but not meant to be spelled by features.
  public var isUnderscored: Bool {
    qualifiedName.split(separator: ".").contains { $0.hasPrefix("_") }
  }
}
