/// The texts of the failures a `TestStore` reports; their first lines follow TCA's.
enum TestStoreMessages {
  static func stateMismatch<State>(_ heading: String, expected: State, actual: State) -> String {
    let difference =
      diff(expected, actual, format: .proportional).map { indent($0, by: 4) }
      ?? "Expected:\n\(indent(String(customDumping: expected), by: 2))\n\nActual:\n\(indent(String(customDumping: actual), by: 2))"
    return "\(heading)\n\n\(difference)\n\n(Expected: −, Actual: +)"
  }

  static let unexpectedChange = "State was not expected to change, but a change occurred."
  static let mismatch = "A state change does not match expectation."
  static let unassertedSharedChanges =
    "Test store finished before asserting against changes to shared state."
  static let assertSharedChanges = """
    Invoke "TestStore.assert" at the end of this test to assert against changes to shared state.
    """
  static let sendToDismissedStore = """
    Can't send action to dismissed test store.

    The feature dismissed itself with "@Dependency(\\.dismiss)"; a test store whose feature \
    was dismissed accepts no further actions.
    """
  static let noChange = """
    Expected state to change, but no change occurred.

    The assertion closure changed nothing. When the action is not expected to change state, \
    leave the closure out.
    """

  static func mustHandle<Action>(_ actions: [Action]) -> String {
    """
    Must handle \(count(actions.count, "received action")) before sending an action.

    Unhandled actions: \(String(customDumping: actions))
    """
  }

  static func unreceived<Action>(_ actions: [Action]) -> String {
    """
    The store received \(count(actions.count, "unexpected action")).

      Unhandled actions:
    \(actions.map { "    \(caseDescription($0))" }.joined(separator: "\n"))

    Assert on them with "store.receive", drop them with "await store.skipReceivedActions()", or \
    make the test non-exhaustive with "store.exhaustivity = .off".
    """
  }

  static func skippedActions<Action>(_ actions: [Action]) -> String {
    let verb = actions.count == 1 ? "was" : "were"
    return
      "\(count(actions.count, "received action")) \(verb) skipped:\n\n\(String(customDumping: actions))"
  }

  static let effectStillRunning = """
    An effect returned for this action is still running. It must complete before the end of the \
    test.

    Make every effect this action starts finish within the test: await "store.finish()" to let \
    asynchronous work end, advance any test clock the effect waits on, and tear long-living \
    effects (timers, streams) down with ".cancellable" and a matching ".cancel". To stop \
    asserting on them, call "await store.skipInFlightEffects()" or make the test \
    non-exhaustive with "store.exhaustivity = .off".
    """

  static func effectsStillRunning(after timeout: UInt64) -> String {
    """
    Expected effects to finish, but there are still effects in-flight after \(seconds(timeout)) \
    seconds.

    If an effect waits on a clock, advance it enough for the effect to complete, or pass a \
    larger "timeout".
    """
  }

  static func seconds(_ nanoseconds: UInt64) -> String {
    "\(Double(nanoseconds) / 1_000_000_000)"
  }

  static func count(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// "Received unexpected action:" and `action` dumped, indented.
  static func unexpectedAction(_ action: some Any) -> String {
    "Received unexpected action:\n\n\(indent(String(customDumping: action), by: 2))"
  }

  static func indent(_ text: String, by spaces: Int) -> String {
    let padding = String(repeating: " ", count: spaces)
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { padding + $0 }.joined(separator: "\n")
  }

  /// An action abbreviated to its cases, such as `.rows(.element(id:, action: .tapped))`.
  static func caseDescription(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else { return "…" }
    guard let child = mirror.children.first, let label = child.label else { return ".\(value)" }
    guard let payload = payloadDescription(child.value) else { return ".\(label)" }
    return ".\(label)(\(payload))"
  }

  private static func payloadDescription(_ value: Any) -> String? {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .enum:
      return caseDescription(value)
    case .tuple:
      return mirror.children.map { child in
        let nested =
          Mirror(reflecting: child.value).displayStyle == .enum
          ? " \(caseDescription(child.value))" : ""
        return "\(child.label ?? "_"):\(nested)"
      }.joined(separator: ", ")
    default:
      return nil
    }
  }
}
