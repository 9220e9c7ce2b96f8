#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

extension ConformanceSuite {
  static var cancellationCases: [ConformanceCase] {
    [
      cancelIdStopsACancellableEffect,
      oneCancelStopsEveryEffectSharingTheId,
      applyingCancellableTwiceWithTheSameIdIsHarmless,
      cancelInFlightCancelsTheEarlierEffectAndRunsTheNew,
      aSynchronousEffectMarkedCancelInFlightTwiceDoesNotCancel,
      cancellingAfterCompletionDoesNothing,
      nestedCancellablesWithDifferentIdsLetEveryActionThrough,
      idEqualityIncludesTheIdsType,
      withTaskCancellationMakesAsyncWorkCancellableById,
      withTaskCancellationCancelInFlightCancelsTheEarlierOperation,
      afterCancellation,
      aCancellationErrorFromACancelledRunIsSwallowed,
      cancelIdTakesEffectWithinTheSendThatReturned,
      twoRootStoresNeverCancelEachOthersEffects,
      aParentsCancelReachesItsElements,
      anElementsCancelInFlightNeverReachesASibling,
      whenIfLetStateBecomesNil,
      anIdentifiableIfLetChildReplacedWithTheSameId,
      removingAForEachElementCancelsItsEffects,
      leavingAnIfCaseLetCaseCancelsTheChildsEffects,
      anIfCaseLetChildReplacedByAnotherIdHasIts,
      storeTaskCancelCancelsEffectsOfActionsItsEffectsFed,
      cancellingASendsTaskBeforeItsEffectStartsDelivers,
      releasingARootStoreCancelsItsInFlightEffects,
    ]
  }

  private static var cancelIdStopsACancellableEffect: ConformanceCase {
    ConformanceCase(
      "CANCEL-01", "cancel(id:) stops a cancellable effect, which then counts as finished"
    ) { context in
      let (probe, gate) = (Probe(), Gate())
      let store = Store(initialState: Job.State(id: 1)) { Job(probe: probe, gate: gate) }
      let task = store.send(.start)
      try await context.waitUntil(probe, recorded: ["job 1 started"])
      store.send(.stop)
      gate.open()
      await task.finish()
      try context.expectEqual(probe.events, ["job 1 started", "job 1 cancelled"])
      try context.expectEqual(store.withState(\.finished), 0)
    }
  }

  private static var oneCancelStopsEveryEffectSharingTheId: ConformanceCase {
    ConformanceCase("CANCEL-02", "one cancel stops every effect sharing the id") { context in
      let (probe, gate) = (Probe(), Gate())
      let store = StoreOf<Board>(initialState: Board.State()) { Board(probe: probe, gate: gate) }
      let first = store.send(.startParent)
      let second = store.send(.startParent)
      try await context.waitUntil(probe, recordedCount: 2)
      store.send(.cancelAll)
      gate.open()
      await first.finish()
      await second.finish()
      try context.expectEqual(probe.events.filter { $0 == "parent cancelled" }.count, 2)
      try context.expectEqual(store.withState(\.parentFinished), 0)
    }
  }

  private static var applyingCancellableTwiceWithTheSameIdIsHarmless: ConformanceCase {
    ConformanceCase("CANCEL-02", "applying cancellable twice with the same id is harmless") {
      context in
      let store = Store(initialState: 0) {
        Reduce<Int, Int> { state, action in
          state += action
          guard action == 0 else { return .none }
          return .run { send in await send(1) }
            .cancellable(id: "twice")
            .cancellable(id: "twice")
        }
      }
      await store.send(0).finish()
      try context.expectEqual(store.withState { $0 }, 1)
    }
  }

  private static var cancelInFlightCancelsTheEarlierEffectAndRunsTheNew: ConformanceCase {
    ConformanceCase("CANCEL-03", "cancelInFlight cancels the earlier effect and runs the new one") {
      context in
      let probe = Probe()
      let gates = [Gate(), Gate()]
      let store = Store(initialState: [Int]()) {
        Reduce<[Int], Int> { state, action in
          guard action < 10 else {
            state.append(action)
            return .none
          }
          return .gatedWork(
            name: "run \(action)", probe: probe, gate: gates[action], done: 10 + action
          )
          .cancellable(id: "search", cancelInFlight: true)
        }
      }
      let first = store.send(0)
      try await context.waitUntil(probe, recorded: ["run 0 started"])
      let second = store.send(1)
      try await context.waitUntil(probe, recordedEvent: "run 1 started")
      gates.forEach { $0.open() }
      await first.finish()
      await second.finish()
      try context.expectEqual(store.withState { $0 }, [11])
      try context.expect(probe.events.contains("run 0 cancelled"), "\(probe.events)")
    }
  }

