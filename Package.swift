// swift-tools-version: 6.2
import CompilerPluginSupport
import Foundation
import PackageDescription

/// The runtime the conformance suite and the workloads build against: this repository's
/// `ComposableRuntime`, or, when `COMPOSABLE_RUNTIME_PACKAGE` names a package directory, that
/// package's `ComposableArchitecture` product (TCA itself, or a fork).
let referenceRuntimePackage = Context.environment["COMPOSABLE_RUNTIME_PACKAGE"].flatMap {
  $0.isEmpty ? nil : $0
}
.map {
  URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: Context.packageDirectory + "/"))
    .standardizedFileURL.path
}
let runtimeUnderTest: Target.Dependency =
  referenceRuntimePackage.map {
    .product(name: "ComposableArchitecture", package: URL(fileURLWithPath: $0).lastPathComponent)
  } ?? "ComposableRuntime"
let runtimeUnderTestSettings: [SwiftSetting] =
  referenceRuntimePackage == nil ? [] : [.define("COMPOSABLE_REFERENCE_RUNTIME")]
/// The runtime package's directory as a C string literal, so that reports can name the runtime.
let runtimeUnderTestDirectory = (referenceRuntimePackage ?? Context.packageDirectory)
  .replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")

/// `COMPOSABLE_RUNTIME_SAFE_PATHS=1` builds the runtime without the fast paths that step outside
/// what Swift promises (docs/unsafe.md): each takes its safe twin, and exclusivity is checked
/// everywhere. A build flag, not a run-time switch, because exclusivity checking is decided at
/// compile time and the fast paths sit on send paths where a branch would cost every send.
let safePathSettings: [SwiftSetting] =
  Context.environment["COMPOSABLE_RUNTIME_SAFE_PATHS"] == "1"
  ? [.define("COMPOSABLE_RUNTIME_SAFE_PATHS")] : []

/// `COMPOSABLE_RUNTIME_SANITIZER_LOCKS=1` (set by `Scripts/sanitize`) builds the runtime's locks
/// as pthread mutexes, which ThreadSanitizer sees, instead of Synchronization's `Mutex`, which it
/// cannot see on Linux (docs/unsafe.md, "Sanitizers").
let sanitizerLockSettings: [SwiftSetting] =
  Context.environment["COMPOSABLE_RUNTIME_SANITIZER_LOCKS"] == "1"
  ? [.define("COMPOSABLE_RUNTIME_SANITIZER_LOCKS")] : []

/// `COMPOSABLE_RUNTIME_SLOWDOWN=1` builds the runtime and the bench with the injected slowdown
/// (docs/gate.md), as `-Xswiftc -DCOMPOSABLE_RUNTIME_SLOWDOWN` does, but for this package's two
/// targets only: a copy of a release scratch folder then rebuilds them, not every dependency.
let slowdownSettings: [SwiftSetting] =
  Context.environment["COMPOSABLE_RUNTIME_SLOWDOWN"] == "1"
  ? [.define("COMPOSABLE_RUNTIME_SLOWDOWN")] : []

