import ComposableRuntime

/// One step of a random sequence, before it meets a state: which child, picked by a number that
/// the state at that moment turns into an id, so that one sequence drives every run the same way.
enum DifferentialStep: Equatable {
  case tally(TallyMove)
  case optional(TallyMove)
  case row(pick: Int, TallyMove)
  case destination(TallyMove)
  case pathElement(pick: Int, TallyMove)
  case toggleOptional
  case addRow
  case removeRow(pick: Int)
  case present
  case dismiss
  case push
  case pop(pick: Int)
  case advanceClock
}

/// What a step asks of a `Tally`; a timer's length becomes a deadline when the step is resolved.
enum TallyMove: Equatable {
  case increment
  case incrementLater
  case incrementTwice
  case startTimer(seconds: Int)
  case cancelTimer
  case close
}

extension DifferentialStep {
  /// A sequence of 10 to 40 steps drawn from a seed; the same seed gives the same sequence.
  static func sequence(seed: UInt64) -> [DifferentialStep] {
    var generator = SplitMix64(seed: seed)
    let count = Int.random(in: 10...40, using: &generator)
    return (0..<count).map { _ in random(using: &generator) }
  }

  private static func random(using generator: inout SplitMix64) -> DifferentialStep {
    let pick = Int.random(in: 0..<64, using: &generator)
    let move = TallyMove.random(using: &generator)
    let steps: [DifferentialStep] = [
      .tally(move.withoutClose), .optional(move.withoutClose), .row(pick: pick, move.withoutClose),
      .destination(move), .pathElement(pick: pick, move), .toggleOptional, .addRow, .addRow,
      .removeRow(pick: pick), .present, .dismiss, .push, .pop(pick: pick), .advanceClock,
      .advanceClock, .advanceClock,
    ]
    return steps.randomElement(using: &generator)!
  }
}

extension TallyMove {
  static func random(using generator: inout SplitMix64) -> TallyMove {
    let moves: [TallyMove] = [
      .increment, .incrementLater, .incrementTwice, .cancelTimer, .close,
      .startTimer(seconds: Int.random(in: 1...4, using: &generator)),
    ]
    return moves.randomElement(using: &generator)!
  }

  /// Only a presented child or a stack element can dismiss itself; elsewhere `close` becomes an
  /// increment.
  var withoutClose: TallyMove { self == .close ? .increment : self }
}
