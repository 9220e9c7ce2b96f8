#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

extension ConformanceSuite {
  static var presentationCases: [ConformanceCase] {
    presentationLifetimeCases + presentationDismissCases + ephemeralCases + [
      ConformanceCase(
        "NAV-12", "copies of one PresentationState are equal without comparing the child"
      ) { context in
        let presented = PresentationState(wrappedValue: CountedEquality?.some(CountedEquality()))
        let copy = presented
        let before = CountedEquality.comparisons.value
        try context.expect(presented == copy, "a copy differs from its original")
        try context.expectEqual(CountedEquality.comparisons.value, before)
        let separate = PresentationState(wrappedValue: CountedEquality?.some(CountedEquality()))
        try context.expect(presented == separate, "equal children in separate values differ")
        try context.expectEqual(CountedEquality.comparisons.value, before + 1)
      }
    ]
  }

  /// A store of ``Presenter`` with a fresh probe and gate.
  @MainActor
  static func presenterStore(
    _ initial: Presenter.State = Presenter.State(), replacementOnIncrement: Sheet.State? = nil
  ) -> (store: StoreOf<Presenter>, probe: Probe, gate: Gate) {
    let probe = Probe()
    let gate = Gate()
    let store = Store(initialState: initial) {
      Presenter(probe: probe, gate: gate, replacementOnIncrement: replacementOnIncrement)
    }
    return (store, probe, gate)
  }

  /// A ``Presenter`` followed by a reducer that nils the sheet on `.sheet(.presented(.increment))`.
  @MainActor
  static func outerDismissalStore() -> (store: StoreOf<Presenter>, probe: Probe, gate: Gate) {
    let probe = Probe()
    let gate = Gate()
    let store = Store(initialState: Presenter.State()) {
      Presenter(probe: probe, gate: gate)
      Reduce<Presenter.State, Presenter.Action> { state, action in
        if action == .sheet(.presented(.increment)) { state.sheet = nil }
        return .none
      }
    }
    return (store, probe, gate)
  }

  /// Presents sheet 1 and waits until the effect its `.start` began is running.
  @MainActor
  static func presentSheetWithRunningEffect(
    _ store: StoreOf<Presenter>, probe: Probe, context: ConformanceContext
  ) async throws {
    store.send(.present(id: 1))
    store.send(.sheet(.presented(.start)))
    try await context.waitUntil("the effect started") { probe.events.contains("sheet 1 started") }
  }

  static var presentationLifetimeCases: [ConformanceCase] {
    [
      aPresentedActionRunsTheChild,
      dismissRunsTheParentWithTheChildPresent,
      dismissingByDismissCancelsTheChildsEffects,
      theParentSettingTheChildToNilCancelsThe,
      presentingAChildWithAnotherIdCancelsTheOld,
      aChildActionThatChangesTheChildsOwnId,
      replacingTheChildWithTheSameIdKeepsIts,
      aPresentationActionWhileTheDestinationIsNilReports,
      aChildNilledOutsideTheIfLetKeepsItsEffects,
      theNextActionThroughTheIfLetCancelsAChild,
    ]
  }

  private static var aPresentedActionRunsTheChild: ConformanceCase {
    ConformanceCase("NAV-01", "a presented action runs the child, then the parent") { context in
      let (store, _, _) = presenterStore()
      store.send(.present(id: 1))
      store.send(.sheet(.presented(.increment)))
      try context.expectEqual(store.withState(\.sheet)?.count, 1)
      try context.expectEqual(store.withState(\.log.last), "parent saw sheet 1 count 1")
    }
  }

  private static var dismissRunsTheParentWithTheChildPresent: ConformanceCase {
    ConformanceCase("NAV-01", ".dismiss runs the parent with the child present, then nils it") {
      context in
      let (store, _, _) = presenterStore()
      store.send(.present(id: 1))
      store.send(.sheet(.dismiss))
      try context.expectEqual(store.withState(\.log.last), "parent saw sheet 1 count 0")
      try context.expect(store.withState(\.sheet) == nil, "the sheet is still presented")
    }
  }

  private static var dismissingByDismissCancelsTheChildsEffects: ConformanceCase {
    ConformanceCase("NAV-02", "dismissing by .dismiss cancels the child's effects") { context in
      let (store, probe, _) = presenterStore()
      try await presentSheetWithRunningEffect(store, probe: probe, context: context)
      store.send(.sheet(.dismiss))
      try await context.waitUntil("the effect was cancelled") {
        probe.events.contains("sheet 1 cancelled")
      }
    }
  }

  private static var theParentSettingTheChildToNilCancelsThe: ConformanceCase {
    ConformanceCase("NAV-02", "the parent setting the child to nil cancels the child's effects") {
      context in
      let (store, probe, _) = presenterStore()
      try await presentSheetWithRunningEffect(store, probe: probe, context: context)
      store.send(.clear)
      try await context.waitUntil("the effect was cancelled") {
        probe.events.contains("sheet 1 cancelled")
      }
    }
  }

