import ComposableRuntime

/// The differential test's feature tree: one `Tally` in each way a parent runs a child (`Scope`,
/// `ifLet`, `forEach`, presentation, a stack), and a log of every action the root received, in
/// order, effects' actions included.
@Reducer
struct TallyTree {
  @ObservableState
  struct State: Equatable {
    var tally = Tally.State(id: 0)
    var optional: Tally.State?
    var rows: IdentifiedArrayOf<Tally.State> = []
    @Presents var destination: Tally.State?
    var path = StackState<Tally.State>()
    var log: [String] = []
    var nextID = 1
  }

  enum Action {
    case tally(Tally.Action)
    case optional(Tally.Action)
    case rows(IdentifiedActionOf<Tally>)
    case destination(PresentationAction<Tally.Action>)
    case path(StackActionOf<Tally>)
    case toggleOptional
    case addRow
    case removeRow(id: Int)
    case present
    case push
  }

  let clock: TestClock<Duration>

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.log.append(action.trace(in: state))
      return .none
    }
    Scope(state: \.tally, action: \.tally) {
      Tally(clock: clock).dependency(\.tallyStep, 10)
    }
    Reduce { state, action in
      state.apply(action)
      return .none
    }
    .ifLet(\.optional, action: \.optional) { Tally(clock: clock) }
    .forEach(\.rows, action: \.rows) { Tally(clock: clock) }
    .ifLet(\.$destination, action: \.destination) { Tally(clock: clock) }
    .forEach(\.path, action: \.path) { Tally(clock: clock) }
  }
}

extension TallyTree.State {
  /// The parent's own part of an action: adding and removing children.
  mutating func apply(_ action: TallyTree.Action) {
    switch action {
    case .toggleOptional: optional = optional == nil ? Tally.State(id: takeID()) : nil
    case .addRow: rows.append(Tally.State(id: takeID()))
    case .removeRow(let id): rows.remove(id: id)
    case .present: destination = Tally.State(id: takeID())
    case .push: path.append(Tally.State(id: takeID()))
    default: break
    }
  }

  private mutating func takeID() -> Int {
    defer { nextID += 1 }
    return nextID
  }

  /// The state as one line, stack elements by position: a store and a test store number stack
  /// elements from different starting points, and the differential compares what a feature sees.
  var trace: String {
    let rows = rows.map(\.trace).joined(separator: ",")
    let path = path.map(\.trace).joined(separator: ",")
    return "tally \(tally.trace) optional \(optional?.trace ?? "-") rows [\(rows)] "
      + "destination \(destination?.trace ?? "-") path [\(path)]"
  }
}

extension Tally.State {
  var trace: String { "#\(id)=\(count)" + (timer.map { "@\($0)" } ?? "") }
}

extension TallyTree.Action {
  /// The action as the log records it, stack element ids as positions (see `State.trace`).
  func trace(in state: TallyTree.State) -> String {
    switch self {
    case .tally(let action): "tally.\(action)"
    case .optional(let action): "optional.\(action)"
    case .rows(.element(let id, let action)): "rows[#\(id)].\(action)"
    case .destination(.presented(let action)): "destination.\(action)"
    case .destination(.dismiss): "destination.dismiss"
    case .path(.element(let id, let action)): "path[\(state.position(of: id))].\(action)"
    case .path(.popFrom(let id)): "path.popFrom(\(state.position(of: id)))"
    case .path(.push): "path.push"
    default: "\(self)"
    }
  }
}

extension TallyTree.State {
  func position(of id: StackElementID) -> Int { path.ids.firstIndex(of: id) ?? -1 }
}
