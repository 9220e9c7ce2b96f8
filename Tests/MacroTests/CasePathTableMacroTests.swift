import ComposableRuntimeMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

/// Expansion tests of `@_CasePathTable`, which `@Reducer` puts on a struct's `Action`.
@Suite(
  .macros(
    [
      "_CasePathTable": MacroSpec(
        type: CasePathTableMacro.self, conformances: [protocolType("_CasePathTable")])
    ],
    record: .never
  )
)
struct CasePathTableMacroTests {
  @Test
  func everyCaseIsLookedUpByItsKeyPathWithTheEnumsAccess() {
    assertMacro {
      """
      @_CasePathTable
      public enum Action {
        case child(Child.Action)
        case `default`
        case pair(Int, label: String)
      }
      """
    } expansion: {
      #"""
      public enum Action {
        case child(Child.Action)
        case `default`
        case pair(Int, label: String)

        public static func _$casePath(at keyPath: Swift.AnyKeyPath) -> ComposableRuntime._CaseTableEntry? {
          if keyPath == \CasePaths.Case<Self>.child as Swift.AnyKeyPath {
            return ComposableRuntime._CaseTableEntry(Self.allCasePaths.child, name: "child")
          }
          if keyPath == \CasePaths.Case<Self>.`default` as Swift.AnyKeyPath {
            return ComposableRuntime._CaseTableEntry(Self.allCasePaths.`default`, name: "default")
          }
          if keyPath == \CasePaths.Case<Self>.pair as Swift.AnyKeyPath {
            return ComposableRuntime._CaseTableEntry(Self.allCasePaths.pair, name: "pair")
          }
          return nil
        }
      }

      extension Action: ComposableRuntime._CasePathTable {
      }
      """#
    }
  }

  @Test
  func anEnumWithoutCasesLooksUpNothing() {
    assertMacro {
      """
      @_CasePathTable
      enum Action {}
      """
    } expansion: {
      """
      enum Action {

          static func _$casePath(at keyPath: Swift.AnyKeyPath) -> ComposableRuntime._CaseTableEntry? {
              return nil
          }
      }

      extension Action: ComposableRuntime._CasePathTable {
      }
      """
    }
  }

  @Test
  func aBindableActionReadsItsBindingCaseByPatternMatching() {
    assertMacro {
      """
      @_CasePathTable
      enum Action: BindableAction {
        case binding(BindingAction<State>)
      }
      """
    } expansion: {
      #"""
      enum Action: BindableAction {
        case binding(BindingAction<State>)

        static func _$casePath(at keyPath: Swift.AnyKeyPath) -> ComposableRuntime._CaseTableEntry? {
          if keyPath == \CasePaths.Case<Self>.binding as Swift.AnyKeyPath {
            return ComposableRuntime._CaseTableEntry(Self.allCasePaths.binding, name: "binding")
          }
          return nil
        }

        var binding: BindingAction<State>? {
          guard case let .binding(action) = self else {
            return nil
          }
          return action
        }
      }

      extension Action: ComposableRuntime._CasePathTable {
      }
      """#
    }
  }
}
