import ComposableRuntimeMacros
import MacroTesting
import Testing

/// Expansion tests of `@Presents` (MACRO-07).
@Suite(.macros(["Presents": PresentsMacro.self], record: .never))
struct PresentsMacroTests {
  @Test
  func presentedPropertyGetsTrackedAccessorsProjectionAndStorage() {
    assertMacro {
      """
      struct State {
        @Presents var destination: Destination.State?
      }
      """
    } expansion: {
      #"""
      struct State {
        var destination: Destination.State? {
          @storageRestrictions(initializes: _destination)
          init(initialValue) {
            _destination = ComposableRuntime.PresentationState(wrappedValue: initialValue)
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.destination)
            return _destination.wrappedValue
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.destination, &_destination.wrappedValue, newValue, _$isIdentityEqual)
          }
        }

        var $destination: ComposableRuntime.PresentationState<Destination.State> {
          get {
            _$observationRegistrar.access(self, keyPath: \.destination)
            return _destination.projectedValue
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.destination, &_destination.projectedValue, newValue, _$isIdentityEqual)
          }
        }

        @ComposableRuntime.ObservationStateIgnored private var _destination = ComposableRuntime.PresentationState<Destination.State>(wrappedValue: nil)
      }
      """#
    }
  }

  @Test
  func accessLevelAndInitialValueCarryOver() {
    assertMacro {
      """
      public struct State {
        @Presents public var alert: Optional<AlertState<Alert>> = AlertState(title: "Hi")
      }
      """
    } expansion: {
      #"""
      public struct State {
        public var alert: Optional<AlertState<Alert>> {
          @storageRestrictions(initializes: _alert)
          init(initialValue) {
            _alert = ComposableRuntime.PresentationState(wrappedValue: initialValue)
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.alert)
            return _alert.wrappedValue
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.alert, &_alert.wrappedValue, newValue, _$isIdentityEqual)
          }
        }

        public var $alert: ComposableRuntime.PresentationState<AlertState<Alert>> {
          get {
            _$observationRegistrar.access(self, keyPath: \.alert)
            return _alert.projectedValue
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.alert, &_alert.projectedValue, newValue, _$isIdentityEqual)
          }
        }

        @ComposableRuntime.ObservationStateIgnored private var _alert = ComposableRuntime.PresentationState<AlertState<Alert>>(wrappedValue: AlertState(title: "Hi"))
      }
      """#
    }
  }

  @Test
  func nonOptionalPropertyIsDiagnosed() {
    assertMacro {
      """
      struct State {
        @Presents var destination: Destination.State
      }
      """
    } diagnostics: {
      """
      struct State {
        @Presents var destination: Destination.State
        ┬────────
        ╰─ 🛑 '@Presents' applies to a stored 'var' with an optional type annotation, such as 'var destination: Destination.State?'
      }
      """
    }
  }

  @Test
  func observableStateLeavesPresentedPropertyToPresents() {
    assertMacro(
      [
        "ObservableState": ObservableStateMacro.self,
        "ObservationStateTracked": ObservationStateTrackedMacro.self,
        "ObservationStateIgnored": ObservationStateIgnoredMacro.self,
        "Presents": PresentsMacro.self,
      ]
    ) {
      """
      @ObservableState
      struct State {
        var count = 0
        @Presents var destination: Destination.State?
      }
      """
    } expansion: {
      #"""
      struct State {
        @ComposableRuntime.ObservationStateTracked
        var count = 0
        var destination: Destination.State? {
          @storageRestrictions(initializes: _destination)
          init(initialValue) {
            _destination = ComposableRuntime.PresentationState(wrappedValue: initialValue)
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.destination)
            return _destination.wrappedValue
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.destination, &_destination.wrappedValue, newValue, _$isIdentityEqual)
          }
        }

        var $destination: ComposableRuntime.PresentationState<Destination.State> {
          get {
            _$observationRegistrar.access(self, keyPath: \.destination)
            return _destination.projectedValue
          }
          set {
            _$observationRegistrar.mutate(self, keyPath: \.destination, &_destination.projectedValue, newValue, _$isIdentityEqual)
          }
        }

        @ComposableRuntime.ObservationStateIgnored private var _destination = ComposableRuntime.PresentationState<Destination.State>(wrappedValue: nil)

        var _$observationRegistrar = ComposableRuntime.ObservationStateRegistrar()

        public var _$id: ComposableRuntime.ObservableStateID {
          _$observationRegistrar.id
        }

        public mutating func _$willModify() {
          _$observationRegistrar._$willModify()
        }

        public static var _$trackedKeyPaths: [Swift.PartialKeyPath<Self>] {
          [\Self.count]
        }

        public static var _$trackedNames: [Swift.String] {
          ["count"]
        }

        public static func _$modifier(at keyPath: Swift.AnyKeyPath) -> (any Swift.Sendable)? {
          if keyPath == \Self.count as Swift.AnyKeyPath {
            return ComposableRuntime._StateModifier(\Self.count) { state, body in
              body(&state.count)
            }
          }
          return nil
        }

        public static func _$setter(at keyPath: Swift.AnyKeyPath) -> (any Swift.Sendable)? {
          if keyPath == \Self.count as Swift.AnyKeyPath {
            return ComposableRuntime._StateSetter(\Self.count) { state, value in
              state.count = value
            }
          }
          return nil
        }
      }
      """#
    }
  }
}
