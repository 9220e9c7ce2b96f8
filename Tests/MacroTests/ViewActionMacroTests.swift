import ComposableRuntimeMacros
import MacroTesting
import SwiftSyntaxMacroExpansion
import Testing

/// Expansion tests of `@ViewAction(for:)`.
@Suite(
  .macros(
    [
      "ViewAction": MacroSpec(
        type: ViewActionMacro.self, conformances: [protocolType("ViewActionSending")])
    ],
    record: .never
  )
)
struct ViewActionMacroTests {
  @Test
  func aTypeWithAStoreSendsViewActions() {
    assertMacro {
      """
      @ViewAction(for: Feature.self)
      struct FeatureScreen {
        let store: StoreOf<Feature>
      }
      """
    } expansion: {
      """
      struct FeatureScreen {
        let store: StoreOf<Feature>
      }

      extension FeatureScreen: ComposableRuntime.ViewActionSending {
      }
      """
    }
  }

  @Test
  func aTypeWithoutAStoreIsTold() {
    assertMacro {
      """
      @ViewAction(for: Feature.self)
      struct FeatureScreen {
        let title: String
      }
      """
    } diagnostics: {
      """
      @ViewAction(for: Feature.self)
      ┬─────────────────────────────
      ╰─ 🛑 '@ViewAction' needs a 'store' property holding the feature's store
      struct FeatureScreen {
        let title: String
      }
      """
    }
  }
}
