/// An enum that hands out the case path of each of its cases, looked up by case key path, so that
/// the runtime can resolve a case key path once and then extract and embed directly.
///
/// `@Reducer` conforms a feature's `Action` (through ``_CasePathTable()``); you don't conform to
/// it yourself. A case key path literal such as `\.child` evaluates its case path anew on every
/// extract (`Action.allCasePaths`, then its `child` getter); the case path this table returns for
/// it is that same getter's result, kept.
public protocol _CasePathTable: CasePathable {
  /// The case that `keyPath`, a single-case key path such as `\Case<Self>.child`, names: its
  /// `AnyCasePath<Self, Value>` and its name; `nil` for any other key path.
  static func _$casePath(at keyPath: AnyKeyPath) -> _CaseTableEntry?
}

/// One case of a ``_CasePathTable``: its case path, kept, and its name as declared.
///
/// The name is what a test store prints for a case key path: on Linux a case key path's own
/// description is a getter's address.
public struct _CaseTableEntry: Sendable {
  /// The case's `AnyCasePath<Root, Value>`.
  public let casePath: any Sendable
  /// The case's name, without backticks.
  public let name: String

  /// An entry for the case `name` extracted and embedded by `casePath`.
  public init(_ casePath: any Sendable, name: String) {
    self.casePath = casePath
    self.name = name
  }
}