  private static var aSynchronousEffectMarkedCancelInFlightTwiceDoesNotCancel: ConformanceCase {
    ConformanceCase(
      "CANCEL-03", "a synchronous effect marked cancelInFlight twice does not cancel itself"
    ) { context in
      let store = Store(initialState: 0) {
        Reduce<Int, Int> { state, action in
          state += action
          guard action == 0 else { return .none }
          return .send(1)
            .cancellable(id: "id", cancelInFlight: true)
            .cancellable(id: "id", cancelInFlight: true)
        }
      }
      await store.send(0).finish()
      try context.expectEqual(store.withState { $0 }, 1)
    }
  }

  private static var cancellingAfterCompletionDoesNothing: ConformanceCase {
    ConformanceCase("CANCEL-04", "cancelling after completion does nothing") { context in
      let (probe, gate) = (Probe(), Gate())
      gate.open()
      let store = Store(initialState: Job.State(id: 1)) { Job(probe: probe, gate: gate) }
      await store.send(.start).finish()
      store.send(.stop)
      try context.expectEqual(store.withState(\.finished), 1)
      try context.expectEqual(probe.events, ["job 1 started", "job 1 finished"])
    }
  }

  private static var nestedCancellablesWithDifferentIdsLetEveryActionThrough: ConformanceCase {
    ConformanceCase("CANCEL-04", "nested cancellables with different ids let every action through")
    { context in
      let store = Store(initialState: [Int]()) {
        Reduce<[Int], Int> { state, action in
          guard action == 0 else {
            state.append(action)
            return .none
          }
          return .merge(
            .run { send in await send(1) }.cancellable(id: "inner 1"),
            .run { send in await send(2) }.cancellable(id: "inner 2"),
            .send(3).cancellable(id: "inner 3")
          )
          .cancellable(id: "outer")
        }
      }
      await store.send(0).finish()
      try context.expectEqual(store.withState { $0 }.sorted(), [1, 2, 3])
    }
  }

  private static var idEqualityIncludesTheIdsType: ConformanceCase {
    ConformanceCase("CANCEL-05", "id equality includes the id's type") { context in
      enum A: Hashable, Sendable { case x }
      enum B: Hashable, Sendable { case x }
      let (probe, gate) = (Probe(), Gate())
      let store = Store(initialState: 0) {
        Reduce<Int, String> { state, action in
          switch action {
          case "start A":
            return .gatedWork(name: "A", probe: probe, gate: gate, done: "done").cancellable(
              id: A.x)
          case "start Int":
            return .gatedWork(name: "Int", probe: probe, gate: gate, done: "done").cancellable(
              id: 1)
          case "cancel B": return .cancel(id: B.x)
          case "cancel UInt8": return .cancel(id: UInt8(1))
          default:
            state += 1
            return .none
          }
        }
      }
      let a = store.send("start A")
      let int = store.send("start Int")
      try await context.waitUntil(probe, recordedCount: 2)
      store.send("cancel B")
      store.send("cancel UInt8")
      gate.open()
      await a.finish()
      await int.finish()
      try context.expectEqual(store.withState { $0 }, 2)
    }
  }

  private static var withTaskCancellationMakesAsyncWorkCancellableById: ConformanceCase {
    ConformanceCase("CANCEL-07", "withTaskCancellation makes async work cancellable by id") {
      context in
      let (probe, gate) = (Probe(), Gate())
      let store = startCancelStore(cancelling: "load") {
        .run { send in
          do {
            try await withTaskCancellation(id: "load") {
              probe.record("started")
              try await gate.wait()
            }
            await send("loaded")
          } catch is CancellationError {
            probe.record("CancellationError")
          }
        }
      }
      let task = store.send("start")
      try await context.waitUntil(probe, recorded: ["started"])
      store.send("cancel")
      await task.finish()
      try context.expectEqual(probe.events, ["started", "CancellationError"])
      try context.expectEqual(store.withState { $0 }, 0)
    }
  }

