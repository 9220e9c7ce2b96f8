import Testing

@testable import ComposableRuntime

@Reducer
private struct Parent {
  struct State: Equatable {
    var child = ObservedCounter.State(id: 0)
    var title = ""
    var titleLength: Int {
      get { title.count }
      set { title = String(repeating: "x", count: newValue) }
    }
  }

  enum Action: Equatable {
    case child(ObservedCounter.Action)
    case rename(String)
    case reset
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { ObservedCounter() }
  }
}

/// An enum that is case-pathable but not a `@Reducer`'s action: it has no case path table.
@CasePathable
private enum Plain: Equatable {
  case number(Int)
  case word(String)
}

/// How the runtime resolves case key paths (`_CasePathTable`) and reaches into state
/// (`StateAccess`): the fast routes must behave exactly as CasePaths and key paths do.
struct CaseAccessTests {
  @Test
  func aReducerActionsCasesComeFromItsTable() {
    #expect(ResolvedCases.tabled(\Parent.Action.Cases.child) != nil)
    #expect(ResolvedCases.tabled(\Parent.Action.Cases.reset) != nil)
    #expect(ResolvedCases.tabled(\Plain.Cases.number) == nil)
    #expect(ResolvedCases.tabled(\Parent.Action.Cases.child.increment) == nil)
  }

  @Test
  func aTestStoreNamesTabledCasesAndNeverPrintsAnAddress() {
    #expect(ResolvedCases.name(of: \Parent.Action.Cases.rename) == "\\.rename")
    #expect(ResolvedCases.name(of: \Plain.Cases.number) == nil)
    let named = ActionMatcher<Parent.Action>.caseKeyPath({ _ in false }, named: "\\.rename")
    #expect(
      named.missing
        == "Case path: \\.rename\n\nExpected to receive an action matching case path, but didn't get one."
    )
    #expect(named.mismatch(.reset).hasSuffix(".reset\n\nExpected: \\.rename"))
    let unnamed = ActionMatcher<Plain>.caseKeyPath({ _ in false }, named: nil)
    #expect(
      unnamed.missing == "Expected to receive an action matching case path, but didn't get one.")
  }

  @Test
  func tabledCasesExtractAndEmbedAsCasePathsDoes() {
    let child = CaseAccess(resolving: \Parent.Action.Cases.child)
    let rename = CaseAccess(resolving: \Parent.Action.Cases.rename)
    let reset = CaseAccess(resolving: \Parent.Action.Cases.reset)
    #expect(child.extract(from: .child(.increment)) == .increment)
    #expect(child.extract(from: .rename("a")) == nil)
    #expect(rename.extract(from: .rename("a")) == "a")
    #expect(reset.extract(from: .reset) != nil)
    #expect(reset.extract(from: .rename("a")) == nil)
    #expect(child.embed(.increment) == .child(.increment))
    #expect(rename.embed("b") == .rename("b"))
    #expect(reset.embed(()) == .reset)
  }

  @Test
  func untabledAndComposedCasesStillResolve() {
    let number = CaseAccess(resolving: \Plain.Cases.number)
    #expect(number.extract(from: .number(3)) == 3)
    #expect(number.extract(from: .word("x")) == nil)
    #expect(number.embed(4) == .number(4))
    let increment = CaseAccess(resolving: \Parent.Action.Cases.child.increment)
    #expect(increment.extract(from: .child(.increment)) != nil)
    #expect(increment.extract(from: .reset) == nil)
    #expect(increment.embed(()) == .child(.increment))
  }

  @Test(.enabled(if: FastPaths.areEnabled, "tests a fast path itself"))
  func storedPropertiesAreReachedByOffsetTrackedOnesByTheirModifier() {
    let stored = StateAccess(\Parent.State.title)
    let observed = StateAccess(\ObservedCounter.State.count)
    #expect(stored.offset != nil)
    #expect(stored.modifier == nil)
    #expect(observed.offset == nil)
    #expect(observed.modifier != nil)
    #expect(StateAccess(\Parent.State.titleLength).modifier == nil)
    var parent = Parent.State(title: "a")
    stored.modify(&parent) { $0 += "b" }
    #expect(stored.read(&parent) { $0 } == "ab")
    #expect(parent.title == "ab")
    var child = ObservedCounter.State(id: 0)
    observed.modify(&child) { $0 += 2 }
    #expect(observed.read(&child) { $0 } == 2)
    let computed = StateAccess(\Parent.State.titleLength)
    computed.modify(&parent) { $0 = 3 }
    #expect(parent.title == "xxx")
  }

  @Test
  @MainActor
  func aScopedChildRunsThroughTheTableAndTheOffset() {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.child(.increment))
    store.send(.child(.increment))
    store.send(.reset)
    #expect(store.withState(\.child.count) == 2)
  }
}
