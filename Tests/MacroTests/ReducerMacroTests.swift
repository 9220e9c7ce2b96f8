import ComposableRuntimeMacros
import MacroTesting
import Testing

/// Expansion tests of `@Reducer` on structs (MACRO-01, MACRO-02).
@Suite(.macros(["Reducer": ReducerMacro.self], record: .never))
struct ReducerMacroTests {
  @Test
  func structGetsConformanceCasePathableActionAndBuilder() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {
          case tap
        }
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
        enum Action {
          case tap
        }
        @ComposableRuntime.ReducerBuilder<State, Action>
        var body: some Reducer<State, Action> {
          EmptyReducer()
        }
      }
      """
    }
  }

  @Test
  func reducerOfTakesTheTypesOfItsArgument() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {
          case tap
        }
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {}
        @CasePaths.CasePathable @ComposableRuntime._CasePathTable
        enum Action {
          case tap
        }
        @ComposableRuntime.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> {
          EmptyReducer()
        }
      }
      """
    }
  }

  @Test
  func enumStateIsCasePathableWithDynamicMemberLookup() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        enum State {
          case idle
        }
        @CasePathable
        enum Action {
          case tap
        }
        var body: some Reducer<State, Action> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      """
      struct Feature {
        @CasePaths.CasePathable @dynamicMemberLookup
        enum State {
          case idle
        }
        @CasePathable
        @ComposableRuntime._CasePathTable
        enum Action {
          case tap
        }
        @ComposableRuntime.ReducerBuilder<State, Action>
        var body: some Reducer<State, Action> {
          EmptyReducer()
        }
      }
      """
    }
  }

  @Test
  func emptyStructGetsStateActionAndBody() {
    assertMacro {
      """
      @Reducer
      struct Feature {}
      """
    } expansion: {
      """
      struct Feature {

          @ComposableRuntime.ObservableState
          struct State: Codable, Equatable, Hashable, Sendable {
            init() {
            }
          }

          enum Action: Equatable, Hashable, Sendable {
          }

          let body = ComposableRuntime.EmptyReducer<State, Action>()
      }
      """
    }
  }

  @Test
  func letBodyAndTypealiasesSuppressGeneratedTypes() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        typealias State = Int
        typealias Action = Never
        let body = EmptyReducer<Int, Never>()
      }
      """
    } expansion: {
      """
      struct Feature {
        typealias State = Int
        typealias Action = Never
        let body = EmptyReducer<Int, Never>()
      }
      """
    }
  }

  @Test
  func classesAreDiagnosed() {
    assertMacro {
      """
      @Reducer
      final class Feature {}
      """
    } diagnostics: {
      """
      @Reducer
      ┬───────
      ╰─ 🛑 '@Reducer' applies to structs and enums
      final class Feature {}
      """
    }
  }
}
