import Atomics
import Dependencies
import Foundation

/// Records, for a test store, the value each shared value had before the writes of one test step,
/// so the step's assertion can compare the expected change against them.
///
/// A store installs a tracker in its dependencies (`track`); writes made with those dependencies
/// (reducers and effects) leave a snapshot. While asserting (`asserting`), reads of shared values
/// see the snapshots and `withLock` edits them, so an expected state built from the last asserted
/// state holds the old values, and comparing it with the actual state compares old with new.
@_spi(SharedChangeTracking)
public final class SharedChangeTracker: @unchecked Sendable {
  private struct Change {
    var value: Any
    var isAsserted: Bool
  }

  /// How many trackers exist: with none, shared values skip looking up the tracking mode.
  static let liveCount = ManagedAtomic<Int>(0)
  private let lock = NSLock()
  private var changes: [ObjectIdentifier: Change] = [:]

  /// Creates a tracker with no changes.
  public init() {
    Self.liveCount.wrappingIncrement(ordering: .relaxed)
  }

  deinit {
    Self.liveCount.wrappingDecrement(ordering: .relaxed)
  }

  /// Whether any shared value exists in the process; when none does, assertions can skip the
  /// tracker, so test stores of features without shared state pay nothing for it.
  public static var sharedValuesExist: Bool {
    SharedStorage.liveCount.load(ordering: .relaxed) > 0
  }

  /// Whether a tracked write has not been asserted yet.
  public var hasChanges: Bool {
    lock.withLock { changes.values.contains { !$0.isAsserted } }
  }

  /// Forgets every snapshot: shared values read their current values again.
  public func reset() {
    lock.withLock { changes.removeAll() }
  }

  /// Makes writes done with `dependencies` leave snapshots in this tracker.
  public func track(_ dependencies: inout DependencyValues) {
    dependencies[SharedTrackingKey.self] = self
  }

  /// Makes shared values read and write this tracker's snapshots under `dependencies`.
  public func assert(_ dependencies: inout DependencyValues) {
    dependencies[SharedAssertingKey.self] = self
  }

  /// Runs `body` with shared values reading and writing this tracker's snapshots.
  public func asserting<R>(_ body: () throws -> R) rethrows -> R {
    try withDependencies {
      $0[SharedAssertingKey.self] = self
    } operation: {
      try body()
    }
  }

  func record(_ storage: SharedStorage, value: Any) {
    lock.withLock {
      let id = ObjectIdentifier(storage)
      guard changes[id] == nil else { return }
      changes[id] = Change(value: value, isAsserted: false)
    }
  }

  func replaceSnapshot(of storage: SharedStorage, with value: Any) {
    lock.withLock {
      let id = ObjectIdentifier(storage)
      changes[id] = Change(value: value, isAsserted: changes[id]?.isAsserted ?? false)
    }
  }

  func snapshot(of storage: SharedStorage) -> Any? {
    lock.withLock { changes[ObjectIdentifier(storage)]?.value }
  }

  func markAsserted(_ storage: SharedStorage) {
    lock.withLock { changes[ObjectIdentifier(storage)]?.isAsserted = true }
  }
}

/// What the current context does with shared writes and reads: nothing, track them, or assert.
struct SharedTrackingMode {
  let tracking: SharedChangeTracker?
  let asserting: SharedChangeTracker?

  /// The mode in force, or `nil` when no tracker exists (the common, untested case).
  static var current: SharedTrackingMode? {
    guard SharedChangeTracker.liveCount.load(ordering: .relaxed) > 0 else { return nil }
    @Dependency(SharedTrackingKey.self) var tracking
    @Dependency(SharedAssertingKey.self) var asserting
    guard tracking != nil || asserting != nil else { return nil }
    return SharedTrackingMode(tracking: tracking, asserting: asserting)
  }
}

private enum SharedTrackingKey: DependencyKey {
  static var liveValue: SharedChangeTracker? { nil }
  static var testValue: SharedChangeTracker? { nil }
}

private enum SharedAssertingKey: DependencyKey {
  static var liveValue: SharedChangeTracker? { nil }
  static var testValue: SharedChangeTracker? { nil }
}
