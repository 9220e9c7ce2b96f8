#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

extension ConformanceSuite {
  static var orderingCases: [ConformanceCase] {
    storeOrderingCases + testStoreOrderingCases
  }

  static var storeOrderingCases: [ConformanceCase] {
    [
      sendReducesSynchronously,
      actionsFromSendAreProcessedFIFO,
      aChainOf100,
      anActionSentWhileAReducerRunsIsQueued,
      aSendFromOutsideDuringProcessingReportsAnIssue,
      mergeDeliversSendInArgumentOrderAndDropsNone,
      mergeRunsRunEffectsConcurrently,
      concatenateStartsEachEffectOnlyAfterThePreviousCompleted,
      concatenatedRunsDeliverB1,
      aThrownErrorGoesToCatchWithAWorking,
      anUnhandledErrorFromRunReportsAnIssue,
      sendAfterTheRunClosureReturnedReportsAnIssue,
      effectsSeeTheDependenciesInForceWhenTheyWere,
      storeTaskFinishWaitsForEffectsOfFedBackActions,
    ]
  }

  private static var sendReducesSynchronously: ConformanceCase {
    ConformanceCase("ORDER-01", "send reduces synchronously; the new state is visible on return") {
      context in
      let store = Store(initialState: Counter.State()) { Counter() }
      store.send(.increment)
      try context.expectEqual(store.withState(\.count), 1)
      store.send(.incrementLater)
      try context.expectEqual(store.withState(\.count), 2)
    }
  }

  private static var actionsFromSendAreProcessedFIFO: ConformanceCase {
    ConformanceCase(
      "ORDER-02", "actions from .send are processed FIFO, breadth-first, within the send"
    ) { context in
      let store = Store(initialState: [Int]()) {
        Reduce<[Int], Int> { state, action in
          state.append(action)
          switch action {
          case 0: return .merge(.send(1), .send(2))
          case 1: return .send(3)
          case 2: return .send(4)
          default: return .none
          }
        }
      }
      store.send(0)
      try context.expectEqual(store.withState { $0 }, [0, 1, 2, 3, 4])
    }
  }

  private static var aChainOf100: ConformanceCase {
    ConformanceCase("ORDER-02", "a chain of 100,000 synchronous sends does not overflow the stack")
    { context in
      let store = Store(initialState: 0) {
        Reduce<Int, Int> { state, action in
          state += 1
          return action > 0 ? .send(action - 1) : .none
        }
      }
      store.send(100_000)
      try context.expectEqual(store.withState { $0 }, 100_001)
    }
  }

  private static var anActionSentWhileAReducerRunsIsQueued: ConformanceCase {
    ConformanceCase("ORDER-03", "an action sent while a reducer runs is queued until it returns") {
      context in
      let holder = Box<Store<[String], String>>()
      let store = Store(initialState: [String]()) {
        Reduce<[String], String> { state, action in
          state.append("begin \(action)")
          if action == "outer" { holder.value?.send("inner") }
          state.append("end \(action)")
          return .none
        }
      }
      holder.value = store
      store.send("outer")
      try context.expectEqual(
        store.withState { $0 }, ["begin outer", "end outer", "begin inner", "end inner"])
      try context.expectIssue(containing: "while an action was being processed")
      holder.value = nil
    }
  }

  private static var aSendFromOutsideDuringProcessingReportsAnIssue: ConformanceCase {
    ConformanceCase(
      "ORDER-04", "a send from outside during processing reports an issue and still runs"
    ) { context in
      let holder = Box<Store<Counter.State, Counter.Action>>()
      let store = StoreOf<Parent>(initialState: Parent.State()) {
        Scope(state: \.child, action: \.child) { Counter() }
        Reduce { state, action in
          if case .other = action { holder.value?.send(.increment) }
          return .none
        }
        Parent()
      }
      holder.value = store.scope(state: \.child, action: \.child)
      store.send(.other)
      try context.expectIssue(containing: "Sent '", "while an action was being processed")
      try context.expectEqual(store.withState(\.received), [.other, .child(.increment)])
      try context.expectEqual(store.withState(\.child.count), 1)
      holder.value = nil
    }
  }

  private static var mergeDeliversSendInArgumentOrderAndDropsNone: ConformanceCase {
    ConformanceCase("ORDER-05", "merge delivers .send in argument order and drops .none") {
      context in
      let store = Store(initialState: [Int]()) {
        Reduce<[Int], Int> { state, action in
          guard action == 0 else {
            state.append(action)
            return .none
          }
          return .merge(.send(1), .none, .send(2), .merge(.none, .none), .send(3))
        }
      }
      store.send(0)
      try context.expectEqual(store.withState { $0 }, [1, 2, 3])
    }
  }

  private static var mergeRunsRunEffectsConcurrently: ConformanceCase {
    ConformanceCase("ORDER-05", "merge runs .run effects concurrently") { context in
      let probe = Probe()
      let store = actionLogStore {
        .merge(
          .run { send in
            probe.record("A started")
            while !probe.events.contains("B started") { await Task.yield() }
            await send("A")
          },
          .run { send in
            probe.record("B started")
            while !probe.events.contains("A started") { await Task.yield() }
            await send("B")
          }
        )
      }
      await store.send("go").finish()
      try context.expectEqual(Set(store.withState { $0 }), ["A", "B"])
    }
  }

