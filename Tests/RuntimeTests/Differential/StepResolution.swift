import ComposableRuntime

/// Turns steps into actions against the state of the moment, and keeps the clock's time and the
/// deadlines handed out: every deadline is later than all before it, so that one second of the
/// clock fires at most one timer and the order of what timers send is fixed.
struct StepResolution {
  /// The test clock's time, in whole seconds.
  private(set) var now = 0
  private var lastDeadline = 0

  /// What to send for a step, or nil when the child it names is not there.
  mutating func action(
    for step: DifferentialStep, in state: TallyTree.State
  ) -> TallyTree.Action? {
    switch step {
    case .tally(let move): .tally(action(for: move))
    case .optional(let move): state.optional.map { _ in .optional(action(for: move)) }
    case .row(let pick, let move): row(pick, in: state).map { rowAction($0, move) }
    case .destination(let move): state.destination.map { _ in destinationAction(move) }
    case .pathElement(let pick, let move): element(pick, in: state).map { pathAction($0, move) }
    default: action(forParentStep: step, in: state)
    }
  }

  private func action(
    forParentStep step: DifferentialStep, in state: TallyTree.State
  ) -> TallyTree.Action? {
    switch step {
    case .toggleOptional: .toggleOptional
    case .addRow: .addRow
    case .removeRow(let pick): row(pick, in: state).map { .removeRow(id: $0) }
    case .present: .present
    case .dismiss: state.destination.map { _ in .destination(.dismiss) }
    case .push: .push
    case .pop(let pick): element(pick, in: state).map { .path(.popFrom(id: $0)) }
    default: nil
    }
  }

  /// Moves the clock one second on and returns the new time, in seconds: the deadline that a
  /// timer, if one was handed out for it, reaches now.
  mutating func advance() -> Int {
    now += 1
    return now
  }

  private mutating func action(for move: TallyMove) -> Tally.Action {
    switch move {
    case .increment: .increment
    case .incrementLater: .incrementLater
    case .incrementTwice: .incrementTwice
    case .startTimer(let seconds): .startTimer(deadline: deadline(after: seconds))
    case .cancelTimer: .cancelTimer
    case .close: .close
    }
  }

  private mutating func deadline(after seconds: Int) -> Int {
    lastDeadline = max(lastDeadline, now) + seconds
    return lastDeadline
  }

  private mutating func rowAction(_ id: Int, _ move: TallyMove) -> TallyTree.Action {
    .rows(.element(id: id, action: action(for: move)))
  }

  private mutating func destinationAction(_ move: TallyMove) -> TallyTree.Action {
    .destination(.presented(action(for: move)))
  }

  private mutating func pathAction(_ id: StackElementID, _ move: TallyMove) -> TallyTree.Action {
    .path(.element(id: id, action: action(for: move)))
  }

  private func row(_ pick: Int, in state: TallyTree.State) -> Int? {
    state.rows.isEmpty ? nil : state.rows.ids[pick % state.rows.count]
  }

  private func element(_ pick: Int, in state: TallyTree.State) -> StackElementID? {
    state.path.isEmpty ? nil : state.path.ids[pick % state.path.count]
  }
}

extension TallyTree.Action {
  /// The action this one carries to a `Tally`, wherever that tally is.
  var tallyAction: Tally.Action? {
    switch self {
    case .tally(let action), .optional(let action), .rows(.element(_, let action)),
      .destination(.presented(let action)), .path(.element(_, let action)):
      action
    default: nil
    }
  }

  /// Whether the driver waits for this action's effects when sending it: those that end on their
  /// own. A timer ends when the clock reaches it, and a presented child or a stack element keeps
  /// an effect alive until it goes away, as in TCA.
  var endsOnItsOwn: Bool {
    tallyAction == .incrementLater || tallyAction == .close
  }

  /// Whether this action presents a child or pushes one, starting the effect it lives by.
  var startsALifetime: Bool {
    switch self {
    case .present, .push: true
    default: false
    }
  }

  /// The deadline of the timer this action starts, if it starts one: the driver waits for that
  /// effect when the clock reaches the deadline.
  var timerDeadline: Int? {
    if case .startTimer(let deadline) = tallyAction { deadline } else { nil }
  }
}

extension TallyTree.State {
  /// The id of the tally that `action` asks to dismiss itself.
  func tallyID(closedBy action: TallyTree.Action) -> Int? {
    switch action {
    case .destination(.presented(.close)): destination?.id
    case .path(.element(let id, .close)): path[id: id]?.id
    default: nil
    }
  }
}
