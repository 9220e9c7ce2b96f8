#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// A feature whose count is shared with whoever handed it in; its effect writes the count after a
/// gate the case opens, so a case decides when that write happens.
@Reducer
struct SharedCounter {
  @ObservableState
  struct State: Equatable {
    @Shared var count: Int
    var note = ""
  }

  enum Action: Equatable {
    case increment
    case incrementAfterGate
    case note(String)
  }

  /// What the effect of `incrementAfterGate` waits for.
  let gate: SharedWriteGate

  init(gate: SharedWriteGate = SharedWriteGate()) {
    self.gate = gate
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.$count.withLock { $0 += 1 }
        return .none
      case .incrementAfterGate:
        return .run { [count = state.$count, gate] _ in
          await gate.wait()
          count.withLock { $0 += 1 }
        }
      case .note(let text):
        state.note = text
        return .none
      }
    }
  }
}

/// A one-shot handshake: `wait` returns once `open` has been called.
struct SharedWriteGate: Sendable {
  private let stream: AsyncStream<Void>
  private let continuation: AsyncStream<Void>.Continuation

  init() {
    (stream, continuation) = AsyncStream.makeStream()
  }

  /// Lets the waiting effect go on.
  func open() {
    continuation.finish()
  }

  /// Waits until `open`.
  func wait() async {
    for await _ in stream {}
  }
}

/// Two fields, so a case can derive a shared value of one of them.
struct SharedPair: Equatable, Sendable {
  var first = 1
  var second = 2
}
