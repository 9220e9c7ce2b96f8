import ComposableRuntimeMacros
import MacroTesting
import Testing

/// Expansion tests of `@ObservableState` and its tracked/ignored properties (MACRO-06).
@Suite(
  .macros(
    [
      "ObservableState": ObservableStateMacro.self,
      "ObservationStateTracked": ObservationStateTrackedMacro.self,
      "ObservationStateIgnored": ObservationStateIgnoredMacro.self,
    ],
    record: .never
  )
)
struct ObservableStateMacroTests {
  @Test
  func structTracksStoredVarsOnly() {
    assertMacro {
      """
      @ObservableState
      struct State {
        var count = 0
        let id: Int
        var doubled: Int { count * 2 }
        @ObservationStateIgnored var ignored = false
        static var shared = 0
      }
      """
    } expansion: {
      #"""
      struct State {
        @ComposableRuntime.ObservationStateTracked
        var count = 0
        let id: Int
        var doubled: Int { count * 2 }
        var ignored = false
        static var shared = 0

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

  @Test
  func enumGetsIdentityFromItsCases() {
    assertMacro {
      """
      @ObservableState
      enum Destination {
        case child(Child.State)
        case pair(Int, Int)
        case none
      }
      """
    } expansion: {
      """
      enum Destination {
        case child(Child.State)
        case pair(Int, Int)
        case none

        public var _$id: ComposableRuntime.ObservableStateID {
          switch self {
          case let .child(payload):
            return ComposableRuntime.ObservableStateID._$id(for: payload)._$tag(0)
          case .pair:
            return ComposableRuntime.ObservableStateID()._$tag(1)
          case .none:
            return ComposableRuntime.ObservableStateID()._$tag(2)
          }
        }

        public mutating func _$willModify() {
          switch self {
          case var .child(payload):
            ComposableRuntime._$willModify(&payload)
            self = .child(payload)
          case .pair:
            break
          case .none:
            break
          }
        }
      }
      """
    }
  }

  @Test
  func trackedPropertyGetsAccessorsOverPrivateStorage() {
    assertMacro {
      """
      struct State {
        @ObservationStateTracked
        var count: Int = 0
      }
      """
    } expansion: {
      #"""
      struct State {
        var count: Int {
          @storageRestrictions(initializes: _count)
          init(initialValue) {
            _count = initialValue
          }
          get {
            _$observationRegistrar.access(self, keyPath: \.count)
            return _count
          }
          set {
            if _$observationRegistrar.mayHaveObservers {
              _$observationRegistrar.mutate(self, keyPath: \.count, &_count, newValue, _$isIdentityEqual, _$shouldNotify)
            } else {
              _count = newValue
            }
          }
          _modify {
            let oldValue = _$observationRegistrar.willModify(keyPath: \Self.count, &_count)
            defer {
              if _$observationRegistrar.mayHaveObservers {
                _$observationRegistrar.didModify(self, keyPath: \.count, &_count, oldValue, _$isIdentityEqual)
              }
            }
            yield &_count
          }
        }

        @ComposableRuntime.ObservationStateIgnored private var _count: Int = 0
      }
      """#
    }
  }
}
