import Observation

#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

extension ConformanceSuite {
  static var sharedCases: [ConformanceCase] {
    sharedValueCases + sharedTestStoreCases + sharedObservationCases + sharedKeyCases
  }

  /// Runs `body` with an in-memory storage of its own, as each test gets one.
  private static func withFreshInMemoryStorage<R>(_ body: () throws -> R) rethrows -> R {
    try withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      try body()
    }
  }

  private static var sharedValueCases: [ConformanceCase] {
    [
      ConformanceCase(
        "SHARED-01",
        "two declarations of one in-memory key are one value; a later default is ignored"
      ) { context in
        try withFreshInMemoryStorage {
          @Shared(.inMemory("count")) var first = 0
          @Shared(.inMemory("count")) var second = 5
          try context.expectEqual(second, 0)
          $first.withLock { $0 = 3 }
          try context.expectEqual(second, 3)
          $second.withLock { $0 += 1 }
          try context.expectEqual(first, 4)
        }
      },
      ConformanceCase("SHARED-01", "another in-memory storage holds no value: the default is used")
      { context in
        withFreshInMemoryStorage {
          @Shared(.inMemory("count")) var count = 0
          $count.withLock { $0 = 7 }
        }
        try withFreshInMemoryStorage {
          @Shared(.inMemory("count")) var count = 9
          try context.expectEqual(count, 9)
        }
      },
      ConformanceCase(
        "SHARED-01", "a feature's write through one store is read by another store's feature"
      ) { context in
        try withFreshInMemoryStorage {
          let first = Store(
            initialState: SharedCounter.State(count: Shared(wrappedValue: 0, .inMemory("n")))
          ) { SharedCounter() }
          let second = Store(
            initialState: SharedCounter.State(count: Shared(wrappedValue: 0, .inMemory("n")))
          ) { SharedCounter() }
          first.send(.increment)
          try context.expectEqual(second.withState(\.count), 1)
        }
      },
      ConformanceCase(
        "SHARED-02", "a child holding its parent's $value writes through to the parent"
      ) { context in
        let parent = Shared(value: 10)
        let child = Store(initialState: SharedCounter.State(count: parent)) { SharedCounter() }
        child.send(.increment)
        try context.expectEqual(parent.wrappedValue, 11)
      },
      ConformanceCase(
        "SHARED-02", "$value.field derives a shared field that reads and writes through"
      ) { context in
        @Shared(value: SharedPair()) var pair
        let first = $pair.first
        first.withLock { $0 = 10 }
        try context.expectEqual(pair, SharedPair(first: 10, second: 2))
        $pair.withLock { $0.first = 20 }
        try context.expectEqual(first.wrappedValue, 20)
      },
      ConformanceCase(
        "SHARED-02", "Shared(optional) unwraps a present value, writes through, and is nil for nil"
      ) { context in
        let optional = Shared<Int?>(value: 1)
        guard let unwrapped = Shared(optional) else {
          throw ConformanceFailure(message: "unwrapped to nil", location: "")
        }
        unwrapped.withLock { $0 = 2 }
        try context.expectEqual(optional.wrappedValue, 2)
        try context.expect(
          Shared(Shared<Int?>(value: nil)) == nil, "a nil optional unwrapped to a value")
      },
      ConformanceCase(
        "SHARED-03", "withLock returns its closure's result and keeps every concurrent write"
      ) { context in
        let count = Shared(value: 0)
        let result = count.withLock { value -> String in
          value += 1
          return "done"
        }
        try context.expectEqual(result, "done")
        await withTaskGroup(of: Void.self) { group in
          for _ in 0..<1_000 { group.addTask { count.withLock { $0 += 1 } } }
        }
        try context.expectEqual(count.wrappedValue, 1_001)
      },
      ConformanceCase(
        "SHARED-06", "states compare shared values by value and dump them as their values"
      ) { context in
        let first = SharedCounter.State(count: Shared(value: 3))
        let second = SharedCounter.State(count: Shared(value: 3))
        let third = SharedCounter.State(count: Shared(value: 4))
        try context.expect(first == second, "states with equal shared values were unequal")
        try context.expect(first != third, "states with different shared values were equal")
        let dump = String(customDumping: first)
        try context.expect(dump.contains("count: 3") || dump.contains("_count: 3"), dump)
      },
    ]
  }
}
