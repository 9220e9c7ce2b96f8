import ComposableRuntimeMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

/// Expansion tests of `@_CasePathTable`, which `@Reducer` puts on a struct's `Action`.
@Suite(
  .macros(
    ["_CasePathTable": MacroSpec(type: CasePathTableMacro.self, conformances: [protocolType("_CasePathTable")])],
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

        public static func _$casePath(at keyPath: Swift.AnyKeyPath) -> (any Swift.Sendable)? {
          if keyPath == \CasePaths.Case<Self>.child as Swift.AnyKeyPath {
            return Self.allCasePaths.child
          }
          if keyPath == \CasePaths.Case<Self>.`default` as Swift.AnyKeyPath {
            return Self.allCasePaths.`default`
          }
          if keyPath == \CasePaths.Case<Self>.pair as Swift.AnyKeyPath {
            return Self.allCasePaths.pair
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

          static func _$casePath(at keyPath: Swift.AnyKeyPath) -> (any Swift.Sendable)? {
              return nil
          }
      }

      extension Action: ComposableRuntime._CasePathTable {
      }
      """
    }
  }
}
