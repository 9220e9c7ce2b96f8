#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// A state whose `==` counts its calls, so that a case can tell whether a comparison reached it.
struct CountedEquality: Equatable {
  static let comparisons = LockIsolated(0)
  var value = 0

  static func == (lhs: Self, rhs: Self) -> Bool {
    comparisons.withValue { $0 += 1 }
    return lhs.value == rhs.value
  }
}
