/// Where a child reducer's state lies in its parent's: what the change tracker must record while
/// the child runs, so that the observers of collection elements hear of the child's changes.
@usableFromInline
enum ChildPlace {
  /// A property of the parent's state at this key path (`Scope`).
  case property(AnyKeyPath)
  /// The element with `id` of the identified collection or stack at `collection` (`forEach`).
  case element(of: AnyKeyPath, id: AnyHashable)
  /// A value no key path reaches: an optional's or an enum case's payload, a presented child.
  case unlocated
}

extension ChangeTracker {
  /// Runs `reducer` as the child at `place`, recording where its changes land.
  @inlinable
  func run<R: Reducer>(
    _ reducer: R, at place: ChildPlace, into state: inout R.State, action: R.Action
  ) -> Effect<R.Action> {
    switch place {
    case .property(let keyPath):
      scopePath.append(keyPath)
      defer { scopePath.removeLast() }
      return locate(reducer, into: &state, action: action)
    case .element(let collection, let id):
      touch(collection: collection, id: id)
      // Inside an element every change is the element's, covered by the record just made.
      elementDepth += 1
      defer { elementDepth -= 1 }
      return reducer.reduce(into: &state, action: action)
    case .unlocated:
      isUnlocated = true
      return reducer.reduce(into: &state, action: action)
    }
  }

  /// Runs `reducer` on state located by the scopes entered so far: a composition changes nothing
  /// itself; any other reducer is compared before and after.
  @inlinable
  func locate<R: Reducer>(_ reducer: R, into state: inout R.State, action: R.Action) -> Effect<
    R.Action
  > {
    guard !isComposition(R.self) else { return reducer.reduce(into: &state, action: action) }
    let before = state
    let effect = reducer.reduce(into: &state, action: action)
    if !haveSameBits(before, state) { recordChange(from: before, to: state) }
    return effect
  }
}
