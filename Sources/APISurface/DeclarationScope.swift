/// What is in force where a declaration is written: its enclosing type or extension, the `#if`
/// it sits in, and the access its members get by default.
struct DeclarationScope {
  /// The enclosing type's qualified name, or empty at the top level.
  var context = ""
  /// Whether a member without an access modifier is public (a public extension, a public
  /// protocol's requirements, a public enum's cases).
  var membersArePublic = false
  /// Whether the enclosing type can be seen from outside the module.
  var isVisible = true
  /// The enclosing extension's or type's `where` clause, in canonical text.
  var whereClause: String?
  /// Generic parameters renamed by position, so that names do not matter.
  var renames: [String: String] = [:]
  /// Why the code here exists only on Apple platforms, or nil.
  var appleOnlyReason: String?
  /// Whether the enclosing declaration is deprecated.
  var isDeprecated = false
  /// The enclosing type is an enum: its cases are members.
  var isEnum = false

  /// The scope of a member of the type `name` declared here.
  func nested(in name: String) -> DeclarationScope {
    var scope = self
    scope.context = context.isEmpty ? name : "\(context).\(name)"
    return scope
  }
}
