/// A feature's logic: how its state changes for each action, and which effects it starts.
///
/// Implement either ``reduce(into:action:)`` or ``body``:
///
/// ```swift
/// struct Counter: Reducer {
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementButtonTapped }
///
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
public protocol Reducer<State, Action> {
  /// The feature's state.
  associatedtype State
  /// The feature's actions.
  associatedtype Action
  /// The reducer this one is built from, or `Never` when it implements `reduce` itself.
  associatedtype Body

  /// Evolves `state` for `action` and returns the effect to run.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducer this one is made of.
  @ReducerBuilder<State, Action>
  var body: Body { get }
}

extension Reducer where Body == Never {
  /// A reducer that implements `reduce(into:action:)` has no body.
  public var body: Body {
    fatalError("'\(Self.self)' has no body: it implements 'reduce(into:action:)'.")
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs the reducer's body.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    _run(body, into: &state, action: action)
  }
}

/// A reducer of the feature `R`'s state and actions.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>
