import Foundation

/// A piece of text in an alert or dialog, kept as data so that states compare and dump.
///
/// Shaped like swift-navigation's `TextState`, which is not available on this machine.
public struct TextState: Hashable, Sendable {
  /// The text as it is shown.
  public let string: String

  /// Text showing `content`.
  public init(_ content: some StringProtocol) {
    self.string = String(content)
  }

  /// Text showing `content` as is.
  public init(verbatim content: String) {
    self.string = content
  }

  /// Two texts shown one after the other.
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(verbatim: lhs.string + rhs.string)
  }
}

extension TextState: ExpressibleByStringLiteral {
  public init(stringLiteral value: String) {
    self.init(verbatim: value)
  }
}

extension TextState: CustomStringConvertible, CustomDumpStringConvertible {
  public var description: String { string }
  public var customDumpDescription: String { string.debugDescription }
}

extension String {
  /// The text of `state`. Text here is verbatim, so `locale` changes nothing; it is taken so
  /// that calls written for localized text compile.
  public init(state: TextState, locale: Locale? = nil) {
    self = state.string
  }
}
