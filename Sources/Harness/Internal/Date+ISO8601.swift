import Foundation

extension Date {
  /// Now, as an ISO 8601 string, for report dates.
  public static var iso8601Now: String {
    ISO8601DateFormatter().string(from: Date())
  }
}
