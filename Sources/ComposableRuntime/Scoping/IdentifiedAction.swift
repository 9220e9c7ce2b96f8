/// An action of one element of an identified collection, tagged with the element's id.
@CasePathable
public enum IdentifiedAction<ID: Hashable & Sendable, Action>: CasePathable {
  /// `action` for the element identified by `id`.
  case element(id: ID, action: Action)
}

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where Action: Sendable {}
extension IdentifiedAction: Decodable where ID: Decodable, Action: Decodable {}
extension IdentifiedAction: Encodable where ID: Encodable, Action: Encodable {}

extension Case {
  /// The case path to the actions of the element identified by `id`, as in `\.rows[id: 1]`.
  public subscript<ID: Hashable & Sendable, Action>(id id: ID) -> Case<Action>
  where Value == IdentifiedAction<ID, Action> {
    let element = self
    return Case<Action>(
      embed: { element._embed(.element(id: id, action: $0)) },
      extract: { (root: Any) -> Action? in
        guard case .element(let elementID, let action)? = element._extract(from: root),
          elementID == id
        else { return nil }
        return action
      }
    )
  }
}

/// The identified actions of the feature `R`'s elements, keyed by their state's id.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable
