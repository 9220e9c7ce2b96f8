import Foundation

/// The functions that cost most at one point, in instructions per operation: kept with each
/// counted point so that a flagged point can name the functions that grew.
///
/// It holds the top ``size`` functions by their own instructions and the top ``size`` by
/// inclusive instructions, leaving out the frames that enclose the whole counted section (the
/// run loop, the workload's loop): their growth is the point's, which the total already says;
/// and code without a symbol, which callgrind names by its address, so that its name changes
/// whenever anything before it in the binary does.
public struct FunctionProfile: Codable, Sendable, Equatable {
  /// Per function (demangled where a Swift toolchain is on `PATH`): instructions per operation.
  public var functions: [String: CallgrindProfile.FunctionCost]

  /// How many functions each ranking keeps.
  public static let size = 20

  /// A profile holding `functions`.
  public init(functions: [String: CallgrindProfile.FunctionCost]) {
    self.functions = functions
  }

  /// The compact profile of `profile`, a dump of `iterations` operations.
  public init(_ profile: CallgrindProfile, iterations: Int) {
    let scale = 1 / Double(max(iterations, 1))
    let inner = profile.functions.filter { name, cost in
      cost.inclusive < 0.995 * Double(profile.total) && !name.hasPrefix("0x")
    }
    let byExclusive = inner.sorted { ($0.value.exclusive, $0.key) > ($1.value.exclusive, $1.key) }
      .prefix(Self.size)
    let byInclusive = inner.sorted { ($0.value.inclusive, $0.key) > ($1.value.inclusive, $1.key) }
      .prefix(Self.size)
    let kept = Dictionary(Array(byExclusive) + Array(byInclusive)) { first, _ in first }
    let names = SymbolNames.demangled(Array(kept.keys))
    functions = Dictionary(
      kept.map { name, cost in
        (
          names[name] ?? name,
          .init(exclusive: cost.exclusive * scale, inclusive: cost.inclusive * scale)
        )
      }
    ) { first, second in
      .init(
        exclusive: first.exclusive + second.exclusive, inclusive: first.inclusive + second.inclusive
      )
    }
  }

  /// The functions whose own instructions per operation grew most from `base`, largest first,
  /// at most `limit`; a function missing from `base`'s profile counts from zero.
  public func growth(from base: FunctionProfile, limit: Int = 3) -> [(
    function: String, instructions: Double
  )] {
    functions.map { name, cost in (name, cost.exclusive - (base.functions[name]?.exclusive ?? 0)) }
      .filter { $0.1 >= 0.5 }
      .sorted { ($0.1, $0.0) > ($1.1, $1.0) }
      .prefix(limit)
      .map { (function: $0.0, instructions: $0.1) }
  }
}

/// Readable names for the mangled symbols in a callgrind dump.
enum SymbolNames {
  /// The longest name kept: generic specializations can run to thousands of characters.
  static let maximumLength = 160

  /// `names` demangled by `swift demangle --simplified` where it is available, and shortened.
  static func demangled(_ names: [String]) -> [String: String] {
    let mangled = names.filter { $0.hasPrefix("$s") || $0.hasPrefix("_$s") }
    let readable =
      mangled.isEmpty
      ? nil : Subprocess.output(["swift", "demangle", "--simplified", "--compact"] + mangled)
    let lines =
      readable?.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) ?? []
    var result = Dictionary(names.map { ($0, shortened($0)) }) { first, _ in first }
    if lines.count == mangled.count {
      for (name, line) in zip(mangled, lines) { result[name] = shortened(line) }
    }
    return result
  }

  private static func shortened(_ name: String) -> String {
    name.count <= maximumLength ? name : String(name.prefix(maximumLength - 1)) + "…"
  }
}