  private static var presentingAChildWithAnotherIdCancelsTheOld: ConformanceCase {
    ConformanceCase("NAV-05", "presenting a child with another id cancels the old child's effects")
    { context in
      let (store, probe, _) = presenterStore()
      try await presentSheetWithRunningEffect(store, probe: probe, context: context)
      store.send(.present(id: 2))
      try await context.waitUntil("the effect was cancelled") {
        probe.events.contains("sheet 1 cancelled")
      }
      try context.expectEqual(store.withState(\.sheet)?.id, 2)
    }
  }

  private static var aChildActionThatChangesTheChildsOwnId: ConformanceCase {
    ConformanceCase("NAV-05", "a child action that changes the child's own id cancels its effects")
    { context in
      let (store, probe, _) = presenterStore()
      try await presentSheetWithRunningEffect(store, probe: probe, context: context)
      store.send(.sheet(.presented(.changeID(7))))
      try await context.waitUntil("the effect was cancelled") {
        probe.events.contains("sheet 1 cancelled")
      }
    }
  }

  private static var replacingTheChildWithTheSameIdKeepsIts: ConformanceCase {
    ConformanceCase(
      "NAV-05",
      "replacing the child with the same id keeps its effects, delivering to the new value"
    ) { context in
      let (store, probe, gate) = presenterStore(
        replacementOnIncrement: Sheet.State(id: 1, count: 10))
      try await presentSheetWithRunningEffect(store, probe: probe, context: context)
      store.send(.sheet(.presented(.increment)))
      try context.expectEqual(store.withState(\.sheet)?.count, 10)
      gate.open()
      try await context.waitUntil("the effect finished") {
        probe.events.contains("sheet 1 finished")
      }
      try context.expectEqual(store.withState(\.sheet)?.count, 11)
      try context.expect(!probe.events.contains("sheet 1 cancelled"), "the effect was cancelled")
    }
  }

  private static var aPresentationActionWhileTheDestinationIsNilReports: ConformanceCase {
    ConformanceCase(
      "NAV-07",
      "a presentation action while the destination is nil reports an issue; the parent runs"
    ) { context in
      let (store, _, _) = presenterStore()
      store.send(.sheet(.dismiss))
      try context.expectIssue(
        containing: "received a presentation action when destination state was absent",
        ".sheet(.dismiss)"
      )
      try context.expectEqual(store.withState(\.log), ["parent saw no sheet"])
      store.send(.sheet(.presented(.increment)))
      try context.expectIssue(
        containing: "received a presentation action when destination state was absent")
      try context.expectEqual(store.withState(\.log.count), 2)
    }
  }

  private static var aChildNilledOutsideTheIfLetKeepsItsEffects: ConformanceCase {
    ConformanceCase("NAV-11", "a child nilled outside the ifLet keeps its effects running") {
      context in
      let (store, probe, gate) = outerDismissalStore()
      try await presentSheetWithRunningEffect(store, probe: probe, context: context)
      store.send(.sheet(.presented(.increment)))
      try context.expect(store.withState(\.sheet) == nil, "the outer reducer did not nil the sheet")
      gate.open()
      try await context.waitUntil("the effect finished") {
        probe.events.contains("sheet 1 finished")
      }
      try context.expectIssue(
        containing: "received a presentation action when destination state was absent")
    }
  }

  private static var theNextActionThroughTheIfLetCancelsAChild: ConformanceCase {
    ConformanceCase("NAV-11", "the next action through the ifLet cancels a child nilled outside it")
    { context in
      let (store, probe, _) = outerDismissalStore()
      try await presentSheetWithRunningEffect(store, probe: probe, context: context)
      store.send(.sheet(.presented(.increment)))
      store.send(.noop)
      try await context.waitUntil("the effect was cancelled") {
        probe.events.contains("sheet 1 cancelled")
      }
    }
  }

  static var presentationDismissCases: [ConformanceCase] {
    [
      theChildsDismissSendsDismissToTheParent,
      aTestStoreMustReceiveTheDismissTheChildsDismiss,
      aChildPresentInTheInitialStateCanDismiss,
      thePresentingSendsTaskDoesNotFinishWhileThe,
      isPresentedIsTrueInAPresentedChild,
      inATestStoreTheRootIsPresented,
      aSendAfterTheRootDismissedItselfFails,
    ]
  }

  private static var theChildsDismissSendsDismissToTheParent: ConformanceCase {
    ConformanceCase(
      "NAV-06", "the child's dismiss() sends .dismiss to the parent, which then nils the child"
    ) { context in
      let (store, probe, _) = presenterStore()
      store.send(.present(id: 1))
      store.send(.sheet(.presented(.close)))
      try await context.waitUntil("the dismissal was received") { store.withState(\.sheet) == nil }
      try context.expect(probe.events.contains("close requested"), "dismiss was never called")
      try context.expectEqual(store.withState(\.log.last), "parent saw sheet 1 count 0")
    }
  }

