/// State that a presentation shows once and then forgets: an alert or a dialog. It has no
/// reducer, no effects and no dismissal channel; after it sends one of its actions, the
/// presentation sets it to nil (unless the parent replaced it).
public protocol _EphemeralState<Action> {
  /// The action its buttons send.
  associatedtype Action
}

extension _EphemeralState {
  /// Whether `action` is one this state's buttons can send.
  static func canSend(_ action: Any) -> Bool {
    action is Action
  }
}

/// Whether `state` is ephemeral, or an enum whose current case holds ephemeral state; and if
/// so, whether `action` (an action of the presented feature) is one it can send.
enum EphemeralPresentation {
  static func ephemeralType(of state: Any) -> (any _EphemeralState.Type)? {
    if let ephemeral = type(of: state) as? any _EphemeralState.Type { return ephemeral }
    guard let payload = casePayload(of: state) else { return nil }
    return type(of: payload) as? any _EphemeralState.Type
  }

  /// Whether `action` dismisses the ephemeral `state`: it is the alert's own action, or the
  /// enum case whose payload is the alert's action.
  static func isDismissed(_ state: Any, by action: Any) -> Bool {
    guard let ephemeral = ephemeralType(of: state) else { return false }
    if ephemeral.canSend(action) { return true }
    guard let payload = casePayload(of: action) else { return false }
    return ephemeral.canSend(payload)
  }

  /// The associated value of the case the enum `value` is in; nil for anything else.
  static func casePayload(of value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else { return nil }
    return mirror.children.first?.value
  }
}
