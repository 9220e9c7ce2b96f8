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
///
/// On an enum whose cases hold child features, it builds a ``CaseReducer``: an observable `State`
/// enum and an `Action` enum with a case per feature, a static `body` that runs each case's child
/// reducer, and the `CaseScope` enum and `scope(_:)` function behind `store.case`.
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case detail(Detail)
///   case alert(AlertState<Alert>)
/// }
/// ```
///
/// An `AlertState` or `ConfirmationDialogState` case is ephemeral (``ReducerCaseEphemeral()``);
/// a case with no payload or several, or one marked ``ReducerCaseIgnored()``, has no reducer.
@attached(member, names: named(State), named(Action), named(body), named(CaseScope), named(scope))
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer() = #externalMacro(module: "ComposableRuntimeMacros", type: "ReducerMacro")

/// ``Reducer()`` with conformances for the `State` and `Action` an enum reducer generates, such
/// as `@Reducer(state: .equatable, action: .sendable)`; a struct reducer rejects arguments.
///
/// TCA deprecates this spelling; here it is not deprecated, so that the conformance suite that
/// pins it (MACRO-08) compiles without warnings.
@attached(member, names: named(State), named(Action), named(body), named(CaseScope), named(scope))
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer(state: _SynthesizedConformance..., action: _SynthesizedConformance...) =
  #externalMacro(module: "ComposableRuntimeMacros", type: "ReducerMacro")

/// A conformance ``Reducer(state:action:)`` adds to the `State` or `Action` it generates.
public struct _SynthesizedConformance: Sendable {
  private init() {}

  /// `Codable`.
  public static let codable = Self()
  /// `Decodable`.
  public static let decodable = Self()
  /// `Encodable`.
  public static let encodable = Self()
  /// `Equatable`.
  public static let equatable = Self()
  /// `Hashable`.
  public static let hashable = Self()
  /// `Sendable`.
  public static let sendable = Self()
}

/// Conforms a `@CasePathable` enum to ``_CasePathTable``, so that the runtime resolves each of its
/// case key paths once; `@Reducer` applies it to a feature's `Action`.
@attached(member, names: named(_$casePath), named(binding))
@attached(extension, conformances: _CasePathTable)
public macro _CasePathTable() =
  #externalMacro(module: "ComposableRuntimeMacros", type: "CasePathTableMacro")

/// Marks a case of a ``Reducer()`` enum as ephemeral state, such as an alert: its state is kept as
/// is, its action is the state's action type, and it has no child reducer.
@attached(peer)
public macro ReducerCaseEphemeral() =
  #externalMacro(module: "ComposableRuntimeMacros", type: "ReducerCaseEphemeralMacro")

/// Marks a case of a ``Reducer()`` enum as having no child reducer: its state is kept as is and its
/// action is `Never`, unless the enum declares its own `Action`.
@attached(peer)
public macro ReducerCaseIgnored() =
  #externalMacro(module: "ComposableRuntimeMacros", type: "ReducerCaseIgnoredMacro")

/// Makes a state struct observable field by field (each stored `var` is tracked), or gives a
/// state enum an identity; conforms the type to ``ObservableState``.
///
/// ```swift
/// @ObservableState
/// struct State { var count = 0 }
/// ```
@attached(
  member, names: named(_$id), named(_$observationRegistrar), named(_$willModify),
  named(_$trackedKeyPaths), named(_$trackedNames), named(_$modifier), named(_$setter))
@attached(memberAttribute)
@attached(extension, conformances: ObservableState)
public macro ObservableState() =
  #externalMacro(module: "ComposableRuntimeMacros", type: "ObservableStateMacro")

/// Tracks a stored property of an ``ObservableState()`` struct; applied by that macro.
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(_))
public macro ObservationStateTracked() =
  #externalMacro(module: "ComposableRuntimeMacros", type: "ObservationStateTrackedMacro")

/// Leaves a stored property of an ``ObservableState()`` struct untracked.
@attached(accessor, names: named(willSet))
public macro ObservationStateIgnored() =
  #externalMacro(module: "ComposableRuntimeMacros", type: "ObservationStateIgnoredMacro")

/// Makes an optional child state of an ``ObservableState()`` struct presentable: the property is
/// tracked like any other, and `$property` is the ``PresentationState`` that
/// `ifLet(\.$property, action:)` takes.
///
/// ```swift
/// @ObservableState
/// struct State { @Presents var destination: Destination.State? }
/// ```
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(`$`), prefixed(_))
public macro Presents() = #externalMacro(module: "ComposableRuntimeMacros", type: "PresentsMacro")

/// Conforms a type holding `store`, a store of `R`, to ``ViewActionSending``, so that it sends
/// `R`'s view actions as `send(.tapped)`.
@attached(extension, conformances: ViewActionSending)
public macro ViewAction<R: Reducer>(for: R.Type) =
  #externalMacro(module: "ComposableRuntimeMacros", type: "ViewActionMacro")