let package = Package(
  name: "composable-runtime-bench",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "ComposableRuntime", targets: ["ComposableRuntime"]),
    .library(name: "ComposableRuntimeTestSupport", targets: ["ComposableRuntimeTestSupport"]),
    .library(name: "ComposableSharing", targets: ["ComposableSharing"]),
    .executable(name: "bench", targets: ["bench"]),
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/combine-schedulers", from: "1.2.2"),
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    .package(url: "https://github.com/apple/swift-atomics", from: "1.3.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
    .package(url: "https://github.com/ordo-one/malloc-interposer", from: "1.6.1"),
    // A range TCA's graph admits too: swift-perception caps swift-syntax below 603.
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-macro-testing", from: "0.7.0"),
  ] + (referenceRuntimePackage.map { [.package(path: $0)] } ?? []),
  targets: [
    .macro(
      name: "ComposableRuntimeMacros",
      dependencies: [
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ]
    ),
    .target(
      name: "ComposableSharing",
      dependencies: [
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "Atomics", package: "swift-atomics"),
      ],
      swiftSettings: sanitizerLockSettings
    ),
    .target(
      name: "ComposableRuntime",
      dependencies: [
        "ComposableRuntimeMacros",
        "ComposableSharing",
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "CombineSchedulers", package: "combine-schedulers"),
        // Combine where it exists, OpenCombine elsewhere: the `Scheduler` of `debounce`.
        .product(name: "OpenCombineShim", package: "OpenCombine"),
        .product(name: "OrderedCollections", package: "swift-collections"),
        .product(name: "Atomics", package: "swift-atomics"),
      ],
      swiftSettings: safePathSettings + sanitizerLockSettings + slowdownSettings
    ),
    .target(
      name: "ComposableRuntimeTestSupport",
      dependencies: testSupportDependencies
    ),
    // What the harness and `bench _run-point` must agree on, as package-benchmark's
    // `BenchmarkShared` holds it for its runner and its benchmark processes.
    .target(name: "RunPointProtocol"),
    .target(
      name: "Harness",
      dependencies: [
        "RunPointProtocol",
        .product(name: "Histogram", package: "hdrhistogram-swift"),
        .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
      ]
    ),
    // The public API of Swift sources, read with swift-syntax: `bench api-diff`.
    .target(
      name: "APISurface",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]
    ),
    // A TCA app's tests made into a Linux package, read with swift-syntax: `bench port-tests`.
    .target(
      name: "TestPort",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]
    ),
    .target(
      name: "BenchHistory",
      dependencies: ["Harness", .product(name: "GRDB", package: "GRDB.swift")]
    ),
    .target(
      name: "RuntimeUnderTestLocation",
      cSettings: [
        .define("RUNTIME_UNDER_TEST_PACKAGE_DIRECTORY", to: "\"\(runtimeUnderTestDirectory)\"")
      ]
    ),
    .target(
      name: "Workloads",
      dependencies: [runtimeUnderTest, "Harness", "RuntimeUnderTestLocation"],
      path: "Benchmarks",
      exclude: ["Fixtures/README.md"],
      swiftSettings: runtimeUnderTestSettings
    ),
    .target(
      name: "Conformance",
      dependencies: [
        runtimeUnderTest,
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ],
      path: "Conformance",
      exclude: ["Scripts", "Mutants"],
      resources: [.copy("Catalog/conformance-rules.md")],
      swiftSettings: runtimeUnderTestSettings
    ),
    .executableTarget(
      name: "bench",
      dependencies: [
        "APISurface",
        "BenchHistory",
        "Conformance",
        "Harness",
        "RunPointProtocol",
        "TestPort",
        "Workloads",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: slowdownSettings
    ),
    .testTarget(
      name: "ConformanceTests",
      dependencies: [
        "Conformance",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "HarnessTests",
      dependencies: ["Harness", "RunPointProtocol"]
    ),
    .testTarget(
      name: "APISurfaceTests",
      dependencies: [
        "APISurface",
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]
    ),
    .testTarget(
      name: "TestPortTests",
      dependencies: ["TestPort"]
    ),
    .testTarget(
      name: "BenchHistoryTests",
      dependencies: ["BenchHistory", "Harness", .product(name: "GRDB", package: "GRDB.swift")]
    ),
    .testTarget(
      name: "MacroTests",
      dependencies: [
        "ComposableRuntimeMacros",
        .product(name: "MacroTesting", package: "swift-macro-testing"),
      ]
    ),
    .testTarget(
      name: "RuntimeTests",
      dependencies: ["ComposableRuntimeTestSupport"]
    ),
  ],
  swiftLanguageModes: [.v6]
)

/// What a test target gets with `ComposableRuntimeTestSupport`: issues reaching the test framework
/// and, off Apple platforms, swift-dependencies' observer that gives each XCTest test fresh
/// dependency values (stack element ids from `#0`, as on Apple platforms).
var testSupportDependencies: [Target.Dependency] {
  var dependencies: [Target.Dependency] = [
    "ComposableRuntime",
    .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
  ]
  #if !os(macOS)
    dependencies.append(.product(name: "DependenciesTestObserver", package: "swift-dependencies"))
  #endif
  return dependencies
}
