import Foundation
import Harness
import RunPointProtocol
import Workloads

/// `bench _run-point --workload ID [--sizes S] --warmup N --iterations M`: sets up one workload
/// point, runs it `N` times, marks, runs it `M` times, and marks again. Under callgrind, each
/// mark dumps the counts since the previous one, so the second dump is the cost of exactly `M`
/// operations, without startup, setup or first iterations (`InstructionCounter`). Its options
/// and its mark are `RunPoint`'s, which the counting side reads too.
///
/// It runs from the synchronous entry point on the main run loop, never through `dispatch_main`,
/// so valgrind can follow it to the end, effects' tasks included. Its few options are read by
/// hand: ArgumentParser's reflection-based parsing costs tens of millions of instructions, which
/// would dominate every run under callgrind.
struct RunPointCommand {
  static let name = RunPoint.subcommand

  let workload: String
  let sizes: Sizes
  let warmup: Int
  let iterations: Int

  /// Parses `arguments`, runs the point in a main-actor task, and exits when it is done.
  @MainActor
  static func runOnMainRunLoop(_ arguments: [String]) -> Never {
    let command: Self
    do { command = try Self(arguments: arguments) } catch {
      Bench.fail(error.message, code: error.code)
    }
    shiftHeap()
    Task { @MainActor in
      MainRunLoop.requireMainActorOnMainThread()
      do { try await command.run() } catch let error as BenchError {
        Bench.fail(error.message, code: error.code)
      } catch {
        Bench.fail("\(error)", code: .failure)
      }
      Foundation.exit(0)
    }
    MainRunLoop.runForever()
  }

  /// Allocates, and never frees, the bytes `RunPoint.heapShiftVariable` asks for. Read with
  /// `getenv`, which allocates nothing: without the variable the heap stays where it was.
  private static func shiftHeap() {
    guard let variable = getenv(RunPoint.heapShiftVariable),
      let bytes = Int(String(cString: variable)), bytes > 0
    else { return }
    let block = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 16)
    block.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
  }

  init(arguments: [String]) throws(BenchError) {
    var values: [RunPoint.Option: String] = [:]
    var remaining = arguments[...]
    while let flag = remaining.popFirst() {
      guard let option = RunPoint.Option(rawValue: flag), let value = remaining.popFirst() else {
        throw BenchError(
          .usage,
          "usage: bench \(Self.name) --workload ID [--sizes name=value,…] [--warmup N] --iterations N"
        )
      }
      values[option] = value
    }
    guard let workload = values[.workload],
      let iterations = values[.iterations].flatMap({ Int($0) }),
      let warmup = Int(values[.warmup] ?? "0"), iterations >= 0, warmup >= 0
    else {
      throw BenchError(
        .usage, "\(Self.name) needs --workload and a non-negative --iterations (and --warmup)")
    }
    guard let sizes = Sizes(argument: values[.sizes] ?? "") else {
      throw BenchError(
        .usage, "--sizes '\(values[.sizes] ?? "")' is not of the form name=value,name=value")
    }
    (self.workload, self.sizes, self.warmup, self.iterations) = (
      workload, sizes, warmup, iterations
    )
  }

  @MainActor
  private func run() async throws {
    guard let selected = WorkloadCatalog.all().first(where: { $0.identifier == workload }) else {
      throw BenchError(.usage, "no workload '\(workload)' (see 'bench list')")
    }
    SerialSchedule.adopt()
    let operation = try await selected.make(sizes)
    await operation.run(warmup)
    RunPoint.mark()
    await operation.run(iterations)
    RunPoint.mark()
    await operation.tearDown()
  }
}
