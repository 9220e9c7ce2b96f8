/// Why `bench port-tests` refuses to port, before it writes anything.
public struct PortRefusal: Error, Sendable, Equatable, CustomStringConvertible {
  /// The one line the command prints.
  public let message: String

  /// A refusal saying `message`.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
