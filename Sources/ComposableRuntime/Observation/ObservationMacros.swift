/// Makes a struct a reducer: conforms it to ``Reducer``, makes its `Action` enum (and an enum
/// `State`) case-pathable, and attaches ``ReducerBuilder`` to its `body`.
///
/// ```swift
/// @Reducer
/// struct Counter {
///   @ObservableState
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementButtonTapped }
///   var body: some Reducer<State, Action> {
///     Reduce { state, action in
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
///
/// A struct that declares no `State`, `Action` or `body` gets empty ones.
@attached(member, names: named(State), named(Action), named(body))
@attached(memberAttribute)
@attached(extension, conformances: Reducer)
public macro Reducer() = #externalMacro(module: "ComposableRuntimeMacros", type: "ReducerMacro")

/// Makes a state struct observable field by field (each stored `var` is tracked), or gives a
/// state enum an identity; conforms the type to ``ObservableState``.
///
/// ```swift
/// @ObservableState
/// struct State { var count = 0 }
/// ```
@attached(member, names: named(_$id), named(_$observationRegistrar), named(_$willModify))
@attached(memberAttribute)
@attached(extension, conformances: ObservableState)
public macro ObservableState() = #externalMacro(module: "ComposableRuntimeMacros", type: "ObservableStateMacro")

/// Tracks a stored property of an ``ObservableState()`` struct; applied by that macro.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(_))
public macro ObservationStateTracked() = #externalMacro(module: "ComposableRuntimeMacros", type: "ObservationStateTrackedMacro")

/// Leaves a stored property of an ``ObservableState()`` struct untracked.
@attached(accessor, names: named(willSet))
public macro ObservationStateIgnored() = #externalMacro(module: "ComposableRuntimeMacros", type: "ObservationStateIgnoredMacro")
