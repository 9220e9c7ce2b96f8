@_spi(SharedChangeTracking) import ComposableSharing
import Synchronization

/// A store for tests that makes a test account for every state change, every action effects
/// feed back, and every effect still running.
///
/// Its jobs, each in its own file: sending and asserting state (this file, `+StateCheck`),
/// receiving what effects feed back (`+Receive`), finishing and skipping (`+Finish`), the
/// schedule its effects run on (`EffectSchedule`, `+MainSerialExecutor`), recording what the
/// feature did (`TestReducer`), and reporting failures in TCA's shapes (`TestStoreMessages`).
///
/// ```swift
/// @Test @MainActor
/// func counter() async {
///   let store = TestStore(initialState: Counter.State()) { Counter() }
///   await store.send(.incrementButtonTapped) { $0.count = 1 }
///   await store.send(.delayedIncrementTapped)
///   await store.receive(\.increment) { $0.count = 2 }
/// }
/// ```
///
/// Failures are reported through IssueReporting at the assertion's source location, so Swift
/// Testing and XCTest both show them. Their shapes (U+2212 is the minus sign):
///
/// - State mismatch: `A state change does not match expectation.` (or `State was not expected to
///   change, but a change occurred.` without a closure), a blank line, the custom-dump diff
///   indented four spaces, a blank line, `(Expected: −, Actual: +)`.
/// - A closure that changed nothing: `Expected state to change, but no change occurred.`
/// - A throwing closure: `Threw error: <error>`.
/// - Sending with unhandled received actions: `Must handle N received action(s) before sending an
///   action.` and the actions; the send's own state check then compares against the last asserted
///   state, so changes made by the unhandled actions fail it too.
/// - Actions never received: `The store received N unexpected action(s).` and the actions
///   abbreviated to their cases, at `finish()` or, at deinit, at the store's creation.
/// - Effects still running at the end: `An effect returned for this action is still running. It
///   must complete before the end of the test.`, once per effect, at the send that started it.
/// - `receive` with nothing queued: `Expected to receive the following action, but didn't:` (or
///   `Expected to receive an action matching <case path>, but didn't get one.`); on timeout
///   `Expected to receive an action, but received none after 1.0 seconds.`
/// - A different action first: `Received unexpected action:` and a diff ending
///   `(Expected: −, Received: +)`.
/// - Skipped checks of a non-exhaustive store with `showSkippedAssertions`: expected
///   (non-failing) issues starting `Skipped assertions: …`
@MainActor
public final class TestStore<State: Equatable, Action> {
  /// How strictly the test must account for changes.
  public var exhaustivity: Exhaustivity = .on
  /// How long `receive` and `finish` wait by default.
  public var timeout: Duration = .seconds(1) {
    didSet { timeoutNanoseconds = timeout.wholeNanoseconds }
  }
  /// `timeout` in nanoseconds, worked out when it is set rather than at every step.
  private(set) var timeoutNanoseconds: UInt64 = 1_000_000_000
  /// Whether the feature under test has called `dismiss` (EXH-26); a dismissed store takes no
  /// more sends.
  public var isDismissed: Bool { recording.isDismissed }

  let store: Store<State, TestAction<Action>>
  let recording: TestRecording<State, Action>
  let creation: SourceLocation
  var assertedState: State
  /// The values shared state had before the current step's writes, for its assertion.
  let sharedChanges: SharedChangeTracker
  /// `useMainSerialExecutor` before this store set it, put back when the store goes away.
  let originalUseMainSerialExecutor: Bool

