/// The effects started by one `TestStore.send` or `receive`, with a timeout for waiting on them.
///
/// ```swift
/// let task = await store.send(.startTimer)
/// await clock.advance(by: .seconds(1))
/// await task.cancel()
/// ```
public struct TestStoreTask: Hashable, Sendable {
  let task: StoreTask
  let timeout: UInt64

  /// Cancels the effects and waits for them to finish.
  @MainActor
  public func cancel() async {
    task.cancel()
    await task.finish()
  }

  /// Waits for the effects of this send (only) to finish, failing after `timeout`.
  @MainActor
  public func finish(
    timeout nanoseconds: UInt64? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    guard let group = task.group else { return }
    let timeout = nanoseconds ?? self.timeout
    guard await !group.waitUntilFinished(within: timeout) else { return }
    reportRuntimeIssue(
      """
      Expected task to finish, but it is still in-flight after \(TestStoreMessages.seconds(timeout)) seconds.

      If the effects of this task wait on a clock, advance it enough for them to complete, or \
      pass a larger "timeout".
      """,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Whether the effects were cancelled; `true` for a send that started no effect.
  public var isCancelled: Bool {
    task.isCancelled
  }
}
