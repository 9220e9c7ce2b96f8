/// The n × m differences `x − y` of two samples, read by rank without being formed: the k-th
/// smallest is found by bisecting on its value, counting the differences at most a candidate in
/// one linear pass over the two sorted samples. Memory stays O(n + m), so 60,000-sample reports
/// compare in megabytes, not gigabytes.
struct PairwiseDifferences {
  private let x: [Double]
  private let y: [Double]

  /// The differences of every `x` minus every `y`.
  init(_ x: [Double], minus y: [Double]) {
    self.x = x.sorted()
    self.y = y.sorted()
  }

  /// How many differences there are.
  var count: Int {
    x.count * y.count
  }

  /// The difference of 0-based rank `rank` in ascending order.
  func element(atRank rank: Int) -> Double {
    precondition(count > 0 && (0..<count).contains(rank), "rank \(rank) out of 0..<\(count)")
    // Bisect on the order-preserving integer image of the doubles: ≤ 64 halvings, each O(n + m).
    var low = Self.ordered(x.first! - y.last!)
    var high = Self.ordered(x.last! - y.first!)
    while low < high {
      // ⌊(low + high) / 2⌋ without overflow.
      let middle = (low >> 1) + (high >> 1) + (low & high & 1)
      if countAtMost(Self.double(middle)) > rank { high = middle } else { low = middle + 1 }
    }
    return Self.double(low)
  }

  /// The median of the differences (the mean of the two middle ones for an even count).
  var median: Double {
    count.isMultiple(of: 2)
      ? (element(atRank: count / 2 - 1) + element(atRank: count / 2)) / 2
      : element(atRank: count / 2)
  }

  /// How many differences are at most `bound`, with the same floating-point subtraction as the
  /// differences themselves, so that the count is exact.
  private func countAtMost(_ bound: Double) -> Int {
    var total = 0
    var first = 0  // The first y with x − y ≤ bound; it only moves right as x grows.
    for value in x {
      while first < y.count, value - y[first] > bound { first += 1 }
      total += y.count - first
    }
    return total
  }

  /// An integer that orders like the double `value` (−0 and +0 alike).
  private static func ordered(_ value: Double) -> Int64 {
    let bits = Int64(bitPattern: (value == 0 ? 0 : value).bitPattern)
    return bits < 0 ? Int64.min - bits : bits
  }

  private static func double(_ ordered: Int64) -> Double {
    Double(bitPattern: UInt64(bitPattern: ordered < 0 ? Int64.min - ordered : ordered))
  }
}
