#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// A dependency client declared with `@DependencyClient`, as TCA's examples declare theirs.
@DependencyClient
struct NumberClient: Sendable {
  var fact: @Sendable (_ number: Int) async throws -> String
  var favorite: @Sendable () -> Int = { 7 }
}
