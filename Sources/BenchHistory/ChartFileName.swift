import Foundation

/// The file name of a point's trend chart: readable, safe on every file system, and distinct
/// for distinct points, whatever characters or length their names have.
public enum ChartFileName {
  /// The most characters of a point's name kept in its file name; with the hash and metric the
  /// name stays far below the 255 bytes file systems allow.
  static let slugLimit = 80

  /// `slug-hash-metric.svg`: the name lowercased to ASCII letters, digits and dashes, then a
  /// hash of the whole name, so that names differing only in other characters (`/` and `-`)
  /// or past the slug's limit never share a file.
  public static func of(point name: String, metric: HistoryMetric) -> String {
    "\(slug(name))-\(hash(name))-\(metric.rawValue).svg"
  }

  /// The name's ASCII letters and digits, each run of other characters as one dash.
  static func slug(_ name: String) -> String {
    var slug = ""
    for character in name.lowercased().unicodeScalars {
      let kept = character.isASCII && CharacterSet.alphanumerics.contains(character)
      if kept {
        slug.unicodeScalars.append(character)
      } else if !slug.isEmpty, !slug.hasSuffix("-") {
        slug += "-"
      }
      if slug.count >= slugLimit { break }
    }
    while slug.hasSuffix("-") { slug.removeLast() }
    return slug.isEmpty ? "point" : slug
  }

  /// Eight hex digits of the 64-bit FNV-1a hash of the name's UTF-8: stable across runs and
  /// machines, unlike Swift's seeded `Hasher`.
  static func hash(_ name: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in name.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    let hex = String(hash >> 32, radix: 16)
    return String(repeating: "0", count: 8 - hex.count) + hex
  }
}
