/// Yields to other tasks (effects included, also under the serial main executor) until
/// `condition` holds or `timeout` nanoseconds pass; returns whether it held.
@MainActor
func poll(until condition: () -> Bool, timeout: UInt64) async -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: .nanoseconds(Int64(clamping: timeout)))
  while !condition() {
    if clock.now >= deadline { return false }
    await Task.yield()
    if !condition() { try? await Task.sleep(for: .microseconds(50)) }
  }
  return true
}
