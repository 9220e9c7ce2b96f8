import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// Turns a stored `var` of an `@ObservableState` struct into a tracked property over a private
/// `_name` storage: reads register with the state's registrar, writes notify it unless the value
/// keeps its identity (or, for an `Equatable` value assigned with `=`, stays equal).
///
/// A write first asks whether the state may have observers (a field was read): until then it
/// writes the storage alone, without the key path or the copy of the state that telling takes.
public enum ObservationStateTrackedMacro {}

extension ObservationStateTrackedMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let variable = declaration.as(VariableDeclSyntax.self), variable.isStoredInstanceVar,
      let name = variable.singleName
    else { return [] }
    let storage = "_\(name)"
    return [
      """
      @storageRestrictions(initializes: \(raw: storage))
      init(initialValue) {
        \(raw: storage) = initialValue
      }
      """,
      """
      get {
        _$observationRegistrar.access(self, keyPath: \\.\(raw: name))
        return \(raw: storage)
      }
      """,
      """
      set {
        if _$observationRegistrar.mayHaveObservers {
          _$observationRegistrar.mutate(self, keyPath: \\.\(raw: name), &\(raw: storage), newValue, _$isIdentityEqual, _$shouldNotify)
        } else {
          \(raw: storage) = newValue
        }
      }
      """,
      """
      _modify {
        let oldValue = _$observationRegistrar.willModify(keyPath: \\Self.\(raw: name), &\(raw: storage))
        defer {
          if _$observationRegistrar.mayHaveObservers {
            _$observationRegistrar.didModify(self, keyPath: \\.\(raw: name), &\(raw: storage), oldValue, _$isIdentityEqual)
          }
        }
        yield &\(raw: storage)
      }
      """,
    ]
  }
}

extension ObservationStateTrackedMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let variable = declaration.as(VariableDeclSyntax.self), variable.isStoredInstanceVar,
      let name = variable.singleName, let binding = variable.bindings.first
    else { return [] }
    let storage = binding.with(
      \.pattern, PatternSyntax(IdentifierPatternSyntax(identifier: "_\(raw: name)"))
    )
    .with(\.accessorBlock, nil).trimmed
    return ["@ComposableRuntime.ObservationStateIgnored private var \(storage)"]
  }
}

/// Marks a stored property of an `@ObservableState` struct as not tracked.
public enum ObservationStateIgnoredMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    []
  }
}
