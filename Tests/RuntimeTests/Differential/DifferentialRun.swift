import ComposableRuntime

/// A store the differential drives: `Store` or `TestStore`, each behind the same two calls.
@MainActor
protocol TallyTreeHost {
  var treeState: TallyTree.State { get }
  /// Sends an action; the returned call waits for the effects it started.
  func send(_ action: TallyTree.Action) async -> @MainActor () async -> Void
  /// Brings `treeState` up to every action received so far.
  func settle() async
}

/// Runs one sequence of steps on one store and records the state after every step and every
/// action the root received: the trace two runs must agree on.
@MainActor
struct DifferentialRun<Host: TallyTreeHost> {
  let host: Host
  let clock: TestClock<Duration>
  private var resolution = StepResolution()
  private var timers: [Int: @MainActor () async -> Void] = [:]
  /// By tally id, the wait for the effect a presented child or a stack element lives by: TCA
  /// sends the dismissal that `dismiss()` asks for from that effect, not from the caller's.
  private var lifetimes: [Int: @MainActor () async -> Void] = [:]
  private(set) var trace: [String] = []

  init(host: Host, clock: TestClock<Duration>) {
    self.host = host
    self.clock = clock
  }

  /// Runs every step, then lets the clock reach every deadline still ahead, so no effect outlives
  /// the run.
  mutating func run(_ steps: [DifferentialStep]) async {
    for step in steps { await take(step) }
    while !timers.isEmpty { await take(.advanceClock) }
  }

  private mutating func take(_ step: DifferentialStep) async {
    let logged = host.treeState.log.count
    if step == .advanceClock {
      await advanceClock()
    } else if let action = resolution.action(for: step, in: host.treeState) {
      await send(action)
    }
    await host.settle()
    record(step, newLog: host.treeState.log.dropFirst(logged))
  }

  private mutating func advanceClock() async {
    let now = resolution.advance()
    await clock.advance(by: .seconds(1))
    await timers.removeValue(forKey: now)?()
  }

  private mutating func send(_ action: TallyTree.Action) async {
    let newID = host.treeState.nextID
    let closing = host.treeState.tallyID(closedBy: action)
    let finish = await host.send(action)
    if let deadline = action.timerDeadline {
      timers[deadline] = finish
    } else if action.endsOnItsOwn {
      await finish()
    } else if action.startsALifetime {
      lifetimes[newID] = finish
    }
    if let closing { await lifetimes.removeValue(forKey: closing)?() }
  }

  private mutating func record(_ step: DifferentialStep, newLog: ArraySlice<String>) {
    let received = newLog.isEmpty ? "" : " <- " + newLog.joined(separator: "; ")
    trace.append("\(trace.count): \(step)\(received) => \(host.treeState.trace)")
  }
}

/// The tree in a `Store`, with the live effect machinery.
@MainActor
struct StoreHost: TallyTreeHost {
  let store: StoreOf<TallyTree>

  init(clock: TestClock<Duration>) {
    store = Store(initialState: TallyTree.State()) { TallyTree(clock: clock) }
  }

  var treeState: TallyTree.State { store.withState { $0 } }

  func send(_ action: TallyTree.Action) async -> @MainActor () async -> Void {
    let task = store.send(action)
    return { await task.finish() }
  }

  func settle() async {}
}

/// The tree in a non-exhaustive `TestStore`, with the test store's scheduling.
@MainActor
struct TestStoreHost: TallyTreeHost {
  let store: TestStoreOf<TallyTree>

  init(clock: TestClock<Duration>) {
    store = TestStore(initialState: TallyTree.State()) { TallyTree(clock: clock) }
    store.exhaustivity = .off
    // The test's time limit bounds the run; a loaded machine must not fail a finish.
    store.timeout = .seconds(600)
  }

  /// As TCA's, a test store's `state` is the last asserted one: received actions count once
  /// skipped (`settle`).
  var treeState: TallyTree.State { store.state }

  func send(_ action: TallyTree.Action) async -> @MainActor () async -> Void {
    let task = await store.send(action)
    return { await task.finish() }
  }

  func settle() async {
    await store.skipReceivedActions(strict: false)
  }
}
