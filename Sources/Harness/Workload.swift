/// A named benchmark scenario, `Subject.Operation`, swept over a grid of size parameters.
///
/// ```swift
/// Workload("Store.Send", scenario: "scoped", parameters: [SizeParameter("depth", [1, 5, 10])]) { sizes in
///   let store = makeStore(depth: sizes["depth"]!)
///   return .sync { iterations in
///     for _ in 0..<iterations { store.send(.increment) }
///   }
/// }
/// ```
public struct Workload: Sendable {
  /// `Subject.Operation`, such as `Store.Send`.
  public let name: String
  /// The variant within the workload, such as `root` or `scoped`.
  public let scenario: String
  /// Each size parameter and the values it is swept over; the grid is their product.
  public let parameters: [SizeParameter]
  /// The workload whose median at the same sizes each median is divided by, if any.
  public let baseline: BaselineReference?
  /// Whether instruction counts under callgrind are meaningful (deterministic, cheap setup).
  public let countsInstructions: Bool
  /// Whether its allocations per operation repeat exactly from run to run, so they can be gated.
  public let exactAllocations: Bool
  /// Sizes of the grid to leave out (for example, ones that would not fit in memory).
  let excludes: @Sendable (Sizes) -> Bool
  /// Sets up one grid point and returns its hot section.
  public let make: @MainActor @Sendable (Sizes) async throws -> MeasuredOperation

  /// Declares a workload; `make` sets up one grid point and returns its hot section.
  public init(
    _ name: String,
    scenario: String,
    parameters: [SizeParameter] = [],
    baseline: BaselineReference? = nil,
    countsInstructions: Bool = true,
    exactAllocations: Bool = true,
    excluding excludes: @escaping @Sendable (Sizes) -> Bool = { _ in false },
    make: @escaping @MainActor @Sendable (Sizes) async throws -> MeasuredOperation
  ) {
    self.name = name
    self.scenario = scenario
    self.parameters = parameters
    self.baseline = baseline
    self.countsInstructions = countsInstructions
    self.exactAllocations = exactAllocations
    self.excludes = excludes
    self.make = make
  }

  /// `name/scenario`, the workload's identifier in filters and reports.
  public var identifier: String {
    "\(name)/\(scenario)"
  }

  /// The name's `Subject`, used to group workloads in reports.
  public var family: String {
    String(name.prefix { $0 != "." })
  }

  /// Every point of the parameter grid, in sweep order, without excluded ones.
  public var grid: [Sizes] {
    parameters.reduce([Sizes()]) { partial, parameter in
      partial.flatMap { sizes in parameter.values.map { sizes.adding(parameter.name, $0) } }
    }
    .filter { !excludes($0) }
  }
}

/// One size parameter of a workload and the values it is swept over.
public struct SizeParameter: Sendable, Codable, Equatable {
  /// The parameter's name, such as `depth`.
  public let name: String
  /// The values swept, in order.
  public let values: [Int]

  /// A parameter `name` swept over `values`.
  public init(_ name: String, _ values: [Int]) {
    self.name = name
    self.values = values
  }
}

/// The workload a workload's medians are compared with, at the same sizes.
public struct BaselineReference: Sendable, Codable, Equatable {
  /// `Subject.Operation` of the baseline.
  public let workload: String
  /// The baseline's scenario.
  public let scenario: String

  /// A reference to the baseline workload `workload/scenario`.
  public init(workload: String, scenario: String) {
    self.workload = workload
    self.scenario = scenario
  }
}

/// The values of a workload's size parameters at one grid point, in declaration order.
public struct Sizes: Sendable, Codable, Hashable, CustomStringConvertible {
  /// The values, in the workload's parameter order.
  public private(set) var entries: [SizeEntry] = []

  /// Sizes made of `entries`.
  public init(_ entries: [SizeEntry] = []) {
    self.entries = entries
  }

  /// The value of parameter `name`, if the workload has it.
  public subscript(name: String) -> Int? {
    entries.first { $0.name == name }?.value
  }

  func adding(_ name: String, _ value: Int) -> Self {
    Self(entries + [SizeEntry(name: name, value: value)])
  }

  /// These sizes without parameter `name`.
  func removing(_ name: String) -> Self {
    Self(entries.filter { $0.name != name })
  }

  public var description: String {
    entries.isEmpty ? "-" : entries.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
  }
}

/// One named size value.
public struct SizeEntry: Sendable, Codable, Hashable {
  /// The parameter's name, such as `depth`.
  public let name: String
  /// The parameter's value.
  public let value: Int
}
