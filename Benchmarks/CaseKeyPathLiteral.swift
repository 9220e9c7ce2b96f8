import Harness

#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

extension WorkloadCatalog {
  /// What a reducer `body` pays per evaluation for each case key path literal in it, before any
  /// runtime code runs: Swift instantiates such a key path anew every time.
  static var caseKeyPathWorkloads: [Workload] {
    [
      Workload("Baseline.CaseKeyPath", scenario: "literal") { _ in
        .sync { iterations in
          for _ in 0..<iterations { blackHole(rowsActionPath()) }
        }
      },
      Workload("Baseline.CaseKeyPath", scenario: "literal in a generic type") { _ in
        .sync { iterations in
          for _ in 0..<iterations { blackHole(innerActionPath(BenchCounter.self)) }
        }
      },
    ]
  }
}

/// The case key path literal `BenchParent`'s body evaluates for its `forEach`.
@inline(never)
func rowsActionPath() -> CaseKeyPath<BenchParent.Action, IdentifiedActionOf<BenchCounter>> {
  \.rows
}

/// The case key path literal `WrapReducer`'s body evaluates for its `Scope`.
@inline(never)
func innerActionPath<Inner: NestedCounter>(_: Inner.Type) -> CaseKeyPath<
  WrapReducer<Inner>.Action, Inner.Action
> {
  \.inner
}
