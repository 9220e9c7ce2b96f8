import ComposableRuntimeTestSupport
import Foundation
import Testing

/// `.fileStorage` against the real file system: writes land as JSON, and a change another program
/// makes to the file reaches the shared value (picked up by polling).
@Suite(.timeLimit(.minutes(5))) struct SharedFileStorageTests {
  private func temporaryFile() -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("shared-file-storage-\(UUID().uuidString)")
      .appendingPathComponent("numbers.json")
  }

  @Test func writesLandAsJSONAndExternalChangesArrive() async throws {
    let url = temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    try await withDependencies {
      $0.defaultFileStorage = .fileSystem
    } operation: {
      @Shared(.fileStorage(url)) var numbers: [Int] = []
      $numbers.withLock { $0 = [1, 2] }
      #expect(try JSONDecoder().decode([Int].self, from: Data(contentsOf: url)) == [1, 2])
      try Data("[3]".utf8).write(to: url, options: .atomic)
      // The change arrives through the file system's notification, so the wait is in real
      // time; the bound only turns a missed notification into a failure, and a loaded machine
      // must not reach it.
      let deadline = ContinuousClock.now + .seconds(60)
      while numbers != [3], ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(20))
      }
      #expect(numbers == [3])
    }
  }

  @Test func aThousandConcurrentWritersLoseNothing() async {
    let count = Shared(value: 0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<1_000 { group.addTask { count.withLock { $0 += 1 } } }
    }
    #expect(count.wrappedValue == 1_000)
  }
}

/// `.appStorage` against a real defaults suite: a change made to the defaults directly reaches the
/// shared value (picked up by polling, as Linux posts no change notification).
@Suite(.timeLimit(.minutes(5))) struct SharedAppStorageTests {
  @Test func aDefaultChangedOutsideTheSharedValueArrives() async throws {
    let defaults = try #require(
      UserDefaults(suiteName: "\(NSTemporaryDirectory())app-storage-\(UUID().uuidString)"))
    try await withDependencies {
      $0.defaultAppStorage = defaults
    } operation: {
      @Shared(.appStorage("count")) var count = 0
      $count.withLock { $0 = 1 }
      #expect(defaults.integer(forKey: "count") == 1)
      defaults.set(9, forKey: "count")
      // Defaults' change notification, in real time: a generous bound, as above.
      let deadline = ContinuousClock.now + .seconds(60)
      while count != 9, ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(20))
      }
      #expect(count == 9)
    }
  }
}
