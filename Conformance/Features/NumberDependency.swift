#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// A plain dependency for checking which dependency values an effect sees.
enum NumberKey: DependencyKey {
  static let liveValue = 0
  static let testValue = 0
}

extension DependencyValues {
  /// A number set by the cases that check dependency propagation.
  var number: Int {
    get { self[NumberKey.self] }
    set { self[NumberKey.self] = newValue }
  }
}

/// Holds a value handed out of an effect, for cases that misuse `send` on purpose.
@MainActor
final class Box<Value> {
  var value: Value?
}