  /// Creates a test store running `reducer` from `initialState`, with dependencies overridden
  /// by `prepareDependencies` (run once, before the initial state is built).
  public init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let sharedChanges = SharedChangeTracker()
    let feature = PreparedFeature(initialState: initialState, reducer: reducer) {
      prepareDependencies(&$0)
      sharedChanges.track(&$0)
    }
    let (state, reducer, dependencies) = (
      feature.initialState, feature.reducer, feature.dependencies
    )
    let recording = TestRecording<State, Action>(state: state, dependencies: dependencies)
    self.recording = recording
    self.sharedChanges = sharedChanges
    self.assertedState = state
    self.creation = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.store = Store(
      root: RootCore(
        initialState: state, reducer: TestReducer(base: reducer, recording: recording),
        dependencies: dependencies
      ))
    self.originalUseMainSerialExecutor = EffectSchedule.serializesGlobalJobs.load(
      ordering: .relaxed)
    EffectSchedule.install()
    useMainSerialExecutor = true
  }

  deinit {
    // Synchronously, in the context that releases the store (a test's main-actor task), so the
    // failures are attributed to that test.
    EndOfTestChecks(recording: recording, creation: creation, exhaustivity: exhaustivity).run()
    UnassertedSharedChanges(tracker: sharedChanges, exhaustivity: exhaustivity)
      .check(state: recording.state, at: creation)
    EffectSchedule.setSerializesGlobalJobs(originalUseMainSerialExecutor)
    EffectSchedule.uninstall()
  }

  /// The state as of the last assertion.
  public var state: State {
    assertedState
  }

  /// The dependencies the feature and the assertion closures run with; changeable mid-test.
  public var dependencies: DependencyValues {
    get { recording.testDependencies }
    set { recording.testDependencies = newValue }
  }

  /// Sends `action` and asserts the state change: `updateStateToExpectedResult` receives the last
  /// asserted state and must turn it into the state after the action.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async -> TestStoreTask {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard !recording.isDismissed else {
      fail(TestStoreMessages.sendToDismissedStore, at: location)
      return TestStoreTask(task: StoreTask(group: nil), timeout: timeoutNanoseconds)
    }
    handleQueueBeforeSend(at: location)
    let nextStackID = updateStateToExpectedResult.map { _ in
      recording.dependencies.stackElementID.peek()
    }
    let task = store.send(TestAction(origin: .send, action: action, location: location))
    await yieldToEffectsInFlight()
    checkState(
      actual: recording.state, update: updateStateToExpectedResult, nextStackID: nextStackID,
      at: location
    )
    return TestStoreTask(task: task, timeout: timeoutNanoseconds)
  }

  /// Asserts the current state without sending an action.
  public func assert(
    _ updateStateToExpectedResult: (_ state: inout State) throws -> Void,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    withoutActuallyEscaping(updateStateToExpectedResult) { update in
      checkState(actual: store.currentState, update: update, requireChange: false, at: location)
    }
  }

  /// Runs `operation` with the store's dependencies changed by `updateValuesForOperation`, then
  /// restores them.
  public func withDependencies<R>(
    _ updateValuesForOperation: (_ dependencies: inout DependencyValues) throws -> Void,
    operation: () throws -> R
  ) rethrows -> R {
    let previous = dependencies
    defer { dependencies = previous }
    try updateValuesForOperation(&dependencies)
    return try operation()
  }

  /// Runs the async `operation` with the store's dependencies changed by
  /// `updateValuesForOperation`, then restores them.
  public func withDependencies<R>(
    _ updateValuesForOperation: (_ dependencies: inout DependencyValues) throws -> Void,
    operation: () async throws -> sending R
  ) async rethrows -> R {
    let previous = dependencies
    defer { dependencies = previous }
    try updateValuesForOperation(&dependencies)
    return try await operation()
  }

  /// Runs `operation` with `exhaustivity` in force, then restores the previous setting.
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity, operation: () throws -> R
  ) rethrows -> R {
    let previous = self.exhaustivity
    defer { self.exhaustivity = previous }
    self.exhaustivity = exhaustivity
    return try operation()
  }

  /// Runs the async `operation` with `exhaustivity` in force, then restores the previous setting.
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity, operation: () async throws -> sending R
  ) async rethrows -> R {
    let previous = self.exhaustivity
    defer { self.exhaustivity = previous }
    self.exhaustivity = exhaustivity
    return try await operation()
  }

  private func handleQueueBeforeSend(at location: SourceLocation) {
    guard !recording.received.isEmpty else { return }
    failOrReportSkipped(
      TestStoreMessages.mustHandle(recording.received.map(\.action)), at: location)
    guard exhaustivity != .on else { return }
    skipReceived(at: location)
  }

  /// Lets effects that are ready run up to their next suspension (and their completion): takes
  /// turns through the main queue until a turn finds the main actor, where the effects run, was
  /// handed no job but the turn's own (`EffectSchedule.yieldTurn()`), at most twenty, as TCA's
  /// fixed twenty yields.
  func yieldToEffects() async {
    guard EffectSchedule.countsJobs else { return await Task.megaYield() }
    for _ in 0..<20 {
      switch await EffectSchedule.yieldTurn() {
      case true?: return
      case false?: continue
      case nil: return await Task.megaYield()
      }
    }
  }

  /// Yields to effects only if some are in flight: when none is (the send started none and no
  /// earlier one still runs), nothing of the store can change by waiting, so the send returns at
  /// once instead of paying for twenty scheduler turns.
  func yieldToEffectsInFlight() async {
    guard !recording.inFlight.isEmpty else { return }
    await yieldToEffects()
  }
}

extension TestStore {
  /// Sends the action a case key path with no payload builds, as in `send(\.refresh)`.
  @discardableResult
  public func send(
    _ action: CaseKeyPath<Action, Void>,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      CaseAccess(resolving: action).embed(()), assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column
    )
  }

  /// Sends the action a case key path builds from `value`, as in `send(\.rows[id: 1], .tapped)`.
  @discardableResult
  public func send<Value>(
    _ action: CaseKeyPath<Action, Value>, _ value: Value,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      CaseAccess(resolving: action).embed(value), assert: updateStateToExpectedResult,
      fileID: fileID, file: filePath, line: line, column: column
    )
  }
}

/// A test store of the feature `R`.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable
