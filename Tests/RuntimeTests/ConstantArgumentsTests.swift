import Synchronization
import Testing

@testable import ComposableRuntime

/// Key path arguments that capture nothing are evaluated once per call site in the build with the
/// fast paths, on every call in the build without them, and on every call wherever they capture.
@MainActor
struct ConstantArgumentsTests {
  @Test func closuresAreRecognizedExactlyInTheBuildWithTheFastPaths() {
    #expect(ConstantArguments.areRecognized == FastPaths.areEnabled)
  }

  @Test func aKeyPathThatCapturesNothingIsResolvedOncePerCallSite() {
    let before = CountedPaths.evaluations
    for _ in 0..<3 { _ = ParentScope(state: CountedPaths.child(), action: \.child) { Counting() } }
    #expect(CountedPaths.evaluations - before == Self.evaluations(ofThreeCalls: 1))
  }

  /// Evaluations of an argument over three calls of one call site that keeps its resolution:
  /// `kept` with the fast paths in a release build; in a debug build one more per call, which
  /// compares the arguments with the kept ones; three without the fast paths.
  private static func evaluations(ofThreeCalls kept: Int) -> Int {
    guard FastPaths.areEnabled else { return 3 }
    return _isDebugAssertConfiguration() ? kept + 3 : kept
  }

  @Test(.enabled(if: FastPaths.areEnabled && _isDebugAssertConfiguration()))
  func anArgumentThatCapturesNothingButChangesIsReportedAndFollowedInADebugBuild() {
    func scopeOfTheSelectedField() -> ParentScope {
      ParentScope(state: CountedPaths.selected(), action: \.child) { Counting() }
    }
    CountedPaths.selectsOther(false)
    let first = scopeOfTheSelectedField()
    CountedPaths.selectsOther(true)
    var second: ParentScope?
    withKnownIssue { second = scopeOfTheSelectedField() }
    #expect(first.toChildState.keyPath == \Counting.Parent.child)
    #expect(second?.toChildState.keyPath == \Counting.Parent.other)
  }

  @Test func aKeyPathThatCapturesAValueIsEvaluatedEveryTime() {
    let before = CountedPaths.evaluations
    for round in 0..<3 {
      _ = ParentScope(state: CountedPaths.child(round), action: \.child) { Counting() }
    }
    #expect(CountedPaths.evaluations - before == 3)
  }

  @Test func aStoreScopedAtOneCallSiteReturnsTheSameChildWithoutEvaluatingAgain() {
    let store = Store(initialState: Counting.Parent()) {
      EmptyReducer<Counting.Parent, Counting.ParentAction>()
    }
    let before = CountedPaths.evaluations
    let children = (0..<3).map { _ in store.scope(state: CountedPaths.readChild(), action: \.child)
    }
    #expect(children.allSatisfy { $0 === children[0] })
    #expect(CountedPaths.evaluations - before == Self.evaluations(ofThreeCalls: 1))
  }

  @Test func scopesAtOneCallSiteInTwoGenericTypesKeepTheirOwnPaths() {
    let one = Store(initialState: Box<Int>.State(inner: 1)) { Box<Int>() }
    let two = Store(initialState: Box<String>.State(inner: "a")) { Box<String>() }
    one.send(.inner(2))
    two.send(.inner("b"))
    #expect(one.withState(\.inner) == 2)
    #expect(two.withState(\.inner) == "b")
  }
}

private typealias ParentScope = Scope<Counting.Parent, Counting.ParentAction, Counting>

/// Key paths that count their evaluations: a call of a static function captures nothing.
private enum CountedPaths {
  private static let count = Mutex(0)

  static var evaluations: Int { count.withLock { $0 } }

  static func child(_ round: Int = 0) -> WritableKeyPath<Counting.Parent, Int> {
    count.withLock { $0 += 1 }
    return \.child
  }

  private static let other = Mutex(false)

  static func selectsOther(_ selects: Bool) { other.withLock { $0 = selects } }

  /// `\.other` or `\.child`, by the last `selectsOther`.
  static func selected() -> WritableKeyPath<Counting.Parent, Int> {
    other.withLock { $0 } ? \.other : \.child
  }

  static func readChild() -> KeyPath<Counting.Parent, Int> {
    count.withLock { $0 += 1 }
    return \.child
  }
}

/// A child that counts, under a parent that holds it.
private struct Counting: Reducer {
  struct Parent: Equatable {
    var child = 0
    var other = 0
  }

  @CasePathable
  enum ParentAction {
    case child(Int)
  }

  func reduce(into state: inout Int, action: Int) -> Effect<Int> {
    state += action
    return .none
  }
}

/// A generic parent that sets its one value.
private struct Box<Value: Equatable & SendableMetatype>: Reducer {
  struct State: Equatable {
    var inner: Value
  }

  @CasePathable
  enum Action {
    case inner(Value)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) {
      Reduce<Value, Value> { state, action in
        state = action
        return .none
      }
    }
  }
}