  private static var concatenateStartsEachEffectOnlyAfterThePreviousCompleted: ConformanceCase {
    ConformanceCase("ORDER-06", "concatenate starts each effect only after the previous completed")
    { context in
      let probe = Probe()
      let store = actionLogStore {
        .concatenate(
          .send("first"),
          .run { send in
            probe.record("A start")
            try await Task.sleep(for: .milliseconds(5))
            await send("A")
            probe.record("A end")
          },
          .run { send in
            probe.record("B start")
            await send("B")
          },
          .send("last")
        )
      }
      let task = store.send("go")
      try context.expectEqual(store.withState { $0 }, ["first"])
      await task.finish()
      try context.expectEqual(store.withState { $0 }, ["first", "A", "B", "last"])
      try context.expectEqual(probe.events, ["A start", "A end", "B start"])
    }
  }

  private static var concatenatedRunsDeliverB1: ConformanceCase {
    ConformanceCase(
      "ORDER-07", "concatenated runs deliver b1,b2,b3,c1,c2,c3; each send processes its chain first"
    ) { context in
      let probe = Probe()
      let store = Store(initialState: [String]()) {
        Reduce<[String], String> { state, action in
          switch action {
          case "go":
            return .concatenate(
              .run { send in
                for index in 1...3 { await send("b\(index)") }
              },
              .run { send in
                for index in 1...3 { await send("c\(index)") }
                probe.record("c done")
              }
            )
          case "b1":
            state.append(action)
            return .send("chained from b1")
          case "chained from b1":
            probe.record("chain processed")
            return .none
          default:
            state.append(action)
            return .none
          }
        }
      }
      await store.send("go").finish()
      try context.expectEqual(store.withState { $0 }, ["b1", "b2", "b3", "c1", "c2", "c3"])
      try context.expectEqual(probe.events, ["chain processed", "c done"])
    }
  }

  private static var aThrownErrorGoesToCatchWithAWorking: ConformanceCase {
    ConformanceCase("ORDER-08", "a thrown error goes to catch: with a working send") { context in
      struct Failure: Error {}
      let store = actionLogStore {
        .run { _ in
          throw Failure()
        } catch: { error, send in
          await send("caught \(error is Failure)")
        }
      }
      await store.send("go").finish()
      try context.expectEqual(store.withState { $0 }, ["caught true"])
    }
  }

  private static var anUnhandledErrorFromRunReportsAnIssue: ConformanceCase {
    ConformanceCase("ORDER-08", "an unhandled error from .run reports an issue") { context in
      struct Failure: Error {}
      let store = Store(initialState: 0) {
        Reduce<Int, Int> { _, _ in .run { _ in throw Failure() } }
      }
      await store.send(0).finish()
      try context.expectIssue(containing: "threw an unhandled error", "OrderingCases.swift")
    }
  }

  private static var sendAfterTheRunClosureReturnedReportsAnIssue: ConformanceCase {
    ConformanceCase(
      "ORDER-09", "send after the run closure returned reports an issue; the action still runs"
    ) { context in
      let escaped = Box<Send<Int>>()
      let store = Store(initialState: 0) {
        Reduce<Int, Int> { state, action in
          state += action
          guard action == 0 else { return .none }
          return .run { send in await MainActor.run { escaped.value = send } }
        }
      }
      await store.send(0).finish()
      escaped.value?(5)
      try context.expectIssue(containing: "An action was sent from a completed effect")
      try context.expectEqual(store.withState { $0 }, 5)
    }
  }

  private static var effectsSeeTheDependenciesInForceWhenTheyWere: ConformanceCase {
    ConformanceCase("ORDER-10", "effects see the dependencies in force when they were created") {
      context in
      let store = Store(initialState: [Int]()) {
        Reduce<[Int], String> { state, action in
          @Dependency(\.number) var number
          switch action {
          case "store":
            return .run { send in
              @Dependency(\.number) var number
              await send("got \(number)")
            }
          case "local":
            return withDependencies {
              $0.number = 7
            } operation: {
              Effect<String>.run { send in
                @Dependency(\.number) var number
                await send("got \(number)")
              }
              .map { $0 }
            }
          case "modifier":
            return .send("got \(number)")
          default:
            state.append(Int(action.dropFirst(4))!)
            return .none
          }
        }
        .dependency(\.number, 5)
      } withDependencies: {
        $0.number = 42
      }
      await store.send("store").finish()
      await store.send("local").finish()
      await store.send("store").finish()
      store.send("modifier")
      try context.expectEqual(store.withState { $0 }, [5, 7, 5, 5])
      let plain = Store(initialState: [Int]()) {
        Reduce<[Int], String> { state, action in
          if action.hasPrefix("got ") {
            state.append(Int(action.dropFirst(4))!)
            return .none
          }
          return .run { send in
            @Dependency(\.number) var number
            await send("got \(number)")
          }
        }
      } withDependencies: {
        $0.number = 42
      }
      await plain.send("go").finish()
      try context.expectEqual(plain.withState { $0 }, [42])
    }
  }

  private static var storeTaskFinishWaitsForEffectsOfFedBackActions: ConformanceCase {
    ConformanceCase("ORDER-11", "StoreTask.finish waits for effects of fed-back actions") {
      context in
      let store = Store(initialState: [String]()) {
        Reduce<[String], String> { state, action in
          state.append(action)
          switch action {
          case "first":
            return .run { send in await send("second") }
          case "second":
            return .run { send in
              try await Task.sleep(for: .milliseconds(10))
              await send("third")
            }
          default:
            return .none
          }
        }
      }
      await store.send("first").finish()
      try context.expectEqual(store.withState { $0 }, ["first", "second", "third"])
      let quiet = store.send("none")
      await quiet.finish()
      try context.expect(
        quiet.isCancelled, "a send with no effect returns an already finished task")
    }
  }
}
