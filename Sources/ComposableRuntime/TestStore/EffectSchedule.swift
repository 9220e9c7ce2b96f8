import ConcurrencyExtras
import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The schedule a test store runs its feature on: every job Swift would hand its global executor
/// runs on the main actor instead (as `uncheckedUseMainSerialExecutor` arranges), and every job
/// handed to the main actor is counted, so that the store can tell when its effects have gone
/// quiet instead of yielding a fixed number of times.
enum EffectSchedule {
  /// How the Swift runtime enqueues a job when no hook is installed.
  typealias Original = @convention(thin) (UnownedJob) -> Void
  /// An enqueue hook of the Swift runtime.
  typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

  /// The hooks in force before the first test store installed its own.
  private struct Hooks: @unchecked Sendable {
    // Unchecked: thin function pointers capture nothing.
    let global: Hook?
    let main: Hook?
  }

  /// Whether jobs for the global executor run on the main actor while the schedule is installed:
  /// `TestStore.useMainSerialExecutor`, which a test turns off to run its effects concurrently.
  static let serializesGlobalJobs = Atomic<Bool>(true)

  /// Jobs handed to the main actor since the schedule was first installed.
  static let mainActorJobs = Atomic<Int>(0)

  /// Lets every job queued on the main actor ahead of the call run, as `Task.yield` does, but
  /// through the main queue itself (where the main actor's jobs wait, in order), so that the
  /// only job it hands the main actor is its own resumption. Returns whether the main actor was
  /// handed no other: every job ahead of it ran and queued nothing.
  /// Nil when the main actor was handed no job at all: the turn's own resumption is one, so the
  /// main hook is not being called, and the count is given up for good (`countsJobs`).
  @MainActor
  static func yieldTurn() async -> Bool? {
    let before = mainActorJobs.load(ordering: .relaxed)
    await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
      DispatchQueue.main.async { continuation.resume() }
    }
    let handed = mainActorJobs.load(ordering: .relaxed) - before
    guard handed > 0 else {
      mainHookIsSilent.store(true, ordering: .relaxed)
      return nil
    }
    return handed == 1
  }

  /// Set once a turn saw the main hook miss the turn's own job.
  static let mainHookIsSilent = Atomic<Bool>(false)

  /// How many test stores use the schedule, and the hooks in force before the first did.
  private static let users = Mutex<(count: Int, replaced: Hooks?)>((0, nil))

  /// Installs the schedule for one more test store; the first replaces the runtime's hooks.
  static func install() {
    users.withLock { users in
      users.count += 1
      guard users.count == 1 else { return }
      guard usesOwnHooks else { return installSerialExecutor() }
      users.replaced = Hooks(global: slots.global?.pointee, main: slots.main?.pointee)
      slots.global?.pointee = { job, original in
        if EffectSchedule.serializesGlobalJobs.load(ordering: .relaxed) {
          MainActor.shared.enqueue(job)
        } else {
          original(job)
        }
      }
      slots.main?.pointee = { job, original in
        EffectSchedule.mainActorJobs.add(1, ordering: .relaxed)
        original(job)
      }
    }
  }

  /// Ends one test store's use of the schedule; the last puts back the hooks the first replaced,
  /// whatever order the stores go in (tests run side by side).
  static func uninstall() {
    users.withLock { users in
      users.count -= 1
      guard users.count == 0 else { return }
      guard usesOwnHooks else {
        uncheckedUseMainSerialExecutor = false
        return
      }
      guard let replaced = users.replaced else { return }
      slots.global?.pointee = replaced.global
      slots.main?.pointee = replaced.main
      users.replaced = nil
    }
  }

  /// Whether the main actor's jobs are counted, so that quiet can be told apart from busy.
  static var countsJobs: Bool {
    usesOwnHooks && slots.main != nil && !mainHookIsSilent.load(ordering: .relaxed)
  }

  /// Whether the schedule installs its own hooks: with the fast paths, and only when the global
  /// hook passed its probe.
  static var usesOwnHooks: Bool { FastPaths.areEnabled && globalHookBehaves }

  /// Without the fast paths, or when the probe failed: no hook of this runtime's own, but
  /// concurrency-extras' main serial executor (the mechanism TCA's test store uses), and no count
  /// of the main actor's jobs.
  private static func installSerialExecutor() {
    uncheckedUseMainSerialExecutor = serializesGlobalJobs.load(ordering: .relaxed)
  }

  /// Sets whether global jobs run on the main actor (`TestStore.useMainSerialExecutor`).
  static func setSerializesGlobalJobs(_ serializes: Bool) {
    serializesGlobalJobs.store(serializes, ordering: .relaxed)
    guard !usesOwnHooks else { return }
    users.withLock { users in
      if users.count > 0 { uncheckedUseMainSerialExecutor = serializes }
    }
  }

  private struct Slots: @unchecked Sendable {
    // Unchecked: the runtime's hook variables, written under `users`' lock, and by the one-time
    // probe (`globalHookBehaves`), which `install` waits for before it writes.
    let global: UnsafeMutablePointer<Hook?>?
    let main: UnsafeMutablePointer<Hook?>?
  }

  private static let slots: Slots = {
    let image = dlopen(nil, RTLD_NOW)
    return Slots(
      global: dlsym(image, "swift_task_enqueueGlobal_hook")?.assumingMemoryBound(to: Hook?.self),
      main: dlsym(image, "swift_task_enqueueMainExecutor_hook")?.assumingMemoryBound(to: Hook?.self)
    )
  }()

  /// Whether the runtime calls the global hook as `Hook` says, probed once on a known job before
  /// the schedule installs its own: with a recording hook in the slot, creating a task must hand
  /// the hook that task's job (its address is the task's) and a function that runs it. When not,
  /// the schedule is concurrency-extras' serial executor, as without the fast paths.
  static let globalHookBehaves: Bool = {
    guard let slot = slots.global else { return false }
    probeSaved = slot.pointee
    let probe: Hook = { job, original in
      EffectSchedule.probedJobs.withLock { $0.append(UInt(bitPattern: job.address)) }
      if let saved = EffectSchedule.probeSaved { saved(job, original) } else { original(job) }
    }
    slot.pointee = probe
    let task = Task.detached {}
    // Put back what was there, unless someone else (concurrency-extras' serial executor, set by
    // a test) replaced the probe meanwhile.
    if let current = slot.pointee,
      unsafeBitCast(current, to: UnsafeRawPointer.self)
        == unsafeBitCast(probe, to: UnsafeRawPointer.self)
    {
      slot.pointee = probeSaved
    }
    let address = unsafeBitCast(task, to: UInt.self)
    return probedJobs.withLock { jobs in
      defer { jobs.removeAll() }
      return jobs.contains(address)
    }
  }()

  /// The hook the probe replaced, which its own hook hands every job to.
  nonisolated(unsafe) private static var probeSaved: Hook?

  /// The jobs the probe's hook saw: other threads' jobs pass through it too.
  private static let probedJobs = Mutex<[UInt]>([])
}

extension UnownedJob {
  /// The job's address: a task's job is the task itself.
  fileprivate var address: UnsafeRawPointer {
    unsafeBitCast(self, to: UnsafeRawPointer.self)
  }
}
