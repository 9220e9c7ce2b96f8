import Foundation

/// A confirmation dialog as data: title, message and buttons, each button sending an `Action`.
///
/// Shaped like swift-navigation's `ConfirmationDialogState`; like ``AlertState``, each dialog
/// has a fresh `id` that equality ignores and presentation identity does not.
public struct ConfirmationDialogState<Action>: Identifiable {
  /// This dialog's identity; fresh for every dialog built.
  public let id: UUID
  /// The buttons, in order.
  public var buttons: [ButtonState<Action>]
  /// The text under the title.
  public var message: TextState?
  /// The title.
  public var title: TextState
  /// Whether the title is shown.
  public var titleVisibility: ConfirmationDialogStateTitleVisibility

  /// A dialog built from a title, buttons and an optional message.
  public init(
    titleVisibility: ConfirmationDialogStateTitleVisibility = .automatic,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.id = UUID()
    self.titleVisibility = titleVisibility
    self.title = title()
    self.buttons = actions()
    self.message = message?()
  }
}

extension ConfirmationDialogState {
  /// The same dialog, with the same identity, whose buttons send `transform`'s actions.
  public func map<NewAction>(
    _ transform: (Action?) -> NewAction?
  ) -> ConfirmationDialogState<NewAction> {
    ConfirmationDialogState<NewAction>(
      id: id, titleVisibility: titleVisibility, title: title, message: message,
      buttons: buttons.map { $0.map(transform) })
  }

  init(
    id: UUID, titleVisibility: ConfirmationDialogStateTitleVisibility, title: TextState,
    message: TextState?, buttons: [ButtonState<Action>]
  ) {
    self.id = id
    self.titleVisibility = titleVisibility
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}

/// Whether a confirmation dialog shows its title.
public enum ConfirmationDialogStateTitleVisibility: Hashable, Sendable {
  /// As the platform decides.
  case automatic
  /// Never.
  case hidden
  /// Always.
  case visible
}

extension ConfirmationDialogState: Equatable where Action: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
      && lhs.titleVisibility == rhs.titleVisibility
  }
}

extension ConfirmationDialogState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
    hasher.combine(titleVisibility)
  }
}

extension ConfirmationDialogState: Sendable where Action: Sendable {}

extension ConfirmationDialogState: CustomDumpReflectable {
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      children: [
        "titleVisibility": titleVisibility, "title": title, "actions": buttons,
        "message": message as Any,
      ],
      displayStyle: .struct
    )
  }
}

extension ConfirmationDialogState: _EphemeralState {}
