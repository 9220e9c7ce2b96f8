import ComposableRuntimeMacros
import MacroTesting
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import Testing

/// Expansion tests of `@Reducer` on an enum of features (MACRO-03, MACRO-04, MACRO-05).
@Suite(
  .macros(
    [
      "Reducer": MacroSpec(
        type: ReducerMacro.self, conformances: ["CaseReducer", "Reducer"].map(protocolType)),
      "ReducerCaseEphemeral": MacroSpec(type: ReducerCaseEphemeralMacro.self),
      "ReducerCaseIgnored": MacroSpec(type: ReducerCaseIgnoredMacro.self),
    ],
    record: .never
  )
)
struct ReducerEnumMacroTests {
  @Test
  func featureCasesAndAnAlert() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case detail(Detail)
        case settings(Settings)
        case alert(AlertState<Alert>)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case detail(Detail)
        case settings(Settings)
        case alert(AlertState<Alert>)

        @CasePaths.CasePathable @dynamicMemberLookup @ComposableRuntime.ObservableState
        enum State: ComposableRuntime.CaseReducerState, ComposableRuntime.ObservableState, CasePaths.CasePathable, CasePaths.CasePathIterable {
          typealias StateReducer = Destination
          case detail(Detail.State)
          case settings(Settings.State)
          case alert(AlertState<Alert>)
        }

        @CasePaths.CasePathable
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableRuntime._CasePathTable {
          case detail(Detail.Action)
          case settings(Settings.Action)
          case alert(Alert)
          static func _$casePath(at keyPath: Swift.AnyKeyPath) -> ComposableRuntime._CaseTableEntry? {
            if keyPath == \CasePaths.Case<Self>.detail as Swift.AnyKeyPath {
              return ComposableRuntime._CaseTableEntry(Self.allCasePaths.detail, name: "detail")
            }
            if keyPath == \CasePaths.Case<Self>.settings as Swift.AnyKeyPath {
              return ComposableRuntime._CaseTableEntry(Self.allCasePaths.settings, name: "settings")
            }
            if keyPath == \CasePaths.Case<Self>.alert as Swift.AnyKeyPath {
              return ComposableRuntime._CaseTableEntry(Self.allCasePaths.alert, name: "alert")
            }
            return nil
          }
        }

        @ComposableRuntime.ReducerBuilder<Self.State, Self.Action>
        static var body: some ComposableRuntime.Reducer<Self.State, Self.Action> {
          ComposableRuntime.EmptyReducer<Self.State, Self.Action>()
          .ifCaseLet(\Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
            Detail()
          }
          .ifCaseLet(\Self.State.Cases.settings, action: \Self.Action.Cases.settings) {
            Settings()
          }
        }

        enum CaseScope {
          case detail(ComposableRuntime.StoreOf<Detail>)
          case settings(ComposableRuntime.StoreOf<Settings>)
          case alert(AlertState<Alert>)
        }

