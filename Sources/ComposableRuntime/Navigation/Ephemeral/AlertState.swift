import Foundation

/// An alert as data: title, message and buttons, each button sending an `Action`.
///
/// ```swift
/// state.alert = AlertState {
///   TextState("Delete this item?")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
/// } message: {
///   TextState("This cannot be undone.")
/// }
/// ```
///
/// Shaped like swift-navigation's `AlertState`. Every alert has a fresh `id`, which equality
/// ignores but presentation identity does not: a freshly built alert is a new presentation.
public struct AlertState<Action>: Identifiable {
  /// This alert's identity; fresh for every alert built.
  public let id: UUID
  /// The buttons, in order.
  public var buttons: [ButtonState<Action>]
  /// The text under the title.
  public var message: TextState?
  /// The title.
  public var title: TextState

  /// An alert built from a title, buttons and an optional message.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.id = UUID()
    self.title = title()
    self.buttons = actions()
    self.message = message?()
  }

  /// An alert with `title`, `message` and `buttons`.
  public init(title: TextState, message: TextState? = nil, buttons: [ButtonState<Action>] = []) {
    self.id = UUID()
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}

extension AlertState {
  /// The same alert, with the same identity, whose buttons send `transform`'s actions.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> AlertState<NewAction> {
    AlertState<NewAction>(
      id: id, title: title, message: message, buttons: buttons.map { $0.map(transform) })
  }

  init(id: UUID, title: TextState, message: TextState?, buttons: [ButtonState<Action>]) {
    self.id = id
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}

extension AlertState: Equatable where Action: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension AlertState: Hashable where Action: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension AlertState: Sendable where Action: Sendable {}

extension AlertState: CustomDumpReflectable {
  public var customDumpMirror: Mirror {
    Mirror(
      self, children: ["title": title, "actions": buttons, "message": message as Any],
      displayStyle: .struct)
  }
}

extension AlertState: _EphemeralState {}
