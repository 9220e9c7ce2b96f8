#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif
/// A thread-safe log that effects write to, so a case can see what ran and what was cancelled.
final class Probe: Sendable {
  private let log = LockIsolated<[String]>([])

  func record(_ event: String) {
    log.withValue { $0.append(event) }
  }

  var events: [String] {
    log.withValue { $0 }
  }
}

/// A barrier effects wait on until the case opens it; waiting is cancellation-aware.
final class Gate: Sendable {
  private struct Waiters {
    var isOpen = false
    var continuations: [Int: CheckedContinuation<Void, any Error>] = [:]
    var next = 0
  }

  private let waiters = LockIsolated(Waiters())

  /// Lets every current and future waiter through.
  func open() {
    let continuations = waiters.withValue { waiters in
      waiters.isOpen = true
      defer { waiters.continuations.removeAll() }
      return Array(waiters.continuations.values)
    }
    for continuation in continuations { continuation.resume() }
  }

  /// Waits until the gate opens, even if the task is cancelled meanwhile.
  func waitIgnoringCancellation() async {
    while !waiters.withValue({ $0.isOpen }) {
      await Task.yield()
      try? await Task.sleep(for: .microseconds(100))
    }
  }

  /// Waits until the gate opens; throws `CancellationError` if the task is cancelled first, even
  /// if the gate opened after the cancellation but before the task got here.
  func wait() async throws {
    let id = waiters.withValue { waiters in
      defer { waiters.next += 1 }
      return waiters.next
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let isOpen = waiters.withValue { waiters in
          if !waiters.isOpen { waiters.continuations[id] = continuation }
          return waiters.isOpen
        }
        // A task cancelled before it reached the gate must not slip through an open gate: a
        // slow machine can deschedule it between its last event and this wait.
        if isOpen {
          Task.isCancelled
            ? continuation.resume(throwing: CancellationError()) : continuation.resume()
        }
        if !isOpen, Task.isCancelled { resumeCancelled(id) }
      }
    } onCancel: {
      resumeCancelled(id)
    }
  }

  private func resumeCancelled(_ id: Int) {
    let continuation = waiters.withValue { $0.continuations.removeValue(forKey: id) }
    continuation?.resume(throwing: CancellationError())
  }
}

extension ConformanceContext {
  /// Waits until `probe` has recorded exactly `events`; a timeout names them and what it had.
  func waitUntil(
    _ probe: Probe, recorded events: [String], fileID: StaticString = #fileID, line: UInt = #line
  ) async throws {
    try await waitUntil(
      "the events \(events) (recorded: \(probe.events))", fileID: fileID, line: line
    ) { probe.events == events }
  }

  /// Waits until `probe` has recorded `count` events; a timeout names the count and what it had.
  func waitUntil(
    _ probe: Probe, recordedCount count: Int, fileID: StaticString = #fileID, line: UInt = #line
  ) async throws {
    try await waitUntil("\(count) events (recorded: \(probe.events))", fileID: fileID, line: line) {
      probe.events.count == count
    }
  }

  /// Waits until `probe` has recorded `event`; a timeout names it and what it had.
  func waitUntil(
    _ probe: Probe, recordedEvent event: String, fileID: StaticString = #fileID, line: UInt = #line
  ) async throws {
    try await waitUntil(
      "the event \"\(event)\" (recorded: \(probe.events))", fileID: fileID, line: line
    ) { probe.events.contains(event) }
  }
}
