#if COMPOSABLE_RUNTIME_MUTANTS
  import Foundation
#endif

/// A deliberate break of one conformance rule, for proving the conformance suite can fail.
///
/// Mutants exist only in a build with `-DCOMPOSABLE_RUNTIME_MUTANTS`; there the environment
/// variable `COMPOSABLE_RUNTIME_MUTANT` names the one in force. In every other build `isActive`
/// is the constant `false`, so the checks cost nothing. `bench mutation` runs the suite once per
/// mutant.
public enum Mutant: String, CaseIterable, Sendable {
  case parentBeforeIfLetChild
  case parentBeforeForEachElement
  case childKeepsEffectsWhenGone
  case removedElementKeepsEffects
  case nilIfLetChildSilent
  case missingForEachElementSilent
  case childSharesParentNamespace
  case cancelInFlightIgnored
  case cancelIDIgnoresType
  case cancelIgnored
  case depthFirstFeedback
  case mergeSendsReversed
  case sendAfterCompletionSilent
  case unhandledErrorSilent
  case releasedStoreKeepsEffects
  case testStoreSkipsStateCheck
  case testStoreKeepsStaleBaseline
  case unhandledReceivedActionsSilent
  case unreceivedActionsSilent
  case receiveSearchesWholeQueue

  /// The rule the mutant breaks and how.
  public var summary: String {
    switch self {
    case .parentBeforeIfLetChild: "SCOPE-03: ifLet/ifCaseLet run the parent before the child"
    case .parentBeforeForEachElement: "SCOPE-03: forEach runs the parent before the element"
    case .childKeepsEffectsWhenGone: "CANCEL-12/14: an ifLet/ifCaseLet child that goes away keeps its effects"
    case .removedElementKeepsEffects: "CANCEL-13: a removed forEach element keeps its effects"
    case .nilIfLetChildSilent: "SCOPE-04: a child action while ifLet state is nil reports nothing"
    case .missingForEachElementSilent: "SCOPE-06: an action for a missing forEach element reports nothing"
    case .childSharesParentNamespace: "CANCEL-11: child effects are not namespaced under their child"
    case .cancelInFlightIgnored: "CANCEL-03: cancelInFlight does not cancel earlier effects"
    case .cancelIDIgnoresType: "CANCEL-05: a cancel ID's type is not part of its identity"
    case .cancelIgnored: "CANCEL-01: .cancel(id:) cancels nothing"
    case .depthFirstFeedback: "ORDER-02: fed-back actions are processed last-in first-out"
    case .mergeSendsReversed: "ORDER-05: .merge delivers its effects in reverse order"
    case .sendAfterCompletionSilent: "ORDER-09: a send after its effect completed reports nothing"
    case .unhandledErrorSilent: "ORDER-08: an unhandled error thrown from .run reports nothing"
    case .releasedStoreKeepsEffects: "CANCEL-17: releasing a root store leaves its effects running"
    case .testStoreSkipsStateCheck: "EXH-01/02: TestStore never checks state"
    case .testStoreKeepsStaleBaseline: "EXH-22: after a failed check the baseline is not re-based"
    case .unhandledReceivedActionsSilent: "EXH-06: sending with unhandled received actions does not fail"
    case .unreceivedActionsSilent: "EXH-10: actions never received do not fail the test"
    case .receiveSearchesWholeQueue: "EXH-07: an exhaustive receive matches any queued action, not the first"
    }
  }

  /// Whether this mutant is in force.
  @inlinable @inline(__always)
  public var isActive: Bool {
    #if COMPOSABLE_RUNTIME_MUTANTS
      Mutant.active == self
    #else
      false
    #endif
  }

  #if COMPOSABLE_RUNTIME_MUTANTS
    /// The mutant `COMPOSABLE_RUNTIME_MUTANT` names, read once.
    @usableFromInline
    static let active = ProcessInfo.processInfo.environment["COMPOSABLE_RUNTIME_MUTANT"].flatMap(Mutant.init(rawValue:))
  #endif
}
