import SwiftSyntax

/// What pruning one file found: what it removed, why the file cannot be ported if it cannot,
/// and the names its remaining code spells.
struct PruneFindings {
  /// Declarations removed, in file order.
  var removals: [Removal] = []
  /// Reasons to leave the whole file out, in file order.
  var leaveOutReasons: [LeaveOutReason] = []
  /// Top-level types removed: an extension of one, anywhere in the module, goes too.
  var removedTypes: Set<String> = []
  /// Top-level types the remaining code declares.
  var declaredTypes: Set<String> = []
  /// Dependencies the remaining code declares: the properties of its `extension
  /// DependencyValues`.
  var dependencyMembers: Set<String> = []
  /// Names the remaining code spells outside its imports.
  var names: Set<String> = []
  /// Members the remaining code spells outside its imports.
  var members: Set<String> = []
  /// Modules the file imports.
  var imports: [String] = []
  /// Whether any declaration other than an import remains.
  var hasDeclarations = false
}