  private static var withTaskCancellationCancelInFlightCancelsTheEarlierOperation: ConformanceCase {
    ConformanceCase(
      "CANCEL-07", "withTaskCancellation cancelInFlight cancels the earlier operation"
    ) { context in
      let probe = Probe()
      let gate = Gate()
      let first = Task {
        try await withTaskCancellation(id: "op", cancelInFlight: true) {
          probe.record("first started")
          try await gate.wait()
        }
      }
      try await context.waitUntil(probe, recorded: ["first started"])
      let second = Task {
        try await withTaskCancellation(id: "op", cancelInFlight: true) {
          try await gate.wait()
          return "second"
        }
      }
      let firstResult = await first.result
      gate.open()
      try context.expectEqual(try await second.value, "second")
      try context.expect(
        (try? firstResult.get()) == nil, "the first operation must see cancellation")
    }
  }

  private static var afterCancellation: ConformanceCase {
    ConformanceCase("CANCEL-08", "after cancellation, send does nothing and catch is not called") {
      context in
      let (probe, gate) = (Probe(), Gate())
      struct Failure: Error {}
      let store = startCancelStore(cancelling: "effect") {
        .run { send in
          probe.record("started")
          do { try await gate.wait() } catch {
            await send("after cancellation")
            throw Failure()
          }
        } catch: { _, _ in
          probe.record("catch")
        }
        .cancellable(id: "effect")
      }
      let task = store.send("start")
      try await context.waitUntil(probe, recorded: ["started"])
      store.send("cancel")
      await task.finish()
      try context.expectEqual(store.withState { $0 }, 0)
      try context.expectEqual(probe.events, ["started"])
    }
  }

  private static var aCancellationErrorFromACancelledRunIsSwallowed: ConformanceCase {
    ConformanceCase("CANCEL-08", "a CancellationError from a cancelled run is swallowed") {
      context in
      let (probe, gate) = (Probe(), Gate())
      let store = Store(initialState: 0) {
        Reduce<Int, Int> { _, _ in
          .run { _ in
            probe.record("started")
            do { try await gate.wait() } catch {
              probe.record("threw \(type(of: error))")
              throw error
            }
          } catch: { _, _ in
            probe.record("catch called")
          }
        }
      }
      let task = store.send(0)
      try await context.waitUntil(probe, recorded: ["started"])
      task.cancel()
      await task.finish()
      try context.expectEqual(probe.events, ["started", "threw CancellationError"])
    }
  }

  private static var cancelIdTakesEffectWithinTheSendThatReturned: ConformanceCase {
    ConformanceCase("CANCEL-09", "cancel(id:) takes effect within the send that returned it") {
      context in
      let (probe, gate) = (Probe(), Gate())
      let store = startCancelStore(cancelling: "id") {
        .run { send in
          probe.record("started")
          await gate.waitIgnoringCancellation()
          await send("delivered")
        }
        .cancellable(id: "id")
      }
      let task = store.send("start")
      try await context.waitUntil(probe, recorded: ["started"])
      store.send("cancel")
      gate.open()
      await task.finish()
      try context.expectEqual(store.withState { $0 }, 0)
    }
  }

  private static var twoRootStoresNeverCancelEachOthersEffects: ConformanceCase {
    ConformanceCase("CANCEL-10", "two root stores never cancel each other's effects") { context in
      let (probe, gate) = (Probe(), Gate())
      let first = Store(initialState: Job.State(id: 1)) { Job(probe: probe, gate: gate) }
      let second = Store(initialState: Job.State(id: 2)) { Job(probe: probe, gate: gate) }
      let task = first.send(.start)
      try await context.waitUntil(probe, recorded: ["job 1 started"])
      second.send(.stop)
      gate.open()
      await task.finish()
      try context.expectEqual(first.withState(\.finished), 1)
    }
  }

