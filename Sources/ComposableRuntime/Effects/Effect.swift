/// A unit of work a reducer returns: nothing, synchronous actions, or asynchronous work that
/// feeds actions back into the store.
///
/// ```swift
/// case .refreshTapped:
///   return .run { send in
///     await send(.refreshed(try await client.fetch()))
///   }
/// ```
public struct Effect<Action>: @unchecked Sendable {
  // Unchecked: an effect only carries actions to the main actor that runs the store; a `.run`
  // operation is itself `@Sendable`.
  @usableFromInline
  let operation: Operation

  /// What an effect does: the primitives every public constructor and operator builds, run by
  /// `EffectInterpreter` (`Effects/EffectInterpreter.swift`).
  @usableFromInline
  indirect enum Operation {
    case none
    case send(Action)
    case run(EffectRun<Action>)
    case merge(EffectParts<Action>)
    case concatenate(EffectParts<Action>)
    case cancellable(CancelKey, cancelInFlight: Bool, Effect)
    case cancel(CancelKey)
  }

  @inlinable
  init(_ operation: Operation) {
    self.operation = operation
  }

  /// An effect that does nothing and completes immediately.
  public static var none: Self { Self(.none) }

  /// An effect that synchronously feeds `action` back into the store, inside the same `send`.
  public static func send(_ action: Action) -> Self {
    Self(.send(action))
  }

  /// An effect that runs `operation` as its own task after the reducer returns.
  ///
  /// Errors other than cancellation go to `handler`; without one, a runtime issue is reported.
  /// The operation sees the dependencies in force when the effect was created. `name` is
  /// accepted for TCA's spelling; the task is not named (Linux tools show no task names).
  public static func run(
    priority: TaskPriority? = nil,
    name: String? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    let origin = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return Self(
      .run(
        EffectRun(priority: priority, origin: origin, dependencies: DependencyValues._current) {
          send in
          do {
            try await operation(send)
          } catch {
            // A cancelled effect's error is ignored here, without the out-of-line call.
            guard !Task.isCancelled else { return }
            await handleRunError(error, handler: handler, origin: origin, send: send)
          }
        }))
  }

  /// Runs all `effects` at once; `.send` actions are delivered in argument order.
  public static func merge(_ effects: Self...) -> Self {
    merge(effects)
  }

  /// Runs all `effects` at once; `.send` actions are delivered in argument order.
  @inlinable
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    combining(effects) { .merge($0) }
  }

  /// Runs `effects` one after another, each starting when the previous one completed.
  public static func concatenate(_ effects: Self...) -> Self {
    concatenate(effects)
  }

  /// Runs `effects` one after another, each starting when the previous one completed.
  @inlinable
  public static func concatenate(_ effects: some Sequence<Self>) -> Self {
    combining(effects) { .concatenate($0) }
  }

  /// The effects of `effects` that do something, as one merge or concatenation (`make`), or the
  /// only one, or `.none`.
  ///
  /// Inlinable, so that the loop is specialized for the caller's action type: the generic
  /// `filter` it replaces looked up metadata at every effect.
  ///
  /// It also notes whether they are all tracked `.run`s, which a merge of them performs as one
  /// task (`ConcurrentRuns`) without looking at each again.
  @inlinable
  static func combining(_ effects: some Sequence<Self>, as make: (EffectParts<Action>) -> Operation)
    -> Self
  {
    var parts: [Self] = []
    parts.reserveCapacity(effects.underestimatedCount)
    var areTrackedRuns = true
    for effect in effects where !effect.isNone {
      areTrackedRuns = areTrackedRuns && effect.isTrackedRun
      parts.append(effect)
    }
    switch parts.count {
    case 0: return .none
    case 1: return parts[0]
    default: return Self(make(EffectParts(parts, areTrackedRuns: areTrackedRuns)))
    }
  }

  /// Whether this effect is a `.run` that test stores wait for.
  @inlinable
  var isTrackedRun: Bool {
    if case .run(let run) = operation { return !run.isUntracked }
    return false
  }

  /// This effect merged with `other`.
  ///
  /// Chained merges make one flat merge, extended in place, however long the chain.
  @inlinable
  public func merge(with other: Self) -> Self {
    if isNone { return other }
    if other.isNone { return self }
    return joined(with: other, parts: { $0.mergedParts }, as: { .merge($0) })
  }

  /// This effect followed by `other`.
  ///
  /// Chained concatenations make one flat concatenation, extended in place, however long the
  /// chain.
  public func concatenate(with other: Self) -> Self {
    if isNone { return other }
    if other.isNone { return self }
    return joined(with: other, parts: { $0.concatenatedParts }, as: { .concatenate($0) })
  }

  /// This effect and `other` as one merge or concatenation (`make`), splicing in the parts
  /// (`parts`) of either that already is one.
  @usableFromInline
  func joined(
    with other: Self, parts: (Self) -> EffectParts<Action>?,
    as make: (EffectParts<Action>) -> Operation
  ) -> Self {
    let joined =
      switch (parts(self), parts(other)) {
      case (let head?, let tail?): head.appending(contentsOf: tail)
      case (let head?, nil): head.appending(contentsOf: CollectionOfOne(other))
      case (nil, let tail?): EffectParts(CollectionOfOne(self), then: tail)
      case (nil, nil): EffectParts(CollectionOfOne(self), then: CollectionOfOne(other))
      }
    return Self(make(joined))
  }

  @usableFromInline
  var mergedParts: EffectParts<Action>? {
    if case .merge(let parts) = operation { parts } else { nil }
  }

  var concatenatedParts: EffectParts<Action>? {
    if case .concatenate(let parts) = operation { parts } else { nil }
  }

  /// Whether this effect does nothing.
  @inlinable
  var isNone: Bool {
    if case .none = operation { return true }
    return false
  }
}

