#if !COMPOSABLE_REFERENCE_RUNTIME
  import ComposableRuntime
  import Foundation

  // `.appStorage` and `.fileStorage` compile on Apple platforms only in swift-sharing, so TCA on
  // Linux cannot run these; this runtime has both.
  extension ConformanceSuite {
    static var sharedPersistenceCases: [ConformanceCase] {
      [
        ConformanceCase(
          api: .project, "SHARED-08",
          ".appStorage loads from its defaults, saves to them and picks up their changes"
        ) { context in
          let defaults = try freshDefaults()
          defaults.set(2, forKey: "count")
          try await withDependencies {
            $0.defaultAppStorage = defaults
          } operation: {
            @Shared(.appStorage("count")) var count = 0
            try context.expectEqual(count, 2)
            $count.withLock { $0 = 3 }
            try context.expectEqual(defaults.integer(forKey: "count"), 3)
            defaults.set(9, forKey: "count")
            try await context.waitUntil("the changed default to arrive") { count == 9 }
          }
        },
        ConformanceCase(
          api: .project, "SHARED-08", ".appStorage in two defaults suites keeps two values"
        ) { context in
          let (first, second) = (try freshDefaults(), try freshDefaults())
          withDependencies {
            $0.defaultAppStorage = first
          } operation: {
            @Shared(.appStorage("name")) var name = "default"
            $name.withLock { $0 = "first" }
          }
          try withDependencies {
            $0.defaultAppStorage = second
          } operation: {
            @Shared(.appStorage("name")) var name = "default"
            try context.expectEqual(name, "default")
          }
        },
        ConformanceCase(
          api: .project, "SHARED-08", ".fileStorage writes JSON and picks up the file's changes"
        ) { context in
          let files = FileStorage.inMemory()
          let url = URL(fileURLWithPath: "/conformance/numbers.json")
          try await withDependencies {
            $0.defaultFileStorage = files
          } operation: {
            @Shared(.fileStorage(url)) var numbers: [Int] = []
            $numbers.withLock { $0.append(4) }
            try context.expectEqual(
              try files.read(url).map { try JSONDecoder().decode([Int].self, from: $0) }, [4])
            try files.write(Data("[1,2]".utf8), to: url)
            try await context.waitUntil("the file's change to arrive") { numbers == [1, 2] }
          }
        },
        ConformanceCase(
          api: .project, "SHARED-08", ".fileStorage in two in-memory file storages keeps two values"
        ) { context in
          let url = URL(fileURLWithPath: "/conformance/flag.json")
          withDependencies {
            $0.defaultFileStorage = .inMemory()
          } operation: {
            @Shared(.fileStorage(url)) var flag = false
            $flag.withLock { $0 = true }
          }
          try withDependencies {
            $0.defaultFileStorage = .inMemory()
          } operation: {
            @Shared(.fileStorage(url)) var flag = false
            try context.expectEqual(flag, false)
          }
        },
      ]
    }

    /// A defaults suite of its own in the temporary directory, as tests get.
    private static func freshDefaults() throws -> UserDefaults {
      guard
        let defaults = UserDefaults(
          suiteName: "\(NSTemporaryDirectory())conformance.\(UUID().uuidString)")
      else {
        throw ConformanceFailure(message: "could not make a defaults suite", location: #fileID)
      }
      return defaults
    }
  }
#endif
