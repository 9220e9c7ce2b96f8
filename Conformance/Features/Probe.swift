import Synchronization

/// A thread-safe log that effects write to, so a case can see what ran and what was cancelled.
final class Probe: Sendable {
  private let log = Mutex<[String]>([])

  func record(_ event: String) {
    log.withLock { $0.append(event) }
  }

  var events: [String] {
    log.withLock { $0 }
  }
}

/// A barrier effects wait on until the case opens it; waiting is cancellation-aware.
final class Gate: Sendable {
  private struct Waiters {
    var isOpen = false
    var continuations: [Int: CheckedContinuation<Void, any Error>] = [:]
    var next = 0
  }

  private let waiters = Mutex(Waiters())

  /// Lets every current and future waiter through.
  func open() {
    let continuations = waiters.withLock { waiters in
      waiters.isOpen = true
      defer { waiters.continuations.removeAll() }
      return Array(waiters.continuations.values)
    }
    for continuation in continuations { continuation.resume() }
  }

  /// Waits until the gate opens, even if the task is cancelled meanwhile.
  func waitIgnoringCancellation() async {
    while !waiters.withLock({ $0.isOpen }) {
      await Task.yield()
      try? await Task.sleep(for: .microseconds(100))
    }
  }

  /// Waits until the gate opens; throws `CancellationError` if the task is cancelled first.
  func wait() async throws {
    let id = waiters.withLock { waiters in
      defer { waiters.next += 1 }
      return waiters.next
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let isOpen = waiters.withLock { waiters in
          if !waiters.isOpen { waiters.continuations[id] = continuation }
          return waiters.isOpen
        }
        if isOpen { continuation.resume() }
        if Task.isCancelled { resumeCancelled(id) }
      }
    } onCancel: {
      resumeCancelled(id)
    }
  }

  private func resumeCancelled(_ id: Int) {
    let continuation = waiters.withLock { $0.continuations.removeValue(forKey: id) }
    continuation?.resume(throwing: CancellationError())
  }
}
