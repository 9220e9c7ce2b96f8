import Foundation
import Testing

@testable import ComposableRuntime

/// The in-place reading of the ambient dependencies that a root send compares with its store's.
@Suite(.timeLimit(.minutes(5)))
struct AmbientDependenciesTests {
  @Test(.enabled(if: FastPaths.areEnabled, "tests a fast path itself"))
  func nothingIsBoundOutsideWithDependencies() {
    #expect(AmbientDependencies.boundValueMatches(DependencyValues._current) == nil)
    #expect(AmbientDependencies.defaultValueMatches(DependencyValues._current))
  }

  @Test(.enabled(if: FastPaths.areEnabled, "tests a fast path itself"))
  func aBoundValueMatchesItselfAndNotAnother() {
    let own = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      DependencyValues._current
    }
    withDependencies {
      $0 = own
    } operation: {
      #expect(AmbientDependencies.boundValueMatches(own) == true)
    }
    withDependencies {
      $0.uuid = .incrementing
    } operation: {
      #expect(AmbientDependencies.boundValueMatches(own) == false)
    }
    #expect(!AmbientDependencies.defaultValueMatches(own))
  }

  /// Bound in a task, the value lives in the task's own task-local storage, which the runtime
  /// symbol reads by another path than a thread's outside any task.
  @Test(.enabled(if: FastPaths.areEnabled, "tests a fast path itself"))
  func aValueBoundInATaskIsReadInPlace() async {
    let own = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      DependencyValues._current
    }
    await withDependencies {
      $0 = own
    } operation: {
      let matches = await Task { AmbientDependencies.boundValueMatches(own) }.value
      #expect(matches == true)
    }
    await withDependencies {
      $0.uuid = .incrementing
    } operation: {
      await Task.yield()
      #expect(AmbientDependencies.boundValueMatches(own) == false)
    }
  }

  @Test
  @MainActor
  func aStoreSentToFromATaskWithOtherDependenciesUsesItsOwn() async {
    let store = Store(initialState: UUIDList.State()) {
      UUIDList()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await withDependencies {
      $0.uuid = .constant(UUID(uuidString: "00000000-0000-0000-0000-0000000000AA")!)
    } operation: {
      await Task { @MainActor in _ = store.send(.add) }.value
      store.send(.add)
    }
    #expect(
      store.withState(\.ids)
        == (0..<2).map {
          UUID(uuidString: "00000000-0000-0000-0000-\(String(format: "%012x", $0))")!
        })
  }

  @Test
  @MainActor
  func aStoreRunsWithItsOwnDependenciesWhereverItIsSent() {
    let store = Store(initialState: UUIDList.State()) {
      UUIDList()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    store.send(.add)
    withDependencies {
      $0.uuid = .constant(UUID(uuidString: "00000000-0000-0000-0000-0000000000AA")!)
    } operation: {
      store.send(.add)
    }
    store.send(.add)
    #expect(
      store.withState(\.ids)
        == (0..<3).map {
          UUID(uuidString: "00000000-0000-0000-0000-\(String(format: "%012x", $0))")!
        })
  }
}

@Reducer
private struct UUIDList {
  struct State: Equatable {
    var ids: [UUID] = []
  }

  enum Action {
    case add
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.ids.append(uuid())
      return .none
    }
  }
}
