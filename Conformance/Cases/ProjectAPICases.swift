#if !COMPOSABLE_REFERENCE_RUNTIME
  @_spi(Project) import ComposableRuntime

  extension ConformanceSuite {
    /// Cases that need this project's API (`observe`, `inFlightEffectCount`,
    /// `cancellationEntryCount`); they are left out when the suite builds against another runtime.
    static var projectAPICases: [ConformanceCase] {
      [
        anObserverIsCalledOncePerSend,
        anObserverOfAnUnchangedScopedStoreIsNot,
        registryEntriesAreRemovedWhenEffectsCompleteOrAre,
        inFlightEffectsAreTrackedUntilTheyComplete,
      ] + sharedPersistenceCases
    }

    private static var anObserverIsCalledOncePerSend: ConformanceCase {
      ConformanceCase(
        api: .project, "SCOPE-13", "an observer is called once per send, with the final state"
      ) { context in
        let store = Store(initialState: Counter.State()) { Counter() }
        var seen: [Int] = []
        let token = store.observe { seen.append($0.count) }
        store.send(.incrementLater)
        store.send(.set(1))
        store.send(.set(3))
        try context.expectEqual(seen, [1, 3])
        token.cancel()
        store.send(.increment)
        try context.expectEqual(seen, [1, 3])
      }
    }

    private static var anObserverOfAnUnchangedScopedStoreIsNot: ConformanceCase {
      ConformanceCase(
        api: .project, "SCOPE-13", "an observer of an unchanged scoped store is not called"
      ) { context in
        let store = Store(
          initialState: Parent.State(rows: [Counter.State(id: 1), Counter.State(id: 2)])
        ) {
          Parent().forEach(\.rows, action: \.rows) { Counter() }
        }
        var calls: [Int] = []
        let first = store.scope(state: \.rows[id: 1], action: \.rows[id: 1]).observe { _ in
          calls.append(1)
        }
        let second = store.scope(state: \.rows[id: 2], action: \.rows[id: 2]).observe { _ in
          calls.append(2)
        }
        store.send(.rows(.element(id: 2, action: .increment)))
        store.send(.other)
        try context.expectEqual(calls, [2])
        _ = (first, second)
      }
    }

    private static var registryEntriesAreRemovedWhenEffectsCompleteOrAre: ConformanceCase {
      ConformanceCase(
        api: .project, "CANCEL-06",
        "registry entries are removed when effects complete or are cancelled"
      ) { context in
        let (probe, gate) = (Probe(), Gate())
        let store = StoreOf<Board>(
          initialState: Board.State(rows: [Job.State(id: 1), Job.State(id: 2)])
        ) { Board(probe: probe, gate: gate) }
        let parent = store.send(.startParent)
        let row1 = store.send(.rows(.element(id: 1, action: .start)))
        let row2 = store.send(.rows(.element(id: 2, action: .start)))
        try await context.waitUntil(probe, recordedCount: 3)
        try context.expect(store.cancellationEntryCount > 0, "in-flight effects must be registered")
        store.send(.rows(.element(id: 1, action: .stop)))
        gate.open()
        for task in [parent, row1, row2] { await task.finish() }
        try context.expectEqual(store.cancellationEntryCount, 0)
        try context.expectEqual(store.inFlightEffectCount, 0)
      }
    }

    private static var inFlightEffectsAreTrackedUntilTheyComplete: ConformanceCase {
      ConformanceCase(
        api: .project, "CANCEL-18",
        "in-flight effects are tracked until they complete; synchronous ones never"
      ) { context in
        let gate = Gate()
        let store = Store(initialState: 0) {
          Reduce<Int, String> { state, action in
            switch action {
            case "sync": return .merge(.send("bump"), .send("bump").cancellable(id: "sync"))
            case "async":
              return .run { send in
                try await gate.wait()
                await send("bump")
              }
            default:
              state += 1
              return .none
            }
          }
        }
        let sync = store.send("sync")
        try context.expectEqual(store.inFlightEffectCount, 0)
        try context.expectEqual(store.cancellationEntryCount, 0)
        try context.expect(
          sync.isCancelled, "a send without asynchronous effects has nothing to track")
        let async = store.send("async")
        try context.expectEqual(store.inFlightEffectCount, 1)
        gate.open()
        await async.finish()
        try context.expectEqual(store.inFlightEffectCount, 0)
        try context.expectEqual(store.withState { $0 }, 3)
      }
    }
  }
#endif