  private static var aParentsCancelReachesItsElements: ConformanceCase {
    ConformanceCase(
      "CANCEL-11", "a parent's cancel reaches its elements; an element's reaches no one else"
    ) { context in
      let (probe, gate) = (Probe(), Gate())
      let store = StoreOf<Board>(
        initialState: Board.State(rows: [Job.State(id: 1), Job.State(id: 2), Job.State(id: 3)])
      ) { Board(probe: probe, gate: gate) }
      let tasks = [
        store.send(.startParent),
        store.send(.rows(.element(id: 1, action: .start))),
        store.send(.rows(.element(id: 2, action: .start))),
        store.send(.rows(.element(id: 3, action: .start))),
      ]
      try await context.waitUntil(probe, recordedCount: 4)
      store.send(.rows(.element(id: 1, action: .stop)))
      try await context.waitUntil(probe, recordedEvent: "job 1 cancelled")
      try context.expectEqual(
        probe.events.filter { $0.hasSuffix("cancelled") }, ["job 1 cancelled"])
      store.send(.cancelAll)
      for task in tasks { await task.finish() }
      try context.expectEqual(
        Set(probe.events.filter { $0.hasSuffix("cancelled") }),
        ["job 1 cancelled", "job 2 cancelled", "job 3 cancelled", "parent cancelled"]
      )
    }
  }

  private static var anElementsCancelInFlightNeverReachesASibling: ConformanceCase {
    ConformanceCase("CANCEL-11", "an element's cancelInFlight never reaches a sibling") { context in
      let probe = Probe()
      let gate = Gate()
      let store = Store(
        initialState: IdentifiedArrayOf<Job.State>(uniqueElements: [
          Job.State(id: 1), Job.State(id: 2),
        ])
      ) {
        EmptyReducer<IdentifiedArrayOf<Job.State>, IdentifiedActionOf<Job>>()
          .forEach(\.self, action: \.self) {
            Reduce<Job.State, Job.Action> { state, action in
              switch action {
              case .start:
                return .gatedWork(
                  name: "job \(state.id)", probe: probe, gate: gate, done: .finished
                )
                .cancellable(id: Job.CancelID.work, cancelInFlight: true)
              case .finished:
                state.finished += 1
                return .none
              case .stop:
                return .none
              }
            }
          }
      }
      let first = store.send(.element(id: 1, action: .start))
      try await context.waitUntil(probe, recordedCount: 1)
      let second = store.send(.element(id: 2, action: .start))
      gate.open()
      await first.finish()
      await second.finish()
      try context.expectEqual(store.withState { $0 }.map(\.finished), [1, 1])
    }
  }

  private static var whenIfLetStateBecomesNil: ConformanceCase {
    ConformanceCase(
      "CANCEL-12",
      "when ifLet state becomes nil, the child's and grandchild's effects are cancelled"
    ) { context in
      let (probe, gate) = (Probe(), Gate())
      let store = StoreOf<Board>(
        initialState: Board.State(branch: Branch.State(id: 1, leaf: Job.State(id: 7)))
      ) { Board(probe: probe, gate: gate) }
      let child = store.send(.branch(.start))
      let grandchild = store.send(.branch(.leaf(.start)))
      try await context.waitUntil(probe, recordedCount: 2)
      store.send(.setBranch(nil))
      await child.finish()
      await grandchild.finish()
      try context.expectEqual(
        Set(probe.events),
        ["branch 1 started", "job 7 started", "branch 1 cancelled", "job 7 cancelled"])
    }
  }

  private static var anIdentifiableIfLetChildReplacedWithTheSameId: ConformanceCase {
    ConformanceCase(
      "CANCEL-12",
      "an Identifiable ifLet child replaced with the same id keeps its effects; with another id, loses them"
    ) { context in
      let (probe, gate) = (Probe(), Gate())
      let store = StoreOf<Board>(initialState: Board.State(branch: Branch.State(id: 1))) {
        Board(probe: probe, gate: gate)
      }
      let child = store.send(.branch(.start))
      try await context.waitUntil(probe, recordedCount: 1)
      store.send(.setBranch(Branch.State(id: 1, leaf: Job.State(id: 3))))
      gate.open()
      await child.finish()
      try context.expectEqual(probe.events, ["branch 1 started", "branch 1 finished"])
      let (replacedProbe, closedGate) = (Probe(), Gate())
      let replaced = StoreOf<Board>(initialState: Board.State(branch: Branch.State(id: 1))) {
        Board(probe: replacedProbe, gate: closedGate)
      }
      let replacedChild = replaced.send(.branch(.start))
      try await context.waitUntil(replacedProbe, recordedCount: 1)
      replaced.send(.setBranch(Branch.State(id: 2)))
      await replacedChild.finish()
      try context.expectEqual(replacedProbe.events, ["branch 1 started", "branch 1 cancelled"])
    }
  }

