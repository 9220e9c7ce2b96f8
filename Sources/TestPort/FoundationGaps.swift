/// What Apple's Foundation has and swift-corelibs-foundation on Linux lacks, as a port meets it.
///
/// Each entry was checked with the Swift 6.3.1 toolchain on Linux; the list is not complete.
public enum FoundationGaps {
  /// Types Linux's Foundation does not declare, with how a report names their origin.
  public static let typeNames: [String: String] = [
    "RelativeDateTimeFormatter": "Apple Foundation", "ListFormatter": "Apple Foundation",
    "NSUbiquitousKeyValueStore": "Apple Foundation",
  ]

  /// Members Linux's Foundation lacks, by member name, with the API a report names.
  public static let memberNames: [String: String] = [
    "isLowPowerModeEnabled": "`ProcessInfo.isLowPowerModeEnabled`",
    "notifications": "`NotificationCenter.notifications(named:)`",
  ]

  /// Names that live in FoundationNetworking on Linux (beside every `URLSession…` name).
  public static let networkingNames: Set<String> = [
    "URLRequest", "URLResponse", "HTTPURLResponse", "URLCache", "URLCredential",
    "URLProtectionSpace", "URLAuthenticationChallenge", "HTTPCookie", "HTTPCookieStorage",
    "URLProtocol",
  ]

  /// Whether `name` is declared by FoundationNetworking on Linux.
  public static func isNetworking(_ name: String) -> Bool {
    name.hasPrefix("URLSession") || networkingNames.contains(name)
  }
}
