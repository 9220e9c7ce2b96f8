/// An action of a navigation stack: one of its elements' actions, a pop, or a push.
///
/// Case key paths reach into elements by id: `\.path[id: 0].detail.saveTapped` builds and
/// matches `.path(.element(id: 0, action: .detail(.saveTapped)))`.
@CasePathable
public enum StackAction<State, Action>: CasePathable {
  /// `action` for the element with `id`.
  case element(id: StackElementID, action: Action)
  /// Removes the element with `id` and every element above it.
  case popFrom(id: StackElementID)
  /// Pushes `state` under `id`.
  case push(id: StackElementID, state: State)
}

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}

extension Case {
  /// The case path to the actions of the stack element with `id`, as in `\.path[id: 0]`.
  public subscript<State, Action>(id id: StackElementID) -> Case<Action>
  where Value == StackAction<State, Action> {
    let stack = self
    return Case<Action>(
      embed: { stack._embed(.element(id: id, action: $0)) },
      extract: { (root: Any) -> Action? in
        guard case .element(let elementID, let action)? = stack._extract(from: root),
          elementID == id
        else { return nil }
        return action
      }
    )
  }
}

/// The stack actions of the element feature `R`.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>