        @MainActor
        static func scope(_ store: ComposableRuntime.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .detail:
            return .detail(store.scope(state: \.detail, action: \.detail)!)
          case .settings:
            return .settings(store.scope(state: \.settings, action: \.settings)!)
          case let .alert(v0):
            return .alert(v0)
          }
        }
      }

      extension Destination: ComposableRuntime.CaseReducer, ComposableRuntime.Reducer {
      }
      """#
    }
  }

  @Test
  func alertAndDialogCasesAreEphemeral() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case alert(AlertState<Alert>)
        case dialog(ComposableRuntime.ConfirmationDialogState<Dialog>)
        @ReducerCaseEphemeral
        case toast(Toast)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case alert(AlertState<Alert>)
        case dialog(ComposableRuntime.ConfirmationDialogState<Dialog>)
        case toast(Toast)

        @CasePaths.CasePathable @dynamicMemberLookup @ComposableRuntime.ObservableState
        enum State: ComposableRuntime.CaseReducerState, ComposableRuntime.ObservableState, CasePaths.CasePathable, CasePaths.CasePathIterable {
          typealias StateReducer = Destination
          case alert(AlertState<Alert>)
          case dialog(ComposableRuntime.ConfirmationDialogState<Dialog>)
          case toast(Toast)
        }

        @CasePaths.CasePathable
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableRuntime._CasePathTable {
          case alert(Alert)
          case dialog(Dialog)
          case toast(Toast.Action)
          static func _$casePath(at keyPath: Swift.AnyKeyPath) -> ComposableRuntime._CaseTableEntry? {
            if keyPath == \CasePaths.Case<Self>.alert as Swift.AnyKeyPath {
              return ComposableRuntime._CaseTableEntry(Self.allCasePaths.alert, name: "alert")
            }
            if keyPath == \CasePaths.Case<Self>.dialog as Swift.AnyKeyPath {
              return ComposableRuntime._CaseTableEntry(Self.allCasePaths.dialog, name: "dialog")
            }
            if keyPath == \CasePaths.Case<Self>.toast as Swift.AnyKeyPath {
              return ComposableRuntime._CaseTableEntry(Self.allCasePaths.toast, name: "toast")
            }
            return nil
          }
        }

        @ComposableRuntime.ReducerBuilder<Self.State, Self.Action>
        static var body: some ComposableRuntime.Reducer<Self.State, Self.Action> {
          ComposableRuntime.EmptyReducer<Self.State, Self.Action>()
        }

        enum CaseScope {
          case alert(AlertState<Alert>)
          case dialog(ComposableRuntime.ConfirmationDialogState<Dialog>)
          case toast(Toast)
        }

        @MainActor
        static func scope(_ store: ComposableRuntime.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case let .alert(v0):
            return .alert(v0)
          case let .dialog(v0):
            return .dialog(v0)
          case let .toast(v0):
            return .toast(v0)
          }
        }
      }

      extension Destination: ComposableRuntime.CaseReducer, ComposableRuntime.Reducer {
      }
      """#
    }
  }

  @Test
  func ignoredPayloadlessAndMultiPayloadCasesHaveNoReducer() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case timeline(Timeline)
        @ReducerCaseIgnored
        case meeting(Meeting)
        case empty
        case record(Meeting, syncUp: SyncUp)
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case timeline(Timeline)
        case meeting(Meeting)
        case empty
        case record(Meeting, syncUp: SyncUp)

        @CasePaths.CasePathable @dynamicMemberLookup @ComposableRuntime.ObservableState
        enum State: ComposableRuntime.CaseReducerState, ComposableRuntime.ObservableState, CasePaths.CasePathable, CasePaths.CasePathIterable {
          typealias StateReducer = Destination
          case timeline(Timeline.State)
          case meeting(Meeting)
          case empty
          case record(Meeting, syncUp: SyncUp)
        }

        @CasePaths.CasePathable
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableRuntime._CasePathTable {
          case timeline(Timeline.Action)
          case meeting(Swift.Never)
          case empty(Swift.Never)
          case record(Swift.Never)
          static func _$casePath(at keyPath: Swift.AnyKeyPath) -> ComposableRuntime._CaseTableEntry? {
            if keyPath == \CasePaths.Case<Self>.timeline as Swift.AnyKeyPath {
              return ComposableRuntime._CaseTableEntry(Self.allCasePaths.timeline, name: "timeline")
            }
            if keyPath == \CasePaths.Case<Self>.meeting as Swift.AnyKeyPath {
              return ComposableRuntime._CaseTableEntry(Self.allCasePaths.meeting, name: "meeting")
            }
            if keyPath == \CasePaths.Case<Self>.empty as Swift.AnyKeyPath {
              return ComposableRuntime._CaseTableEntry(Self.allCasePaths.empty, name: "empty")
            }
            if keyPath == \CasePaths.Case<Self>.record as Swift.AnyKeyPath {
              return ComposableRuntime._CaseTableEntry(Self.allCasePaths.record, name: "record")
            }
            return nil
          }
        }

        @ComposableRuntime.ReducerBuilder<Self.State, Self.Action>
        static var body: some ComposableRuntime.Reducer<Self.State, Self.Action> {
          ComposableRuntime.EmptyReducer<Self.State, Self.Action>()
          .ifCaseLet(\Self.State.Cases.timeline, action: \Self.Action.Cases.timeline) {
            Timeline()
          }
        }

        enum CaseScope {
          case timeline(ComposableRuntime.StoreOf<Timeline>)
          case meeting(Meeting)
          case empty
          case record(Meeting, syncUp: SyncUp)
        }

        @MainActor
        static func scope(_ store: ComposableRuntime.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .timeline:
            return .timeline(store.scope(state: \.timeline, action: \.timeline)!)
          case let .meeting(v0):
            return .meeting(v0)
          case .empty:
            return .empty
          case let .record(v0, v1):
            return .record(v0, syncUp: v1)
          }
        }
      }

      extension Destination: ComposableRuntime.CaseReducer, ComposableRuntime.Reducer {
      }
      """#
    }
  }

  @Test
  func defaultPayloadBuildsTheChildReducer() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case counter(Counter = Counter(step: 2))
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case counter(Counter = Counter(step: 2))

        @CasePaths.CasePathable @dynamicMemberLookup @ComposableRuntime.ObservableState
        enum State: ComposableRuntime.CaseReducerState, ComposableRuntime.ObservableState, CasePaths.CasePathable, CasePaths.CasePathIterable {
          typealias StateReducer = Destination
          case counter(Counter.State)
        }

        @CasePaths.CasePathable
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableRuntime._CasePathTable {
          case counter(Counter.Action)
          static func _$casePath(at keyPath: Swift.AnyKeyPath) -> ComposableRuntime._CaseTableEntry? {
            if keyPath == \CasePaths.Case<Self>.counter as Swift.AnyKeyPath {
              return ComposableRuntime._CaseTableEntry(Self.allCasePaths.counter, name: "counter")
            }
            return nil
          }
        }

        @ComposableRuntime.ReducerBuilder<Self.State, Self.Action>
        static var body: some ComposableRuntime.Reducer<Self.State, Self.Action> {
          ComposableRuntime.EmptyReducer<Self.State, Self.Action>()
          .ifCaseLet(\Self.State.Cases.counter, action: \Self.Action.Cases.counter) {
            Counter(step: 2)
          }
        }

        enum CaseScope {
          case counter(ComposableRuntime.StoreOf<Counter>)
        }

        @MainActor
        static func scope(_ store: ComposableRuntime.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .counter:
            return .counter(store.scope(state: \.counter, action: \.counter)!)
          }
        }
      }

      extension Destination: ComposableRuntime.CaseReducer, ComposableRuntime.Reducer {
      }
      """#
    }
  }

  @Test
  func emptyEnumHasAnEmptyBody() {
    assertMacro {
      """
      @Reducer
      enum Destination {
      }
      """
    } expansion: {
      """
      enum Destination {

          @CasePaths.CasePathable @dynamicMemberLookup @ComposableRuntime.ObservableState
          enum State: ComposableRuntime.CaseReducerState, ComposableRuntime.ObservableState, CasePaths.CasePathable, CasePaths.CasePathIterable {
              typealias StateReducer = Destination
          }

          @CasePaths.CasePathable
          enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableRuntime._CasePathTable {
              static func _$casePath(at keyPath: Swift.AnyKeyPath) -> ComposableRuntime._CaseTableEntry? {
                  return nil
              }
          }

          @ComposableRuntime.ReducerBuilder<Self.State, Self.Action>
          static var body: some ComposableRuntime.Reducer<Self.State, Self.Action> {
              ComposableRuntime.EmptyReducer<Self.State, Self.Action>()
          }

          enum CaseScope {
          }

          @MainActor
          static func scope(_ store: ComposableRuntime.Store<Self.State, Self.Action>) -> CaseScope {
              switch store.state {
              }
          }
      }

      extension Destination: ComposableRuntime.CaseReducer, ComposableRuntime.Reducer {
      }
      """
    }
  }

  /// MACRO-11: `@Reducer(state:action:)` adds its arguments' conformances to what it generates.
  @Test
  func stateAndActionArgumentsConformTheGeneratedEnums() {
    assertMacro {
      """
      @Reducer(state: .equatable, .sendable, action: .hashable)
      enum Destination {
      }
      """
    } expansion: {
      """
      enum Destination {

          @CasePaths.CasePathable @dynamicMemberLookup @ComposableRuntime.ObservableState
          enum State: ComposableRuntime.CaseReducerState, ComposableRuntime.ObservableState, CasePaths.CasePathable, CasePaths.CasePathIterable, Equatable, Sendable {
              typealias StateReducer = Destination
          }

          @CasePaths.CasePathable
          enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableRuntime._CasePathTable, Hashable {
              static func _$casePath(at keyPath: Swift.AnyKeyPath) -> ComposableRuntime._CaseTableEntry? {
                  return nil
              }
          }

          @ComposableRuntime.ReducerBuilder<Self.State, Self.Action>
          static var body: some ComposableRuntime.Reducer<Self.State, Self.Action> {
              ComposableRuntime.EmptyReducer<Self.State, Self.Action>()
          }

          enum CaseScope {
          }

          @MainActor
          static func scope(_ store: ComposableRuntime.Store<Self.State, Self.Action>) -> CaseScope {
              switch store.state {
              }
          }
      }

      extension Destination: ComposableRuntime.CaseReducer, ComposableRuntime.Reducer {
      }
      """
    }
  }

  @Test
  func publicEnumGetsPublicMembers() {
    assertMacro {
      """
      @Reducer
      public enum Destination {
        case detail(Detail)
      }
      """
    } expansion: {
      #"""
      public enum Destination {
        case detail(Detail)

        @CasePaths.CasePathable @dynamicMemberLookup @ComposableRuntime.ObservableState
        public enum State: ComposableRuntime.CaseReducerState, ComposableRuntime.ObservableState, CasePaths.CasePathable, CasePaths.CasePathIterable {
          public typealias StateReducer = Destination
          case detail(Detail.State)
        }

        @CasePaths.CasePathable
        public enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableRuntime._CasePathTable {
          case detail(Detail.Action)
          public static func _$casePath(at keyPath: Swift.AnyKeyPath) -> ComposableRuntime._CaseTableEntry? {
            if keyPath == \CasePaths.Case<Self>.detail as Swift.AnyKeyPath {
              return ComposableRuntime._CaseTableEntry(Self.allCasePaths.detail, name: "detail")
            }
            return nil
          }
        }

        @ComposableRuntime.ReducerBuilder<Self.State, Self.Action>
        public static var body: some ComposableRuntime.Reducer<Self.State, Self.Action> {
          ComposableRuntime.EmptyReducer<Self.State, Self.Action>()
          .ifCaseLet(\Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
            Detail()
          }
        }

        public enum CaseScope {
          case detail(ComposableRuntime.StoreOf<Detail>)
        }

        @MainActor
        public static func scope(_ store: ComposableRuntime.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .detail:
            return .detail(store.scope(state: \.detail, action: \.detail)!)
          }
        }
      }

      extension Destination: ComposableRuntime.CaseReducer, ComposableRuntime.Reducer {
      }
      """#
    }
  }

  @Test
  func declaredActionGivesAnIgnoredCaseAStore() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        @ReducerCaseIgnored
        case alert(AlertState<Alert>)
        case settings(Settings)

        enum Action {
          case alert(Alert)
          case settings(Settings.Action)
        }
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case alert(AlertState<Alert>)
        case settings(Settings)
        @CasePaths.CasePathable

        enum Action {
          case alert(Alert)
          case settings(Settings.Action)
        }

        @CasePaths.CasePathable @dynamicMemberLookup @ComposableRuntime.ObservableState
        enum State: ComposableRuntime.CaseReducerState, ComposableRuntime.ObservableState, CasePaths.CasePathable, CasePaths.CasePathIterable {
          typealias StateReducer = Destination
          case alert(AlertState<Alert>)
          case settings(Settings.State)
        }

        @ComposableRuntime.ReducerBuilder<Self.State, Self.Action>
        static var body: some ComposableRuntime.Reducer<Self.State, Self.Action> {
          ComposableRuntime.EmptyReducer<Self.State, Self.Action>()
          .ifCaseLet(\Self.State.Cases.settings, action: \Self.Action.Cases.settings) {
            Settings()
          }
        }

        enum CaseScope {
          case alert(ComposableRuntime.Store<AlertState<Alert>, Alert>)
          case settings(ComposableRuntime.StoreOf<Settings>)
        }

        @MainActor
        static func scope(_ store: ComposableRuntime.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .alert:
            return .alert(store.scope(state: \.alert, action: \.alert)!)
          case .settings:
            return .settings(store.scope(state: \.settings, action: \.settings)!)
          }
        }
      }

      extension Destination: ComposableRuntime.CaseReducer, ComposableRuntime.Reducer {
      }
      """#
    }
  }

  @Test
  func declaredStateAndBodyAreKept() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case detail(Detail)

        enum State {
          case detail(Detail.State)
        }

        static var body: some Reducer<State, Action> {
          EmptyReducer()
        }
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case detail(Detail)
        @CasePaths.CasePathable @dynamicMemberLookup

        enum State {
          case detail(Detail.State)
        }

        static var body: some Reducer<State, Action> {
          EmptyReducer()
        }

        @CasePaths.CasePathable
        enum Action: CasePaths.CasePathable, CasePaths.CasePathIterable, ComposableRuntime._CasePathTable {
          case detail(Detail.Action)
          static func _$casePath(at keyPath: Swift.AnyKeyPath) -> ComposableRuntime._CaseTableEntry? {
            if keyPath == \CasePaths.Case<Self>.detail as Swift.AnyKeyPath {
              return ComposableRuntime._CaseTableEntry(Self.allCasePaths.detail, name: "detail")
            }
            return nil
          }
        }

        enum CaseScope {
          case detail(ComposableRuntime.StoreOf<Detail>)
        }

        @MainActor
        static func scope(_ store: ComposableRuntime.Store<Self.State, Self.Action>) -> CaseScope {
          switch store.state {
          case .detail:
            return .detail(store.scope(state: \.detail, action: \.detail)!)
          }
        }
      }

      extension Destination: ComposableRuntime.CaseReducer, ComposableRuntime.Reducer {
      }
      """#
    }
  }
}

/// A protocol named in the `@Reducer` declaration's extension role, as the compiler passes it.
func protocolType(_ name: String) -> TypeSyntax {
  TypeSyntax(IdentifierTypeSyntax(name: .identifier(name)))
}
