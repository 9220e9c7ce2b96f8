import ConcurrencyExtras

/// The schedule of a counted run: every job Swift would hand to its global concurrent executor
/// goes to the main serial executor instead, so effects' tasks interleave with the workload in
/// one order on every run and their instruction and allocation counts repeat exactly.
///
/// Counting runs only: the timed samples keep the real executors, so timings still include
/// what hopping between threads costs.
public enum SerialSchedule {
  /// Sends every later global-executor job to the main serial executor, for the process's life.
  @MainActor
  public static func adopt() {
    uncheckedUseMainSerialExecutor = true
  }
}
