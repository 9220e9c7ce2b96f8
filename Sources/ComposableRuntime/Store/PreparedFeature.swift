/// A feature's initial state and reducer, built under its prepared dependencies, with those
/// dependencies captured for the store to run the reducer and its effects with.
@usableFromInline
struct PreparedFeature<R: Reducer> {
  @usableFromInline let initialState: R.State
  @usableFromInline let reducer: R
  @usableFromInline let dependencies: DependencyValues

  /// Runs `prepareDependencies` once, then builds the state and reducer under the result.
  @usableFromInline
  init(
    initialState: () -> R.State,
    reducer: () -> R,
    prepareDependencies: (inout DependencyValues) -> Void
  ) {
    (self.initialState, self.reducer, self.dependencies) = withDependencies(prepareDependencies) {
      (initialState(), reducer(), DependencyValues._current)
    }
  }
}
