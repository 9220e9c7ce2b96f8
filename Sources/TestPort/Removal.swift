/// A declaration a port removed from a file, and why: it draws, or it names what Linux lacks.
public struct Removal: Sendable, Hashable {
  /// How the report names it: `struct SearchView`, `#Preview`, `Todos.State.color`.
  public let declaration: String
  /// Its first line in the app's file.
  public let line: Int
  /// Why it was removed: "conforms to SwiftUI's `View`".
  public let reason: String
  /// The Apple-only name that caused it, if one did.
  public var appleName: String? = nil
}
