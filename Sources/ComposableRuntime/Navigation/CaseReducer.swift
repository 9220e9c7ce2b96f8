/// A reducer made of an enum of features, as `@Reducer enum Destination { case detail(Detail) }`
/// generates: its `State` and `Action` have one case per feature, and its static `body` runs
/// each feature on its own case.
public protocol CaseReducer<State, Action>: Reducer
where State: CaseReducerState, State.StateReducer == Self, Body: Reducer<State, Action> {
  /// The reducer the static ``body`` builds, restated so that it is inferred from that static
  /// property rather than from `Reducer`'s default for reducers without a body.
  associatedtype Body = Body
  /// One case per feature, holding a store of that feature (or an ephemeral state as is).
  associatedtype CaseScope

  /// The reducer that runs each case's feature.
  @ReducerBuilder<State, Action>
  static var body: Body { get }

  /// The store of `store`'s current case, for switching over in a view.
  @MainActor
  static func scope(_ store: Store<State, Action>) -> CaseScope
}

extension CaseReducer {
  /// The static body; an instance of the enum reduces like its type.
  public var body: Body {
    Self.body
  }
}

/// The `State` of a ``CaseReducer``, naming the reducer that runs it, so that
/// `ifLet(\.$destination, action: \.destination)` and `forEach(\.path, action: \.path)` need no
/// closure.
public protocol CaseReducerState {
  /// The `@Reducer enum` this state belongs to.
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}

extension Store where State: CaseReducerState, State.StateReducer.Action == Action {
  /// The current case with its feature's store, as in `switch store.case { case let .detail(store): … }`.
  @MainActor
  public var `case`: State.StateReducer.CaseScope {
    State.StateReducer.scope(self)
  }
}