/// The asynchronous work of an `Effect.run`, with the cancellation namespace it was created in.
@usableFromInline
struct EffectRun<Action>: Sendable {
  /// The priority's raw value: `TaskPriority` is resilient, so a stored `TaskPriority?` made
  /// this type's layout unknown until run time, and every copy of a run in code generic over
  /// `Action` looked up its metadata and copied it through value witnesses.
  private let priorityRawValue: UInt8?
  @inline(__always) var priority: TaskPriority? {
    guard let priorityRawValue else { return nil }
    return TaskPriority(rawValue: priorityRawValue)
  }
  let origin: SourceLocation
  /// The dependencies in force where the effect was created, which its operation runs with.
  let dependencies: DependencyValues
  /// The navigation path of the feature that created the effect, for `withTaskCancellation`.
  var path: NavigationPath = .root
  /// Whether test stores leave this run out of the effects a test must see finish: true for
  /// the runtime's own dismissal channels.
  @usableFromInline var isUntracked = false
  let operation: Operation

  /// The runtime's side of a run: it runs on the effect task's executor (the main actor), so
  /// that only the user's operation hops off it and back, once; each nonisolated step in
  /// between would be one more hop per effect.
  typealias Operation = nonisolated(nonsending) @Sendable (Send<Action>) async -> Void

  @inline(__always) init(
    priority: TaskPriority?,
    origin: SourceLocation,
    dependencies: DependencyValues,
    path: NavigationPath = .root,
    operation: @escaping Operation
  ) {
    self.priorityRawValue = priority?.rawValue
    self.origin = origin
    self.dependencies = dependencies
    self.path = path
    self.operation = operation
  }
}

/// Ignores cancellation, passes other errors to `handler`, or reports them when there is none.
///
/// Out of line: an effect task keeps its operation's frame while it waits, and a frame sized for
/// the report's string building pushed every task onto a second 1 KB stack slab.
nonisolated(nonsending) private func handleRunError<Action>(
  _ error: any Error,
  handler: (@Sendable (any Error, Send<Action>) async -> Void)?,
  origin: SourceLocation,
  send: Send<Action>
) async {
  if error is CancellationError || Task.isCancelled { return }
  guard let handler else { return reportUnhandledRunError(error, origin: origin) }
  await handler(error, send)
}

private func reportUnhandledRunError(_ error: any Error, origin: SourceLocation) {
  reportRuntimeIssue(
    """
    An "Effect.run" returned from "\(origin.fileID):\(origin.line)" threw an unhandled error.

        \(String(customDumping: error).replacingOccurrences(of: "\n", with: "\n    "))

    Handle errors other than cancellation in the operation with "do"/"catch", or pass a \
    "catch" handler to "Effect.run".
    """,
    fileID: origin.fileID, filePath: origin.filePath, line: origin.line, column: origin.column
  )
}

/// The effect type of a reducer: `EffectOf<Feature>` is `Effect<Feature.Action>`.
public typealias EffectOf<R: Reducer> = Effect<R.Action>
