import Foundation
import Synchronization

/// Runs independent callgrind jobs on every core: each job is a process of its own, so running
/// them side by side changes no count, only how long the pass takes.
enum InstructionPass {
  /// Runs `count` jobs, as many at once as there are cores, and returns their results in order;
  /// the first failure is thrown once every job has ended.
  static func run<Value: Sendable>(
    _ count: Int, progress: Progress,
    _ job: @Sendable (Int) throws(BenchError) -> (label: String, value: Value)
  ) throws(BenchError) -> [Value] {
    let state = Mutex(PassState<Value>(results: Array(repeating: nil, count: count)))
    DispatchQueue.concurrentPerform(iterations: count) { index in
      guard state.withLock({ $0.failure == nil }) else { return }
      do throws(BenchError) {
        let (label, value) = try job(index)
        state.withLock { state in
          state.results[index] = value
          state.finished += 1
          progress.update(state.finished, of: count, label)
        }
      } catch {
        state.withLock { $0.failure = $0.failure ?? error }
      }
    }
    return try state.withLock { state throws(BenchError) in
      if let failure = state.failure { throw failure }
      return state.results.compactMap { $0 }
    }
  }

  private struct PassState<Value: Sendable>: Sendable {
    var results: [Value?]
    var finished = 0
    var failure: BenchError?
  }
}
