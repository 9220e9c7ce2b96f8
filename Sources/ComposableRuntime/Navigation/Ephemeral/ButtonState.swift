import Foundation

/// A button of an alert or dialog, as data: its label, its role, and the action it sends.
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmDeletion) {
///   TextState("Delete")
/// }
/// ```
public struct ButtonState<Action>: Identifiable {
  /// Distinguishes buttons with equal contents; not part of equality.
  public let id: UUID
  /// What the button does when tapped.
  public let action: ButtonStateAction<Action>
  /// The button's text.
  public let label: TextState
  /// How the button is presented.
  public let role: ButtonStateRole?

  /// A button sending `action` (nothing, if nil) when tapped.
  public init(
    role: ButtonStateRole? = nil, action: ButtonStateAction<Action> = .send(nil),
    label: () -> TextState
  ) {
    self.init(id: UUID(), role: role, action: action, label: label())
  }

  init(id: UUID, role: ButtonStateRole?, action: ButtonStateAction<Action>, label: TextState) {
    self.id = id
    self.role = role
    self.action = action
    self.label = label
  }

  /// The same button, with the same identity, sending `transform`'s action.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonState<NewAction> {
    ButtonState<NewAction>(id: id, role: role, action: action.map(transform), label: label)
  }

  /// A button sending `action` when tapped.
  public init(role: ButtonStateRole? = nil, action: Action, label: () -> TextState) {
    self.init(role: role, action: .send(action), label: label)
  }

  /// A cancel button.
  public static func cancel(_ label: TextState, action: ButtonStateAction<Action> = .send(nil))
    -> Self
  {
    Self(role: .cancel, action: action) { label }
  }

  /// A button with no role.
  public static func `default`(_ label: TextState, action: ButtonStateAction<Action> = .send(nil))
    -> Self
  {
    Self(action: action) { label }
  }

  /// A destructive button.
  public static func destructive(_ label: TextState, action: ButtonStateAction<Action> = .send(nil))
    -> Self
  {
    Self(role: .destructive, action: action) { label }
  }

  /// Sends the button's action, if it has one, to `send`.
  public func withAction(_ send: (Action?) -> Void) {
    send(action.action)
  }
}

/// How a button is presented.
public enum ButtonStateRole: Hashable, Sendable {
  /// Cancels the alert or dialog.
  case cancel
  /// Deletes or otherwise destroys something.
  case destructive
}

/// What a button sends when tapped.
public struct ButtonStateAction<Action> {
  /// The action sent; nil when the button only dismisses.
  public let action: Action?

  /// Sends `action` (nothing, if nil).
  public static func send(_ action: Action?) -> Self {
    Self(action: action)
  }

  /// The same button action, sending `transform`'s action.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonStateAction<NewAction> {
    .send(transform(action))
  }
}

extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction: Hashable where Action: Hashable {}
extension ButtonStateAction: Sendable where Action: Sendable {}

extension ButtonState: Equatable where Action: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.action == rhs.action && lhs.label == rhs.label && lhs.role == rhs.role
  }
}

extension ButtonState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(action)
    hasher.combine(label)
    hasher.combine(role)
  }
}

extension ButtonState: Sendable where Action: Sendable {}

extension ButtonState: CustomDumpReflectable {
  public var customDumpMirror: Mirror {
    Mirror(
      self, children: ["role": role as Any, "action": action.action as Any, "label": label],
      displayStyle: .struct)
  }
}

/// Builds the list of buttons of an alert or dialog.
@resultBuilder
public enum ButtonStateBuilder<Action> {
  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap(\.self)
  }

  public static func buildExpression(_ expression: ButtonState<Action>) -> [ButtonState<Action>] {
    [expression]
  }

  public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    component ?? []
  }

  public static func buildEither(first component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  public static func buildEither(second component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  public static func buildLimitedAvailability(
    _ component: [ButtonState<Action>]
  ) -> [ButtonState<Action>] {
    component
  }

  public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    components.flatMap(\.self)
  }
}
