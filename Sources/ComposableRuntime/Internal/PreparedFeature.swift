/// A feature's initial state and reducer, built under its prepared dependencies, with those
/// dependencies captured for the store to run the reducer and its effects with.
struct PreparedFeature<R: Reducer> {
  let initialState: R.State
  let reducer: R
  let dependencies: DependencyValues

  /// Runs `prepareDependencies` once, then builds the state and reducer under the result.
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
