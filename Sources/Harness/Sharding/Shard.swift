/// One share of a job split over a CI matrix: shard `index` of `count`, written `K/N`.
public struct Shard: Codable, Sendable, Hashable, CustomStringConvertible {
  /// Which share this is, from 1 to `count`.
  public let index: Int
  /// How many shares the job is split into.
  public let count: Int

  /// The largest matrix a shard argument may name; more shards than points only make empty ones.
  public static let maximumCount = 256

  /// Shard `index` of `count`; fails (exit 2) unless `1 <= index <= count <= maximumCount`.
  public init(index: Int, count: Int) throws(BenchError) {
    guard (1...Self.maximumCount).contains(count), (1...count).contains(index) else {
      throw BenchError(
        .usage,
        "a shard is K/N with 1 <= K <= N <= \(Self.maximumCount); \(index)/\(count) is not")
    }
    self.index = index
    self.count = count
  }

  /// Parses `K/N`, as `--shard` takes it and as CI matrices write it.
  public init(parsing text: String) throws(BenchError) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
      throw BenchError(.usage, "--shard takes K/N (for example 2/4), not '\(text)'")
    }
    try self.init(index: index, count: count)
  }

  /// Decodes a shard through the checks of ``init(index:count:)``: a hand-edited record with a
  /// shard out of range is refused, not trusted.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      index: container.decode(Int.self, forKey: .index),
      count: container.decode(Int.self, forKey: .count))
  }

  /// `K/N`.
  public var description: String {
    "\(index)/\(count)"
  }
}
