import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Presents var d: T?` in an `@ObservableState` struct: a tracked `d` over a private
/// `_d: PresentationState<T>` storage, and the `$d` projection that `ifLet(\.$d, …)` takes.
public enum PresentsMacro {}

extension PresentsMacro: AccessorMacro {
  /// The `init`, `get` and `set` accessors that make the property a tracked view of its storage.
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let presented = PresentedProperty(declaration) else { return [] }
    let (name, storage) = (presented.name, presented.storage)
    return [
      """
      @storageRestrictions(initializes: \(raw: storage))
      init(initialValue) {
        \(raw: storage) = ComposableRuntime.PresentationState(wrappedValue: initialValue)
      }
      """,
      """
      get {
        _$observationRegistrar.access(self, keyPath: \\.\(raw: name))
        return \(raw: storage).wrappedValue
      }
      """,
      """
      set {
        _$observationRegistrar.mutate(self, keyPath: \\.\(raw: name), &\(raw: storage).wrappedValue, newValue, _$isIdentityEqual)
      }
      """,
    ]
  }
}

extension PresentsMacro: PeerMacro {
  /// The `$d` projection and the `_d` storage, or a diagnostic for a property that has no optional type.
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let presented = PresentedProperty(declaration) else {
      context.diagnose(Diagnostic(node: node, message: PresentsDiagnostic.notOptionalStoredVar))
      return []
    }
    return [projection(of: presented), storage(of: presented)]
  }

  /// `$d`: the presentation state itself, read and written through the storage's projected value;
  /// reading it registers access to `d`.
  private static func projection(of presented: PresentedProperty) -> DeclSyntax {
    let (name, storage) = (presented.name, presented.storage)
    return """
      \(raw: presented.modifiers)var $\(raw: name): ComposableRuntime.PresentationState<\(raw: presented.wrappedType)> {
        get {
          _$observationRegistrar.access(self, keyPath: \\.\(raw: name))
          return \(raw: storage).projectedValue
        }
        set {
          _$observationRegistrar.mutate(self, keyPath: \\.\(raw: name), &\(raw: storage).projectedValue, newValue, _$isIdentityEqual)
        }
      }
      """
  }

  /// `_d`: the private, untracked `PresentationState` that holds the value; the init accessor of
  /// `d` initializes it, so a memberwise initializer takes `d`.
  private static func storage(of presented: PresentedProperty) -> DeclSyntax {
    """
    @ComposableRuntime.ObservationStateIgnored private \(raw: presented.storageModifiers)var \(raw: presented.storage) = \
    ComposableRuntime.PresentationState<\(raw: presented.wrappedType)>(wrappedValue: \(raw: presented.initialValue))
    """
  }
}

/// A stored instance `var` with an optional type annotation, the only declaration `@Presents`
/// expands.
private struct PresentedProperty {
  /// The property's name.
  let name: String
  /// The type the optional wraps: `T` for `T?` or `Optional<T>`.
  let wrappedType: String
  /// The property's initial value, or `nil`.
  let initialValue: String
  /// The property's modifiers, each followed by a space (`public `).
  let modifiers: String
  /// The modifiers other than access levels, for the private storage.
  let storageModifiers: String

  /// The name of the `PresentationState` storage.
  var storage: String { "_\(name)" }

  /// Reads `declaration`, or nil when it is not a stored instance `var` of an optional type.
  init?(_ declaration: some DeclSyntaxProtocol) {
    guard let variable = declaration.as(VariableDeclSyntax.self), variable.isStoredInstanceVar,
      let name = variable.singleName, let binding = variable.bindings.first,
      let wrappedType = binding.typeAnnotation?.type.optionalWrappedType
    else { return nil }
    let accessLevels: [Keyword] = [.public, .package, .internal, .fileprivate, .private, .open]
    let isAccessLevel = { (modifier: DeclModifierSyntax) in
      accessLevels.contains { modifier.name.tokenKind == .keyword($0) }
    }
    self.name = name
    self.wrappedType = wrappedType.trimmedDescription
    self.initialValue = binding.initializer?.value.trimmedDescription ?? "nil"
    self.modifiers = variable.modifiers.map { "\($0.trimmedDescription) " }.joined()
    self.storageModifiers = variable.modifiers.filter { !isAccessLevel($0) }.map {
      "\($0.trimmedDescription) "
    }.joined()
  }
}

extension TypeSyntax {
  /// `T` for `T?` or `Optional<T>`, nil for any other type.
  fileprivate var optionalWrappedType: TypeSyntax? {
    if let optional = self.as(OptionalTypeSyntax.self) {
      return optional.wrappedType
    }
    guard let named = self.as(IdentifierTypeSyntax.self), named.name.trimmedText == "Optional",
      let arguments = named.genericArgumentClause?.arguments, arguments.count == 1,
      case .type(let wrapped) = arguments.first?.argument
    else { return nil }
    return wrapped
  }
}

/// What `@Presents` reports about a declaration it cannot expand.
enum PresentsDiagnostic: String, DiagnosticMessage {
  /// `@Presents` on something other than a stored `var` with an optional type annotation.
  case notOptionalStoredVar

  /// The text shown at the attribute.
  var message: String {
    switch self {
    case .notOptionalStoredVar:
      "'@Presents' applies to a stored 'var' with an optional type annotation, such as 'var destination: Destination.State?'"
    }
  }
  /// The diagnostic's identity, in the macros' domain.
  var diagnosticID: MessageID { MessageID(domain: "ComposableRuntimeMacros", id: rawValue) }
  /// Always an error: the expansion is skipped.
  var severity: DiagnosticSeverity { .error }
}
