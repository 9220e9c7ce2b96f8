import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that provides the runtime's macros.
@main
struct ComposableRuntimeMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    ReducerMacro.self,
    ObservableStateMacro.self,
    ObservationStateTrackedMacro.self,
    ObservationStateIgnoredMacro.self,
    PresentsMacro.self,
    ReducerCaseEphemeralMacro.self,
    ReducerCaseIgnoredMacro.self,
    CasePathTableMacro.self,
    ViewActionMacro.self,
  ]
}
