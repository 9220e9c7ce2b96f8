@_spi(Project) import ComposableRuntime
import Dependencies
import Testing

/// A merge's `.run`s share one task on the store's side (`ConcurrentRuns`); each must still run
/// concurrently, with its own dependencies, navigation context and completion. The time limit
/// stops a run that never gets its turn (one performed after another would wait forever).
@MainActor
@Suite(.timeLimit(.minutes(2)))
struct MergedRunsTests {
  @Test func mergedRunsRunConcurrentlyAndCountAsOneEffectTask() async {
    let store = Store(initialState: [String]()) {
      Reduce<[String], String> { state, action in
        guard action == "start" else {
          state.append(action)
          return .none
        }
        let (opened, open) = AsyncStream<Void>.makeStream()
        return .merge(
          .run { send in
            for await _ in opened {}
            await send("waited")
          },
          .run { send in
            await send("opening")
            open.finish()
          }
        )
      }
    }
    let sent = store.send("start")
    #expect(store.inFlightEffectCount == 1)
    await waitUntil { store.withState { $0 }.count == 2 }
    await sent.finish()
    #expect(store.withState { $0 } == ["opening", "waited"])
    #expect(store.inFlightEffectCount == 0)
  }

  @Test func eachMergedRunSeesTheDependenciesItWasCreatedWith() async {
    let store = Store(initialState: [String]()) {
      Reduce<[String], String> { state, action in
        guard action == "start" else {
          state.append(action)
          return .none
        }
        let plain = Effect<String>.run { send in await send("plain \(Self.label())") }
        let overridden = withDependencies {
          $0[RunLabel.self] = "overridden"
        } operation: {
          Effect<String>.run { send in await send("overridden \(Self.label())") }
        }
        return .merge(plain, overridden)
      }
    }
    await store.send("start").finish()
    #expect(Set(store.withState { $0 }) == ["plain default", "overridden overridden"])
  }

  @Test func cancellingAMergeCancelsEveryRunAndLeavesNoRegistration() async {
    let events = LockIsolated<[String]>([])
    let store = Store(initialState: 0) {
      Reduce<Int, String> { _, action in
        switch action {
        case "start":
          return .merge(
            (0..<3).map { index in
              .run { _ in
                events.withValue { $0.append("started \(index)") }
                do { try await Task.never() } catch {
                  events.withValue { $0.append("cancelled \(index)") }
                }
              }
            }
          ).cancellable(id: "runs")
        default:
          return .cancel(id: "runs")
        }
      }
    }
    let sent = store.send("start")
    await waitUntil { events.value.count == 3 }
    #expect(store.cancellationEntryCount > 0)
    store.send("stop")
    await sent.finish()
    #expect(Set(events.value) == Set((0..<3).flatMap { ["started \($0)", "cancelled \($0)"] }))
    #expect(store.cancellationEntryCount == 0)
  }

  @Test func aSendFromAMergedRunAfterTheMergeReturnedIsReportedAndStillRuns() async {
    let escaped = LockIsolated<Send<String>?>(nil)
    let store = Store(initialState: [String]()) {
      Reduce<[String], String> { state, action in
        guard action == "start" else {
          state.append(action)
          return .none
        }
        return .merge(.run { send in escaped.setValue(send) }, .run { _ in })
      }
    }
    await store.send("start").finish()
    withKnownIssue {
      escaped.value?("late")
    } matching: {
      $0.description.contains("sent from a completed effect")
    }
    #expect(store.withState { $0 } == ["late"])
  }

  @Test func aRowsMergedRunsKeepTheRowsCancellationNamespaceAndActions() async {
    let events = LockIsolated<[String]>([])
    let store = Store(initialState: MergingList.State()) { MergingList(events: events) }
    let first = store.send(.rows(.element(id: 1, action: .start)))
    let second = store.send(.rows(.element(id: 2, action: .start)))
    defer {
      first.cancel()
      second.cancel()
    }
    await waitUntil { events.value.filter { $0.hasPrefix("waiting") }.count == 2 }
    store.send(.rows(.element(id: 1, action: .stop)))
    await waitUntil { events.value.contains("cancelled 1") }
    await first.finish()
    #expect(!events.value.contains("cancelled 2"))
    #expect(store.withState { $0.rows.map(\.started) } == [1, 1])
    store.send(.remove(2))
    await second.finish()
    #expect(events.value.contains("cancelled 2"))
    #expect(store.cancellationEntryCount == 0)
  }

  /// Yields until `condition` holds, however long a loaded machine takes; a broken cancellation
  /// that never lets it hold is stopped by the suite's time limit, not by a real-time deadline.
  private func waitUntil(_ condition: () -> Bool) async {
    while !condition() { await Task.yield() }
  }

  /// The label dependency in force where it is called.
  private nonisolated static func label() -> String {
    @Dependency(RunLabel.self) var label
    return label
  }
}

/// A dependency whose value tells which `withDependencies` a run was created in.
private enum RunLabel: DependencyKey {
  static let liveValue = "default"
  static let testValue = "default"
}

/// A row whose `.start` merges a run that waits under the row's own cancellation ID with a run
/// that reports back; `.stop` cancels that ID.
@Reducer
private struct MergingRow {
  struct State: Equatable, Identifiable {
    let id: Int
    var started = 0
  }

  enum Action {
    case start, started, stop
  }

  let events: LockIsolated<[String]>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .merge(
        .run { [id = state.id, events] _ in
          await withTaskCancellation(id: "wait") {
            events.withValue { $0.append("waiting \(id)") }
            do { try await Task.never() } catch {
              events.withValue { $0.append("cancelled \(id)") }
            }
          }
        },
        .run { send in await send(.started) }
      )
    case .started:
      state.started += 1
      return .none
    case .stop:
      return .cancel(id: "wait")
    }
  }
}

@Reducer
private struct MergingList {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<MergingRow.State> = [.init(id: 1), .init(id: 2)]
  }

  enum Action {
    case remove(Int)
    case rows(IdentifiedActionOf<MergingRow>)
  }

  let events: LockIsolated<[String]>

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .remove(let id) = action { state.rows.remove(id: id) }
      return .none
    }
    .forEach(\.rows, action: \.rows) { MergingRow(events: events) }
  }
}
