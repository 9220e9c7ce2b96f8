/// The runtime issues a root store reports about how it is used, each at most once per store: a
/// store observed with `withObservationTracking` whose `onChange` sends, or a view reading the
/// state on every send, would otherwise report once per send.
struct MisuseReports {
  private var hasReportedReentrantSend = false
  private var hasReportedStateReadWhileSending = false

  /// Reports the first send made from outside while the store was processing an action.
  mutating func reentrantSend(_ action: some Any) {
    guard !hasReportedReentrantSend else { return }
    hasReportedReentrantSend = true
    reportRuntimeIssue(
      """
      Sent '\(String(reflecting: action))' while an action was being processed.

      Reentrant actions are queued and processed after the current one, but sending from a \
      reducer or an observer in the middle of processing is usually a mistake: return an \
      effect instead. Later reentrant sends to this store are not reported.
      """
    )
  }

  /// Reports the first read of the state made while the store's reducers ran.
  mutating func stateReadWhileSending() {
    guard !hasReportedStateReadWhileSending else { return }
    hasReportedStateReadWhileSending = true
    reportRuntimeIssue(
      """
      Read the state of a store while it was processing an action.

      The reducer changes the store's state in place, so a read during its run sees a state only \
      partly changed (TCA reads the state from before the action). Read the state the reducer is \
      given, or read the store after the send. Later reads like this from this store are not \
      reported.
      """
    )
  }
}
