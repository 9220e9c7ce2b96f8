/// Link this module into a test target that uses `TestStore`: it brings `IssueReportingTestSupport`,
/// through which test store failures and runtime warnings reach Swift Testing and XCTest.
///
/// ```swift
/// .testTarget(
///   name: "CounterTests",
///   dependencies: [
///     "Counter",
///     .product(name: "ComposableRuntimeTestSupport", package: "composable-runtime-bench"),
///   ]
/// )
/// ```
@_exported import ComposableRuntime
