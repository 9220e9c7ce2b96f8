/// Why a file is left out of the port whole, and where that shows.
public struct LeaveOutReason: Sendable, Hashable {
  /// The reason: "`Todos.State.editMode` stores SwiftUI's `EditMode`".
  public let reason: String
  /// The line in the app's file that shows it, if one does.
  public let line: Int?
  /// The Apple-only name or module that caused it, if one did.
  public var appleName: String? = nil

  /// The reason with its line: "… (line 14)".
  public var description: String {
    line.map { "\(reason) (line \($0))" } ?? reason
  }
}
