#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

extension ConformanceSuite {
  /// EXH-26: a test store calls the `dismiss` a test installed before it ends the feature.
  static var testStoreDismissCases: [ConformanceCase] {
    [dismissalCallsTheInstalledDismiss(action: .close, "dismiss()")]
      + (Sheet.hasAnimatedDismiss
        ? [dismissalCallsTheInstalledDismiss(action: .closeAnimated, "dismiss(animation:)")] : [])
  }

  private static func dismissalCallsTheInstalledDismiss(
    action: Sheet.Action, _ spelling: String
  ) -> ConformanceCase {
    ConformanceCase(
      "EXH-26", "\(spelling) in a TestStore calls the test's dismiss, then ends the feature"
    ) { context in
      let probe = Probe()
      let calls = LockIsolated(0)
      var store: TestStoreOf<Sheet>? = TestStore(initialState: Sheet.State(id: 1)) {
        Sheet(probe: probe, gate: Gate())
      } withDependencies: {
        $0.dismiss = DismissEffect { calls.withValue { $0 += 1 } }
      }
      await store?.send(.start)
      try await context.waitUntil("the effect started") { probe.events.contains("sheet 1 started") }
      await store?.send(action).finish()
      try context.expectEqual(calls.value, 1)
      try context.expectEqual(store?.isDismissed, true)
      store = nil
      try context.expectNoIssues()
    }
  }
}
