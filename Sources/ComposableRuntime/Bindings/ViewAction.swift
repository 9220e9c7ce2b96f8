/// An action with a `view` case holding the actions a view may send.
///
/// ```swift
/// enum Action: ViewAction {
///   case view(View)
///   enum View: BindableAction { case binding(BindingAction<State>), submitTapped }
/// }
/// ```
public protocol ViewAction<ViewAction> {
  /// The actions a view sends.
  associatedtype ViewAction

  /// Embeds a view action.
  static func view(_ action: ViewAction) -> Self
}
