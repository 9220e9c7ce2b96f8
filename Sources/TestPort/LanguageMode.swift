/// The Swift language mode the ported code compiles in: the app's own, so that its code and
/// its tests meet the same checks as on Apple platforms.
public struct LanguageMode: Sendable, Equatable {
  /// 5 or 6.
  public let version: Int
  /// Where it was read: "the manifest's swiftLanguageModes", "SWIFT_VERSION in X.xcodeproj".
  public let source: String
}
