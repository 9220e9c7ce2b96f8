import SwiftSyntax

/// What a port does with one declaration of a file.
enum DeclarationVerdict: Equatable {
  /// It stays.
  case keep
  /// It goes, for this reason (naming an Apple-only name, if one is the cause); the rest of the
  /// file stays.
  case remove(String, naming: String? = nil)
  /// It stores what Linux lacks (a stored property or an enum case's value), so its type cannot
  /// be ported without changing shape: the whole file is left out, for this reason.
  case leaveFileOut(String, naming: String)
}
