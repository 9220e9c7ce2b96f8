import Observation

#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

extension ConformanceSuite {
  static var sharedObservationCases: [ConformanceCase] {
    [
      ConformanceCase(
        "SHARED-07", "a write through one feature's state notifies a tracked read in another's"
      ) { context in
        let count = Shared(value: 0)
        let reader = SharedCounter.State(count: count)
        var writer = SharedCounter.State(count: count)
        let sharedRead = TrackedRead { _ = reader.count }
        let noteRead = TrackedRead { _ = reader.note }
        writer.note = "changed"
        try context.expect(
          !sharedRead.didFire, "a write to another state's plain field notified the shared read")
        writer.$count.withLock { $0 += 1 }
        // swift-sharing tells observers synchronously only on the main thread, and later on the
        // main queue elsewhere (where Swift Testing runs the main actor on Linux).
        try await context.waitUntil("a tracked reader of the value to be told of the shared write")
        { sharedRead.didFire }
        try context.expect(!noteRead.didFire, "a shared write notified a reader of a plain field")
      },
      ConformanceCase(
        "SHARED-07",
        "a reducer's shared write in one store notifies a reader of another store's state"
      ) { context in
        let count = Shared(value: 0)
        let reading = Store(initialState: SharedCounter.State(count: count)) { SharedCounter() }
        let writing = Store(initialState: SharedCounter.State(count: count)) { SharedCounter() }
        let read = TrackedRead { _ = reading.count }
        writing.send(.increment)
        try await context.waitUntil("the other store's reader to be told") { read.didFire }
        try context.expectEqual(reading.count, 1)
      },
    ]
  }

  static var sharedKeyCases: [ConformanceCase] {
    [
      ConformanceCase(
        "SHARED-08", "a custom key's load gives the initial value and each write reaches save"
      ) { context in
        let backing = RecordingKey.Backing(stored: 41)
        @Shared(RecordingKey(name: "loaded", backing: backing)) var value = 0
        try context.expectEqual(value, 41)
        $value.withLock { $0 = 5 }
        $value.withLock { $0 += 1 }
        try context.expectEqual(backing.saves, [5, 6])
      },
      ConformanceCase("SHARED-08", "a key with nothing stored keeps the declared default") {
        context in
        let backing = RecordingKey.Backing(stored: nil)
        @Shared(RecordingKey(name: "empty", backing: backing)) var value = 12
        try context.expectEqual(value, 12)
      },
      ConformanceCase(
        "SHARED-08",
        "an external change a key's subscription pushes reaches every shared value of the key"
      ) { context in
        let backing = RecordingKey.Backing(stored: 1)
        @Shared(RecordingKey(name: "pushed", backing: backing)) var first = 0
        @Shared(RecordingKey(name: "pushed", backing: backing)) var second = 0
        backing.changeExternally(to: 7)
        try context.expectEqual([first, second], [7, 7])
      },
      ConformanceCase(
        "SHARED-09", "a key's load resumed twice reports an issue; the first result stands"
      ) { context in
        @Shared(MisbehavingKey(name: "twice", fault: .resumesTwice)) var value = 0
        try context.expectIssue(containing: "more than once")
        try context.expectEqual(value, 1)
      },
      ConformanceCase(
        "SHARED-09", "a key's load never resumed reports an issue; the default stands"
      ) { context in
        @Shared(MisbehavingKey(name: "never", fault: .neverResumes)) var value = 3
        try context.expectIssue(containing: "continuation without")
        try context.expectEqual(value, 3)
      },
    ]
  }
}
