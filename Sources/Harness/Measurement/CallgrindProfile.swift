import Foundation
import RunPointProtocol

/// What one callgrind dump holds: its total instructions, its heap allocations, and each
/// function's own and inclusive instructions.
///
/// Read from a dump written with `--compress-strings=no`: `fn=` names the function whose costs
/// follow, `cfn=` and `calls=` name a call, and the cost line after `calls=` is that call's
/// inclusive cost.
public struct CallgrindProfile: Sendable, Equatable {
  /// Instructions in the dump.
  public var total: Int
  /// Calls to malloc and its relatives from outside the allocator.
  public var allocations: Int
  /// Per function name: instructions it ran itself, and with everything it called.
  public var functions: [String: FunctionCost]

  /// One function's instructions in a dump, or per operation in a profile.
  public struct FunctionCost: Codable, Sendable, Equatable {
    /// Instructions the function ran itself.
    public var exclusive: Double
    /// Instructions it ran with everything it called.
    public var inclusive: Double
  }

  /// The entry points of the C allocator; a call to one of them from elsewhere is an allocation.
  static let allocatorEntries: Set<String> = [
    "malloc", "calloc", "realloc", "posix_memalign", "aligned_alloc", "memalign", "valloc",
  ]

  /// The profile in `text`, a callgrind dump; `nil` without a `summary:` or `totals:` line.
  public init?(callgrindText text: String) {
    var reader = DumpReader()
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) { reader.read(line) }
    guard let total = reader.total else { return nil }
    self.total = total
    self.allocations = reader.allocations
    self.functions = reader.functions
  }

  /// The profile in the dump at `path`; `nil` when it cannot be read or holds no total.
  public init?(contentsOfFile path: String) {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    self.init(callgrindText: text)
  }

  /// Instructions the Swift runtime spent probing its metadata caches, in the functions
  /// `RunPoint.excludedFunctions` names: their probe lengths change with the binary's layout.
  public var metadataCacheProbes: Int {
    Int(
      functions.reduce(0) { sum, entry in
        Self.isMetadataCacheProbe(entry.key) ? sum + entry.value.exclusive : sum
      })
  }

  /// Whether `function` is one of the runtime's metadata-cache probes.
  static func isMetadataCacheProbe(_ function: String) -> Bool {
    RunPoint.excludedFunctions.contains { $0.matches(function) }
  }

  /// Whether `function` is part of the allocator, whose internal calls are not allocations.
  static func isAllocatorInternal(_ function: Substring) -> Bool {
    allocatorEntries.contains(String(function)) || function.hasPrefix("replacement_")
      || function.hasPrefix("_int_")
      || function.hasPrefix("__libc_") || function.hasPrefix("_mid_memalign")
  }

  /// A function name without callgrind's recursion-level suffix (`'2`).
  static func baseName(_ name: Substring) -> Substring {
    guard let quote = name.lastIndex(of: "'"),
      name[name.index(after: quote)...].allSatisfy(\.isNumber)
    else { return name }
    return name[..<quote]
  }
}

/// The state of reading one dump line by line.
private struct DumpReader {
  var total: Int?
  var allocations = 0
  var functions: [String: CallgrindProfile.FunctionCost] = [:]
  private var function: Substring = ""
  private var callee: Substring = ""
  private var pendingCall: Int?

  mutating func read(_ line: Substring) {
    if line.hasPrefix("fn=") {
      function = CallgrindProfile.baseName(line.dropFirst(3))
    } else if line.hasPrefix("cfn=") {
      callee = CallgrindProfile.baseName(line.dropFirst(4))
    } else if line.hasPrefix("calls=") {
      pendingCall = Int(line.dropFirst(6).prefix { $0 != " " }) ?? 0
    } else if line.hasPrefix("summary:") || line.hasPrefix("totals:") {
      total = Int(line.split(separator: " ").dropFirst().first ?? "")
    } else if let first = line.first, first.isNumber || first == "+" || first == "-" || first == "*"
    {
      addCost(Double(line.split(separator: " ").last ?? "") ?? 0)
    }
  }

  /// A cost line: the pending call's inclusive cost, or the current function's own.
  private mutating func addCost(_ cost: Double) {
    let name = String(function)
    if let calls = pendingCall {
      pendingCall = nil
      if CallgrindProfile.allocatorEntries.contains(String(callee)),
        !CallgrindProfile.isAllocatorInternal(function)
      {
        allocations += calls
      }
      if callee != function {
        functions[name, default: .init(exclusive: 0, inclusive: 0)].inclusive += cost
      }
    } else {
      functions[name, default: .init(exclusive: 0, inclusive: 0)].exclusive += cost
      functions[name, default: .init(exclusive: 0, inclusive: 0)].inclusive += cost
    }
  }
}
