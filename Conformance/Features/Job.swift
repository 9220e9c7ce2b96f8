#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// An identified element whose `.start` runs a gated effect under one cancel id, recording in a
/// probe when it starts, finishes or is cancelled.
struct Job: Reducer {
  enum CancelID { case work }

  struct State: Equatable, Identifiable {
    var id: Int
    var finished = 0
  }

  @CasePathable
  enum Action: Equatable {
    case start
    case stop
    case finished
  }

  let probe: Probe
  let gate: Gate

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .gatedWork(name: "job \(state.id)", probe: probe, gate: gate, done: .finished)
        .cancellable(id: CancelID.work)
    case .stop:
      return .cancel(id: CancelID.work)
    case .finished:
      state.finished += 1
      return .none
    }
  }
}

extension Effect where Action: Sendable {
  /// An effect that records "<name> started", waits for `gate`, then sends `done` and records
  /// "<name> finished"; if cancelled first it records "<name> cancelled".
  static func gatedWork(name: String, probe: Probe, gate: Gate, done: Action) -> Self {
    .run { send in
      probe.record("\(name) started")
      do {
        try await gate.wait()
      } catch {
        probe.record("\(name) cancelled")
        throw error
      }
      await send(done)
      probe.record("\(name) finished")
    }
  }
}

/// A parent of jobs: a list (`forEach`), an optional branch (`ifLet`) and its own work, all
/// using the same cancel id.
struct Board: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Job.State> = []
    var branch: Branch.State?
    var parentFinished = 0
  }

  @CasePathable
  enum Action: Equatable {
    case rows(IdentifiedActionOf<Job>)
    case branch(Branch.Action)
    case startParent
    case cancelAll
    case parentFinished
    case remove(id: Int)
    case setBranch(Branch.State?)
  }

  let probe: Probe
  let gate: Gate

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startParent:
        return .gatedWork(name: "parent", probe: probe, gate: gate, done: .parentFinished)
          .cancellable(id: Job.CancelID.work)
      case .cancelAll:
        return .cancel(id: Job.CancelID.work)
      case .parentFinished:
        state.parentFinished += 1
        return .none
      case .remove(let id):
        state.rows.remove(id: id)
        return .none
      case .setBranch(let branch):
        state.branch = branch
        return .none
      case .rows, .branch:
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) { Job(probe: probe, gate: gate) }
    .ifLet(\.branch, action: \.branch) { Branch(probe: probe, gate: gate) }
  }
}

/// An identified child with work of its own and an optional grandchild job.
struct Branch: Reducer {
  struct State: Equatable, Identifiable {
    var id: Int
    var leaf: Job.State?
  }

  @CasePathable
  enum Action: Equatable {
    case leaf(Job.Action)
    case start
    case finished
  }

  let probe: Probe
  let gate: Gate

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      guard case .start = action else { return .none }
      return .gatedWork(name: "branch \(state.id)", probe: probe, gate: gate, done: .finished)
    }
    .ifLet(\.leaf, action: \.leaf) { Job(probe: probe, gate: gate) }
  }
}

/// An enum-state feature whose `.working` case runs a job.
struct Mode: Reducer {
  @CasePathable
  enum State: Equatable {
    case working(Job.State)
    case idle
  }

  @CasePathable
  enum Action: Equatable {
    case working(Job.Action)
    case goIdle
    case restart(id: Int)
  }

  let probe: Probe
  let gate: Gate

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .goIdle: state = .idle
      case .restart(let id): state = .working(Job.State(id: id))
      case .working: break
      }
      return .none
    }
    .ifCaseLet(\.working, action: \.working) { Job(probe: probe, gate: gate) }
  }
}
