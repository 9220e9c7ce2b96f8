/// An enum that hands out the case path of each of its cases, looked up by case key path, so that
/// the runtime can resolve a case key path once and then extract and embed directly.
///
/// `@Reducer` conforms a feature's `Action` (through ``_CasePathTable()``); you don't conform to
/// it yourself. A case key path literal such as `\.child` evaluates its case path anew on every
/// extract (`Action.allCasePaths`, then its `child` getter); the case path this table returns for
/// it is that same getter's result, kept.
public protocol _CasePathTable: CasePathable {
  /// The `AnyCasePath<Self, Value>` of the case that `keyPath`, a single-case key path such as
  /// `\Case<Self>.child`, names; `nil` for any other key path.
  static func _$casePath(at keyPath: AnyKeyPath) -> (any Sendable)?
}
