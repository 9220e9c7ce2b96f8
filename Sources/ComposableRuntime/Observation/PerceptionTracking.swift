/// Tracks the observable properties `apply` reads and calls `onChange` once, before the first of
/// them changes: TCA re-exports this name from Perception; on Linux it is observation tracking.
@discardableResult
public func withPerceptionTracking<T>(
  _ apply: () -> T,
  onChange: @autoclosure () -> @Sendable () -> Void
) -> T {
  withObservationTracking(apply, onChange: onChange())
}
