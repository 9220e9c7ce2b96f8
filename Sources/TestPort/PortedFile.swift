/// What a port made of one of the app's Swift files.
public struct PortedFile: Sendable {
  /// What became of the file.
  public enum Outcome: String, Sendable, CaseIterable {
    /// Copied unchanged.
    case kept
    /// Copied with declarations removed or imports swapped.
    case edited
    /// Nothing but imports was left once views were removed: not written.
    case emptied = "emptied (not written)"
    /// Not ported: it needs what Linux lacks, or what was left out.
    case leftOut = "left out"
  }

  /// The module it belongs to.
  public let module: String
  /// Its path in the module's folder.
  public let path: String
  /// What became of it.
  public var outcome: Outcome
  /// The ported text, where the file is written.
  public var text: String?
  /// Declarations removed from it.
  public var removals: [Removal]
  /// Imports swapped, added or dropped, one line each.
  public var importChanges: [String]
  /// Why it was left out, when it was.
  public var leftOutReasons: [LeaveOutReason]
  /// Tests the app's file declares.
  public let testsDeclared: Int
  /// Tests the ported file declares (none when it is left out).
  public var testsPorted: Int
}