  private static var aTestStoreMustReceiveTheDismissTheChildsDismiss: ConformanceCase {
    ConformanceCase("NAV-06", "a TestStore must receive the .dismiss the child's dismiss() sends") {
      context in
      let probe = Probe()
      let store = TestStore(initialState: Presenter.State()) {
        Presenter(probe: probe, gate: Gate())
      }
      store.exhaustivity = .off
      await store.send(.present(id: 1))
      await store.send(.sheet(.presented(.close)))
      await store.receive(\.sheet.dismiss) { $0.sheet = nil }
      try context.expectNoIssues()
    }
  }

  private static var aChildPresentInTheInitialStateCanDismiss: ConformanceCase {
    ConformanceCase(
      "NAV-06", "a child present in the initial state can dismiss itself from its first action"
    ) { context in
      let (store, _, _) = presenterStore(Presenter.State(sheet: Sheet.State(id: 3)))
      store.send(.sheet(.presented(.close)))
      try await context.waitUntil("the dismissal was received") { store.withState(\.sheet) == nil }
    }
  }

  private static var thePresentingSendsTaskDoesNotFinishWhileThe: ConformanceCase {
    ConformanceCase(
      "NAV-06", "the presenting send's task does not finish while the child is presented"
    ) { context in
      let (store, _, _) = presenterStore()
      let task = store.send(.present(id: 1))
      try context.expect(!task.isCancelled, "the presenting send's task has nothing running")
      task.cancel()
      await task.finish()
      await store.send(.sheet(.presented(.close))).finish()
      try context.expect(
        store.withState(\.sheet) != nil, "dismiss() worked after the presenting task was cancelled")
    }
  }

  private static var isPresentedIsTrueInAPresentedChild: ConformanceCase {
    ConformanceCase(
      "NAV-08", "isPresented is true in a presented child, and a root dismiss() reports an issue"
    ) { context in
      let (store, _, _) = presenterStore()
      store.send(.present(id: 1))
      store.send(.sheet(.presented(.checkPresented)))
      try context.expectEqual(store.withState(\.sheet)?.isPresented, true)
      let root = Store(initialState: Sheet.State(id: 9)) { Sheet(probe: Probe(), gate: Gate()) }
      root.send(.checkPresented)
      try context.expectEqual(root.withState(\.isPresented), false)
      await root.send(.close).finish()
      try context.expectIssue(
        containing: "A reducer requested dismissal at", "but couldn't be dismissed")
    }
  }

  private static var inATestStoreTheRootIsPresented: ConformanceCase {
    ConformanceCase(
      "NAV-08", "in a TestStore the root is presented; dismissing it stops tracking its effects"
    ) { context in
      let probe = Probe()
      var store: TestStoreOf<Sheet>? = TestStore(initialState: Sheet.State(id: 1)) {
        Sheet(probe: probe, gate: Gate())
      }
      await store?.send(.checkPresented) { $0.isPresented = true }
      await store?.send(.start)
      try await context.waitUntil("the effect started") { probe.events.contains("sheet 1 started") }
      await store?.send(.close).finish()
      store = nil
      try context.expectNoIssues()
    }
  }

  private static var aSendAfterTheRootDismissedItselfFails: ConformanceCase {
    ConformanceCase("NAV-04", "a send after the root dismissed itself fails") { context in
      let probe = Probe()
      let store = TestStore(initialState: Sheet.State(id: 1)) { Sheet(probe: probe, gate: Gate()) }
      await store.send(.close).finish()
      await store.send(.increment)
      try context.expectIssue(containing: "Can't send action to dismissed test store")
    }
  }

  static var ephemeralCases: [ConformanceCase] {
    [
      ConformanceCase("NAV-03", "an optional alert run by ifLet becomes nil after its action") {
        context in
        let store = Store(initialState: AlertHost.State()) { AlertHost() }
        store.send(.show)
        store.send(.alert(.confirm))
        try context.expect(store.withState(\.alert) == nil, "the alert is still up")
        store.send(.show)
        store.send(.alert(.cancel))
        try context.expect(store.withState(\.alert) != nil, "the parent's fresh alert was cleared")
      },
      ConformanceCase("NAV-03", "an alert becomes nil after it sends an action") { context in
        let (store, _, _) = presenterStore()
        store.send(.showAlert)
        try context.expect(store.withState(\.alert) != nil, "no alert")
        store.send(.alert(.presented(.confirm)))
        try context.expect(store.withState(\.alert) == nil, "the alert is still up")
      },
      ConformanceCase(
        "NAV-09", "a fresh alert built by the parent in response to the alert's action stays up"
      ) { context in
        let (store, _, _) = presenterStore()
        store.send(.showAlert)
        store.send(.alert(.presented(.cancel)))
        try context.expectEqual(store.withState(\.alert)?.title, TextState("Really?"))
      },
    ]
  }
}
