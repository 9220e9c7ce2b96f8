import ComposableRuntimeMacros
import MacroTesting
import Testing

/// `@Reducer` on structs that write their own reducer, or carry access levels and arguments, as
/// TCA's macro expands them (MACRO-09, MACRO-10, MACRO-11).
@Suite(.macros(["Reducer": ReducerMacro.self], record: .never))
struct ReducerMacroTCARulesTests {
  @Test
  func aGenericWrapperWithItsOwnReduceGetsOnlyTheConformance() {
    assertMacro {
      """
      @Reducer
      public struct _Filter<Base: Reducer> {
        let base: Base
        public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
          base.reduce(into: &state, action: action)
        }
      }
      """
    } expansion: {
      """
      public struct _Filter<Base: Reducer> {
        let base: Base
        public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
          base.reduce(into: &state, action: action)
        }
      }
      """
    }
  }

  @Test
  func aReducerOfBodyWithoutStateGeneratesNoTypes() {
    assertMacro {
      """
      @Reducer
      struct Wrapper<Base: Reducer> {
        let base: Base
        var body: some ReducerOf<Base> {
          base
        }
      }
      """
    } expansion: {
      """
      struct Wrapper<Base: Reducer> {
        let base: Base
        @ComposableRuntime.ReducerBuilder<Base.State, Base.Action>
        var body: some ReducerOf<Base> {
          base
        }
      }
      """
    }
  }

  @Test
  func aPublicStructsGeneratedMembersArePublic() {
    assertMacro {
      """
      @Reducer
      public struct Feature {}
      """
    } expansion: {
      """
      public struct Feature {

          @ComposableRuntime.ObservableState
          public struct State: Codable, Equatable, Hashable, Sendable {
            public init() {
            }
          }

          public enum Action: Equatable, Hashable, Sendable {
          }

          public let body = ComposableRuntime.EmptyReducer<State, Action>()
      }
      """
    }
  }

  @Test
  func anExistingQualifiedGenericBuilderIsKeptAlone() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
        @ComposableRuntime.ReducerBuilder<State, Action>
        var body: some Reducer<State, Action> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {}
        @CasePaths.CasePathable @ComposableRuntime._CasePathTable
        enum Action {}
        @ComposableRuntime.ReducerBuilder<State, Action>
        var body: some Reducer<State, Action> {
          EmptyReducer()
        }
      }
      """
    }
  }

  @Test
  func argumentsOnAStructAreAnError() {
    assertMacro {
      """
      @Reducer(state: .equatable)
      struct Feature {
        struct State {}
        enum Action {}
        var body: some Reducer<State, Action> { EmptyReducer() }
      }
      """
    } diagnostics: {
      """
      @Reducer(state: .equatable)
               ┬────────────────
               ╰─ 🛑 '@Reducer' on a struct takes no arguments: 'state:' and 'action:' shape an enum reducer's generated types
      struct Feature {
        struct State {}
        enum Action {}
        var body: some Reducer<State, Action> { EmptyReducer() }
      }
      """
    }
  }
}
