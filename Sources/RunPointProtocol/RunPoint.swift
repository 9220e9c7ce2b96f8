/// What the harness, which counts a workload point under callgrind, and `bench _run-point`,
/// which runs that point, must agree on: the command line, the mark after which callgrind dumps
/// its counts, and the Swift-runtime functions the count leaves out.
///
/// Both sides read it from here, as package-benchmark's `BenchmarkShared` serves its runner and
/// its benchmark processes, so that a flag or the mark cannot be renamed on one side only.
public enum RunPoint {
  /// The hidden subcommand of `bench` that runs one point.
  public static let subcommand = "_run-point"

  /// The options of `bench _run-point`, each followed by its value.
  public enum Option: String, CaseIterable, Sendable {
    /// The workload's identifier, `name/scenario`.
    case workload = "--workload"
    /// The point's sizes, `name=value,…`; none when absent.
    case sizes = "--sizes"
    /// The operations run before the first mark; none when absent.
    case warmup = "--warmup"
    /// The operations run between the two marks: the counted ones.
    case iterations = "--iterations"
  }

  /// The arguments, after the bench's path, that run `workload` at `sizes` (`name=value,…`):
  /// `warmup` operations, a mark, `iterations` operations and a mark.
  public static func arguments(workload: String, sizes: String, warmup: Int, iterations: Int)
    -> [String]
  {
    [
      subcommand, Option.workload.rawValue, workload, Option.sizes.rawValue, sizes,
      Option.warmup.rawValue, String(warmup), Option.iterations.rawValue, String(iterations),
    ]
  }

  /// The environment variable by which a count moves the heap: `bench _run-point` allocates,
  /// and keeps, that many bytes before it builds anything, so that every later allocation lands
  /// elsewhere. Calibration counts each point under a few such shifts, because hash tables
  /// seeded with their storage's address (swift-collections') probe differently at each.
  public static let heapShiftVariable = "COMPOSABLE_BENCH_HEAP_SHIFT"

  /// The symbol of ``mark()``, which callgrind's `--dump-after` names.
  public static let markSymbol = "composable_bench_instruction_mark"

  /// Ends a counted section of `bench _run-point`: callgrind dumps its counts when it returns.
  /// `@_silgen_name` takes only a literal, so ``markSymbol`` is spelled out again right here; a
  /// real count (`RunPointCountTests`) finds no second dump if the two differ.
  @_silgen_name("composable_bench_instruction_mark")
  @inline(never) @_optimize(none)
  public static func mark() {}
}
