/// The part `ifLet` and `ifCaseLet` share: the child reduces first, then the parent; if the
/// parent removed or replaced the child, the child's effects are cancelled.
enum ChildLifetime {
  static func reduce<Parent: Reducer>(
    _ parent: Parent,
    into state: inout Parent.State,
    action: Parent.Action,
    child reduceChild: (inout Parent.State) -> Effect<Parent.Action>,
    childID: (Parent.State) -> NavigationID?
  ) -> Effect<Parent.Action> {
    let childEffects = reduceChild(&state)
    let childBefore = childID(state)
    let parentEffects = _run(parent, into: &state, action: action)
    guard let childBefore, childBefore != childID(state) else {
      return childEffects.merge(with: parentEffects)
    }
    return .merge(childEffects, parentEffects, .cancelChildEffects(of: childBefore))
  }
}
