/// One module of the app: a folder of Swift files compiled together, as a library or a test
/// target.
public struct SourceModule: Sendable, Equatable {
  /// Whether the module is the app's code or its tests.
  public enum Kind: String, Sendable {
    /// The app's code: a library target in the port.
    case app
    /// Tests: a test target in the port.
    case test
  }

  /// The module's name: the target's, or the folder's.
  public let name: String
  /// App code or tests.
  public let kind: Kind
  /// Its folder, relative to the app's folder.
  public let folder: String
  /// Its Swift files, relative to its folder, sorted.
  public var files: [String]
  /// The app modules it depends on, from the manifest or from its imports.
  public var dependencies: [String]
}
