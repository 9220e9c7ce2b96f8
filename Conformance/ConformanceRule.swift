/// One rule of the conformance catalog: a behaviour of TCA a compatible runtime must reproduce.
public struct ConformanceRule: Sendable, Equatable, Codable {
  /// The rule's ID, such as `"CANCEL-03"`.
  public let id: String
  /// What the runtime must do.
  public let text: String
  /// The TCA test (or source) that shows the behaviour.
  public let pinnedBy: String
  /// The catalog section the rule belongs to, such as `"Cancellation"`.
  public let section: String
  /// Why no case covers the rule yet (the issue that brings it), or `nil` when cases must exist.
  public let pending: String?

  /// Whether the behaviour is observable only through this project's API (the rule's text opens
  /// with `*(project)*`), so that against another runtime the rule is not applicable.
  public var needsProjectAPI: Bool {
    text.hasPrefix("*(project)*")
  }

  /// A rule with every field given.
  public init(id: String, text: String, pinnedBy: String, section: String, pending: String?) {
    self.id = id
    self.text = text
    self.pinnedBy = pinnedBy
    self.section = section
    self.pending = pending
  }
}
