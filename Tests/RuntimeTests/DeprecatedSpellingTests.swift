import ComposableRuntime
import Testing

/// TCA's deprecated spellings that features written before case key paths still use: each
/// behaves as its current twin. Each is called from a deprecated witness of `Spelling`, so that
/// this target builds without warnings.
@MainActor
struct DeprecatedSpellingTests {
  @CasePathable
  enum Screen: Equatable {
    case counter(Int)
    case other
  }

  @CasePathable
  enum ScreenAction: Equatable {
    case counter(CounterAction)
    case leave
  }

  enum CounterAction: Equatable { case tap }

  struct Tally: Reducer {
    func reduce(into state: inout Int, action: CounterAction) -> Effect<CounterAction> {
      state += 1
      return .none
    }
  }

  private let spelling: any Spelling = Spellings()

  @Test func ifCaseLetThroughHandBuiltPathsRunsTheChildOnlyInItsCase() {
    let store = Store(initialState: Screen.counter(0)) { spelling.ifCaseLetScreen() }
    store.send(.counter(.tap))
    #expect(store.withState { $0 } == .counter(1))
    store.send(.leave)
    withKnownIssue {
      store.send(.counter(.tap))
    } matching: {
      $0.description.contains("\"ifCaseLet\" at") && $0.description.contains("different case")
    }
    #expect(store.withState { $0 } == .other)
  }

  struct AlertHost: Reducer {
    struct State: Equatable {
      var alert: AlertState<Choice>?
    }
    enum Choice: Equatable { case confirm }
    @CasePathable
    enum Action: Equatable {
      case alert(Choice)
      case show
    }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      if case .show = action { state.alert = AlertState { TextState("Sure?") } }
      return .none
    }
  }

  @Test func anEphemeralIfLetThroughAHandBuiltPathClearsTheAlertAfterItsAction() {
    let store = Store(initialState: AlertHost.State()) { spelling.alertHost() }
    store.send(.show)
    #expect(store.withState(\.alert) != nil)
    store.send(.alert(.confirm))
    #expect(store.withState(\.alert) == nil)
  }

  struct Pair: Equatable {
    var left = 0
    var right = 0
  }

  struct PairFeature: Reducer {
    enum Action: Equatable { case bumpRight }
    func reduce(into state: inout Pair, action: Action) -> Effect<Action> {
      state.right += 1
      return .none
    }
  }

  @Test func aClosureScopeReadsTheDerivedStateAndSendsThroughTheParent() {
    let store = Store(initialState: Pair()) { PairFeature() }
    let right = spelling.rightSide(of: store)
    right.send(())
    right.send(())
    #expect(right.withState { $0 } == 2)
    #expect(store.withState(\.right) == 2)
  }
}

/// The deprecated calls, made where the compiler does not warn: inside deprecated witnesses.
@MainActor
private protocol Spelling {
  func ifCaseLetScreen() -> Reduce<
    DeprecatedSpellingTests.Screen, DeprecatedSpellingTests.ScreenAction
  >
  func alertHost() -> Reduce<
    DeprecatedSpellingTests.AlertHost.State, DeprecatedSpellingTests.AlertHost.Action
  >
  func rightSide(
    of store: Store<DeprecatedSpellingTests.Pair, DeprecatedSpellingTests.PairFeature.Action>
  ) -> Store<Int, Void>
}

private struct Spellings: Spelling {
  typealias Tests = DeprecatedSpellingTests

  @available(*, deprecated, message: "exercises TCA's deprecated spelling")
  func ifCaseLetScreen() -> Reduce<Tests.Screen, Tests.ScreenAction> {
    let counter = AnyCasePath<Tests.Screen, Int>(
      embed: { .counter($0) }, extract: { if case .counter(let n) = $0 { n } else { nil } })
    let counterAction = AnyCasePath<Tests.ScreenAction, Tests.CounterAction>(
      embed: { .counter($0) }, extract: { if case .counter(let a) = $0 { a } else { nil } })
    return Reduce(
      Reduce<Tests.Screen, Tests.ScreenAction> { state, action in
        if case .leave = action { state = .other }
        return .none
      }
      .ifCaseLet(counter, action: counterAction) { Tests.Tally() })
  }

  @available(*, deprecated, message: "exercises TCA's deprecated spelling")
  func alertHost() -> Reduce<Tests.AlertHost.State, Tests.AlertHost.Action> {
    let alert = AnyCasePath<Tests.AlertHost.Action, Tests.AlertHost.Choice>(
      embed: { .alert($0) }, extract: { if case .alert(let c) = $0 { c } else { nil } })
    return Reduce(Tests.AlertHost().ifLet(\.alert, action: alert))
  }

  @available(*, deprecated, message: "exercises TCA's deprecated spelling")
  func rightSide(of store: Store<Tests.Pair, Tests.PairFeature.Action>) -> Store<Int, Void> {
    store.scope(state: { $0.right }, action: { .bumpRight })
  }
}
