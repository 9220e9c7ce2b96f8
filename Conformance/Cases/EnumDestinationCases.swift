#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

extension ConformanceSuite {
  static var enumDestinationCases: [ConformanceCase] {
    [
      aReducerEnumsBodyRunsEachCasesFeatureOn,
      anAlertCaseKeepsAlertStateInStateAndCarries,
      ifLetAndForEachWithoutAClosureRunTheEnums,
      presentsGivesAProjectedPresentationState,
      switchingAnEnumDestinationToAnotherCaseCancelsThe,
      caseKeyPathsThroughPresentationActionSkipPresented,
    ]
  }

  private static var aReducerEnumsBodyRunsEachCasesFeatureOn: ConformanceCase {
    ConformanceCase("MACRO-03", "a @Reducer enum's body runs each case's feature on its own case") {
      context in
      let store = Store(initialState: Router.Destination.State.sheet(Sheet.State(id: 1))) {
        Router.Destination.body
      }
      store.send(.sheet(.increment))
      try context.expectEqual(store.state, .sheet(Sheet.State(id: 1, count: 1)))
    }
  }

  private static var anAlertCaseKeepsAlertStateInStateAndCarries: ConformanceCase {
    ConformanceCase(
      "MACRO-04", "an alert case keeps AlertState in State and carries its action in Action"
    ) { context in
      let action = Router.Destination.Action.alert(.confirm)
      try context.expect(
        action[case: \.alert] == .confirm, "the alert case does not carry the alert's action")
      let state = Router.Destination.State.alert(AlertState { TextState("Sure?") })
      try context.expectEqual(state[case: \.alert]?.title, TextState("Sure?"))
    }
  }

  private static var ifLetAndForEachWithoutAClosureRunTheEnums: ConformanceCase {
    ConformanceCase(
      "MACRO-05",
      "ifLet and forEach without a closure run the enum's body; store.case scopes to the case"
    ) { context in
      let (store, _, _) = routerStore()
      store.send(.showSheet(1))
      store.send(.destination(.presented(.sheet(.increment))))
      try context.expectEqual(store.state.destination, .sheet(Sheet.State(id: 1, count: 1)))
      store.send(.path(.push(id: unusedStackID(), state: .sheet(Sheet.State(id: 2)))))
      store.send(.path(.element(id: store.state.path.ids[0], action: .sheet(.increment))))
      try context.expectEqual(store.state.path.first, .sheet(Sheet.State(id: 2, count: 1)))
      guard
        let destinationStore = store.scope(state: \.destination, action: \.destination.presented),
        case .sheet(let sheetStore) = destinationStore.case
      else {
        throw ConformanceFailure(
          message: "store.case did not give the sheet's store", location: "\(#fileID):\(#line)")
      }
      sheetStore.send(.increment)
      try context.expectEqual(store.state.destination, .sheet(Sheet.State(id: 1, count: 2)))
    }
  }

  private static var presentsGivesAProjectedPresentationState: ConformanceCase {
    ConformanceCase(
      "MACRO-07", "@Presents gives a projected PresentationState, and reading it registers access"
    ) { context in
      var state = Router.State()
      let projected: PresentationState<Router.Destination.State> = state.$destination
      try context.expect(projected.wrappedValue == nil, "a fresh destination is presented")
      let changed = LockIsolated(false)
      withObservationTracking {
        _ = state.$destination
      } onChange: {
        changed.setValue(true)
      }
      state.destination = .sheet(Sheet.State(id: 1))
      try context.expect(
        changed.value, "reading $destination did not register access to destination")
    }
  }

  private static var switchingAnEnumDestinationToAnotherCaseCancelsThe: ConformanceCase {
    ConformanceCase(
      "NAV-10", "switching an enum destination to another case cancels the old case's effects"
    ) { context in
      let (store, probe, _) = routerStore()
      store.send(.showSheet(1))
      store.send(.destination(.presented(.sheet(.start))))
      try await context.waitUntil("the effect started") { probe.events.contains("sheet 1 started") }
      store.send(.showAlert)
      try await context.waitUntil("the effect was cancelled") {
        probe.events.contains("sheet 1 cancelled")
      }
    }
  }

  private static var caseKeyPathsThroughPresentationActionSkipPresented: ConformanceCase {
    ConformanceCase("NAV-10", "case key paths through PresentationAction skip .presented") {
      context in
      let toIncrement: CaseKeyPath<Router.Action, Void> = \.destination.sheet.increment
      guard case .destination(.presented(.sheet(.increment))) = toIncrement(()) else {
        throw ConformanceFailure(
          message: "\\.destination.sheet.increment built another action",
          location: "\(#fileID):\(#line)")
      }
      let toDismiss: CaseKeyPath<Router.Action, Void> = \.destination.dismiss
      guard case .destination(.dismiss) = toDismiss(()) else {
        throw ConformanceFailure(
          message: "\\.destination.dismiss built another action", location: "\(#fileID):\(#line)")
      }
      try context.expect(
        Router.Action.destination(.dismiss)[case: \.destination.dismiss] != nil,
        "dismiss does not match")
    }
  }

  /// A store of ``Router``, whose sheets record their effects in a fresh probe.
  @MainActor
  static func routerStore() -> (store: StoreOf<Router>, probe: Probe, gate: Gate) {
    let probe = Probe()
    let gate = Gate()
    let store = Store(initialState: Router.State()) {
      Router()
    } withDependencies: {
      $0.sheetProbe = SheetProbe(probe: probe, gate: gate)
    }
    return (store, probe, gate)
  }
}