  private static var removingAForEachElementCancelsItsEffects: ConformanceCase {
    ConformanceCase(
      "CANCEL-13", "removing a forEach element cancels its effects; others keep running"
    ) { context in
      let (probe, gate) = (Probe(), Gate())
      let store = StoreOf<Board>(
        initialState: Board.State(rows: [Job.State(id: 1), Job.State(id: 2)])
      ) { Board(probe: probe, gate: gate) }
      let first = store.send(.rows(.element(id: 1, action: .start)))
      let second = store.send(.rows(.element(id: 2, action: .start)))
      try await context.waitUntil(probe, recordedCount: 2)
      store.send(.remove(id: 1))
      await first.finish()
      gate.open()
      await second.finish()
      try context.expect(probe.events.contains("job 1 cancelled"), "\(probe.events)")
      try context.expectEqual(store.withState(\.rows).map(\.finished), [1])
    }
  }

  private static var leavingAnIfCaseLetCaseCancelsTheChildsEffects: ConformanceCase {
    ConformanceCase("CANCEL-14", "leaving an ifCaseLet case cancels the child's effects") {
      context in
      let (probe, gate) = (Probe(), Gate())
      let store = Store(initialState: Mode.State.working(Job.State(id: 1))) {
        Mode(probe: probe, gate: gate)
      }
      let task = store.send(.working(.start))
      try await context.waitUntil(probe, recordedCount: 1)
      store.send(.goIdle)
      await task.finish()
      try context.expectEqual(probe.events, ["job 1 started", "job 1 cancelled"])
    }
  }

  private static var anIfCaseLetChildReplacedByAnotherIdHasIts: ConformanceCase {
    ConformanceCase(
      "CANCEL-14", "an ifCaseLet child replaced by another id has its effects cancelled"
    ) { context in
      let (probe, gate) = (Probe(), Gate())
      let store = Store(initialState: Mode.State.working(Job.State(id: 1))) {
        Mode(probe: probe, gate: gate)
      }
      let task = store.send(.working(.start))
      try await context.waitUntil(probe, recordedCount: 1)
      store.send(.restart(id: 2))
      await task.finish()
      try context.expectEqual(probe.events, ["job 1 started", "job 1 cancelled"])
    }
  }

  private static var storeTaskCancelCancelsEffectsOfActionsItsEffectsFed: ConformanceCase {
    ConformanceCase("CANCEL-15", "StoreTask.cancel cancels effects of actions its effects fed back")
    { context in
      let (probe, gate) = (Probe(), Gate())
      let store = Store(initialState: 0) {
        Reduce<Int, String> { state, action in
          switch action {
          case "first": return .run { send in await send("second") }
          case "second": return .gatedWork(name: "second", probe: probe, gate: gate, done: "done")
          default:
            state += 1
            return .none
          }
        }
      }
      let task = store.send("first")
      try await context.waitUntil(probe, recorded: ["second started"])
      task.cancel()
      await task.finish()
      try context.expectEqual(probe.events, ["second started", "second cancelled"])
      try context.expectEqual(store.withState { $0 }, 0)
    }
  }

  private static var cancellingASendsTaskBeforeItsEffectStartsDelivers: ConformanceCase {
    ConformanceCase(
      "CANCEL-16", "cancelling a send's task before its effect starts delivers nothing"
    ) { context in
      let store = Store(initialState: 0) {
        Reduce<Int, Int> { state, action in
          state += action
          return action == 0 ? .run { send in await send(1) } : .none
        }
      }
      let task = store.send(0)
      task.cancel()
      await task.finish()
      try context.expectEqual(store.withState { $0 }, 0)
    }
  }

  private static var releasingARootStoreCancelsItsInFlightEffects: ConformanceCase {
    ConformanceCase("CANCEL-17", "releasing a root store cancels its in-flight effects") {
      context in
      let (probe, gate) = (Probe(), Gate())
      var store: StoreOf<Job>? = Store(initialState: Job.State(id: 1)) {
        Job(probe: probe, gate: gate)
      }
      store?.send(.start)
      try await context.waitUntil(probe, recordedCount: 1)
      store = nil
      try await context.waitUntil(probe, recordedCount: 2)
      try context.expectEqual(probe.events, ["job 1 started", "job 1 cancelled"])
    }
  }
}
