import Foundation

/// The digests of one build's traces, one line per seed, left in a directory for the build with
/// the fast paths switched the other way to compare with.
struct BuildDigests {
  /// Seed to the digest of its trace.
  var digests: [UInt64: UInt64] = [:]

  mutating func record(seed: UInt64, trace: [String]) {
    digests[seed] = Self.fnv1a(trace.joined(separator: "\n"))
  }

  /// The seeds both builds ran whose digests differ.
  func seedsDiffering(from other: BuildDigests) -> [UInt64] {
    digests.keys.sorted().filter { seed in other.digests[seed].map { $0 != digests[seed] } ?? false
    }
  }

  func write(to file: URL) throws {
    let lines = digests.keys.sorted().map { "\($0) \(String(digests[$0]!, radix: 16))" }
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file, options: .atomic)
  }

  init() {}

  /// Reads a file `write(to:)` wrote, or nil when there is none.
  init?(contentsOf file: URL) throws {
    guard FileManager.default.fileExists(atPath: file.path) else { return nil }
    for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
      let fields = line.split(separator: " ")
      guard fields.count == 2, let seed = UInt64(fields[0]),
        let digest = UInt64(fields[1], radix: 16)
      else { throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: file.path]) }
      digests[seed] = digest
    }
  }

  private static func fnv1a(_ text: String) -> UInt64 {
    text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
  }
}
