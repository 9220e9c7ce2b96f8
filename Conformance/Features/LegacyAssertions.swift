#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// CasePaths' deprecated `XCTModify`, still in TCA users' tests, called without a deprecation
/// warning: the call sits in a deprecated witness of a requirement that is not deprecated.
enum LegacyAssertions {
  /// `XCTModify(&optional) { _ in }`: asserts that `optional` holds a value and leaves it unchanged.
  static func modify<Wrapped>(_ optional: inout Wrapped?) {
    (Modifier() as any OptionalModifying).modifyLeavingUnchanged(&optional)
  }
}

private protocol OptionalModifying {
  func modifyLeavingUnchanged<Wrapped>(_ optional: inout Wrapped?)
}

private struct Modifier: OptionalModifying {
  @available(*, deprecated)
  func modifyLeavingUnchanged<Wrapped>(_ optional: inout Wrapped?) {
    XCTModify(&optional) { _ in }
  }
}
