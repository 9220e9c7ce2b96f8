/// An action with a `binding` case, whose binding actions `BindingReducer` applies to `State`.
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
///   case submit
/// }
/// ```
public protocol BindableAction<State> {
  /// The state the binding actions write into.
  associatedtype State

  /// Embeds a binding action.
  static func binding(_ action: BindingAction<State>) -> Self

  /// The binding action this action carries, if it is one.
  var binding: BindingAction<State>? { get }
}

extension BindableAction where Self: SendableMetatype {
  /// The binding action this action carries: the payload of its `binding` case.
  public var binding: BindingAction<State>? {
    AnyCasePath(unsafe: { Self.binding($0) }).extract(from: self)
  }
}

extension BindableAction where State: ObservableState {
  /// The binding action writing `value` at `keyPath`: `.set(\.name, "Blob")`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: _SendableWritableKeyPath<State, Value>, _ value: Value
  ) -> Self {
    .binding(.set(keyPath, value))
  }
}
