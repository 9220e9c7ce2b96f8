import Foundation

/// Compact number formats for report tables.
enum NumberFormatting {
  /// Nanoseconds with three significant digits, switching to µs, ms and s when large.
  static func duration(_ nanoseconds: Double) -> String {
    switch nanoseconds {
    case ..<1000: return String(format: "%.3g ns", nanoseconds)
    case ..<1_000_000: return String(format: "%.3g µs", nanoseconds / 1000)
    case ..<1_000_000_000: return String(format: "%.3g ms", nanoseconds / 1_000_000)
    default: return String(format: "%.3g s", nanoseconds / 1_000_000_000)
    }
  }

  /// A rate with an SI suffix, such as `12.3M`.
  static func rate(_ value: Double) -> String {
    switch value {
    case 1e9...: return String(format: "%.3gG", value / 1e9)
    case 1e6...: return String(format: "%.3gM", value / 1e6)
    case 1e3...: return String(format: "%.3gk", value / 1e3)
    default: return String(format: "%.3g", value)
    }
  }

  /// Bytes in binary units.
  static func bytes(_ value: Double) -> String {
    switch value {
    case 1_073_741_824.0...: return String(format: "%.1f GiB", value / Double(1 << 30))
    case 1_048_576.0...: return String(format: "%.1f MiB", value / Double(1 << 20))
    case 1024.0...: return String(format: "%.1f KiB", value / Double(1 << 10))
    default: return String(format: "%.0f B", value)
    }
  }

  /// A count per operation with two decimals, `-` when unknown.
  static func perOperation(_ value: Double?) -> String {
    value.map { String(format: "%.2f", $0) } ?? "-"
  }
}
