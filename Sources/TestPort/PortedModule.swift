/// A module of the port: the target it becomes and what it depends on.
public struct PortedModule: Sendable, Equatable {
  /// The module's name, the target's.
  public let name: String
  /// App code or tests.
  public let kind: SourceModule.Kind
  /// Its folder in the port: `Sources/<name>` or `Tests/<name>`.
  public let folder: String
  /// The ported app modules it depends on.
  public let dependencies: [String]
  /// The stand-ins copied into it, by file name.
  public let standIns: [String]
}
