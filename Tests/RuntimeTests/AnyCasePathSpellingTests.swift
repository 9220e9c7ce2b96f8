import Testing

@testable import ComposableRuntime

/// TCA 1.x's hand-built case paths: an access through `(id, action)` pairs routes element
/// actions as the case key path to `IdentifiedAction` does. (The deprecated overloads only build
/// these accesses; calling them here would warn.)
@MainActor
struct AnyCasePathSpellingTests {
  enum Action: Equatable {
    case rows(Int, Counter.Action)
    case other
  }

  struct Counter: Reducer {
    struct State: Equatable, Identifiable {
      var id: Int
      var count = 0
    }
    enum Action: Equatable { case tap }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }

  private static let rowPairs = AnyCasePath<Action, (Int, Counter.Action)>(
    embed: { .rows($0.0, $0.1) },
    extract: {
      guard case .rows(let id, let action) = $0 else { return nil }
      return (id, action)
    })

  @Test func pairsBecomeIdentifiedActionsAndBack() {
    let access = CaseAccess<Action, IdentifiedAction<Int, Counter.Action>>(
      identifiedThrough: Self.rowPairs)
    #expect(access.extract(from: .rows(2, .tap)) == .element(id: 2, action: .tap))
    #expect(access.extract(from: .other) == nil)
    #expect(access.embed(.element(id: 3, action: .tap)) == .rows(3, .tap))
  }

  @Test func aForEachThroughPairsRunsTheElement() {
    let reducer = _ForEachReducer(
      parent: EmptyReducer<IdentifiedArrayOf<Counter.State>, Action>(),
      toElementsState: StateAccess(\IdentifiedArrayOf<Counter.State>.self),
      toElementAction: CaseAccess(identifiedThrough: Self.rowPairs), element: Counter(),
      origin: SourceLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
    let rows: IdentifiedArrayOf<Counter.State> = [Counter.State(id: 1), Counter.State(id: 2)]
    let store = Store(initialState: rows) { reducer }
    store.send(.rows(2, .tap))
    #expect(store.withState { $0.map(\.count) } == [0, 1])
  }

  enum Destination: Equatable {
    case int(Int)
    case text(String)
  }

  private static let intCase = AnyCasePath<Destination, Int>(
    embed: { .int($0) },
    extract: {
      guard case .int(let value) = $0 else { return nil }
      return value
    })

  @Test func aCaseWriteReplacesOrRemovesTheCaseItIsIn() {
    var destination: Destination? = .int(1)
    CaseSubscript.write(2, through: Self.intCase, into: &destination)
    #expect(destination == .int(2))
    CaseSubscript.write(nil, through: Self.intCase, into: &destination)
    #expect(destination == nil)
  }

  @Test func aWriteThroughAnUnrelatedCaseChangesNothingAndReports() {
    var destination: Destination? = .text("a")
    withKnownIssue {
      CaseSubscript.write(2, through: Self.intCase, into: &destination)
    } matching: {
      $0.description.contains("Can't modify unrelated case \"text\"")
    }
    #expect(destination == .text("a"))
  }
}
