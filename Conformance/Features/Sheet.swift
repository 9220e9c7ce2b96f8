#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// A presentable feature: gated work it records in a probe, a close button that calls
/// `@Dependency(\.dismiss)`, and a report of `@Dependency(\.isPresented)`.
struct Sheet: Reducer {
  struct State: Equatable, Identifiable {
    var id: Int
    var count = 0
    var isPresented: Bool?
  }

  @CasePathable
  enum Action: Equatable {
    case start
    case finished
    case close
    case closeAnimated
    case increment
    case checkPresented
    case changeID(Int)
  }

  let probe: Probe
  let gate: Gate
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.isPresented) var isPresented

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .gatedWork(name: "sheet \(state.id)", probe: probe, gate: gate, done: .finished)
    case .finished, .increment:
      state.count += 1
      return .none
    case .close:
      return .run { [dismiss, probe] _ in
        probe.record("close requested")
        await dismiss()
      }
    case .closeAnimated:
      return .run { [dismiss] _ in await Self.dismissAnimated(dismiss) }
    case .checkPresented:
      state.isPresented = isPresented
      return .none
    case .changeID(let id):
      state.id = id
      return .none
    }
  }
}

extension Sheet {
  /// `dismiss(animation:)` where the runtime has it: TCA's Linux build has it only with SwiftUI;
  /// without, the plain call stands in and the case that needs the variant is not run.
  static let hasAnimatedDismiss: Bool = {
    #if !COMPOSABLE_REFERENCE_RUNTIME || canImport(SwiftUI)
      return true
    #else
      return false
    #endif
  }()

  @MainActor
  static func dismissAnimated(_ dismiss: DismissEffect) async {
    #if !COMPOSABLE_REFERENCE_RUNTIME || canImport(SwiftUI)
      await dismiss(animation: .default)
    #else
      await dismiss()
    #endif
  }
}

/// The action the presenter's alert sends.
enum AlertChoice: Equatable, Sendable {
  case confirm
  case cancel
}

/// A parent presenting a ``Sheet`` and an alert, logging what it saw of them.
struct Presenter: Reducer {
  struct State: Equatable {
    @PresentationState var sheet: Sheet.State?
    @PresentationState var alert: AlertState<AlertChoice>?
    var log: [String] = []
  }

  @CasePathable
  enum Action: Equatable {
    case sheet(PresentationAction<Sheet.Action>)
    case alert(PresentationAction<AlertChoice>)
    case present(id: Int, count: Int = 0)
    case clear
    case showAlert
    case noop
  }

  let probe: Probe
  let gate: Gate
  /// What the parent does with `.sheet(.presented(.increment))`: nothing, or replace the sheet.
  var replacementOnIncrement: Sheet.State?

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.log.append(
        "parent saw \(state.sheet.map { "sheet \($0.id) count \($0.count)" } ?? "no sheet")")
      switch action {
      case .present(let id, let count):
        state.sheet = Sheet.State(id: id, count: count)
      case .clear:
        state.sheet = nil
      case .showAlert:
        state.alert = AlertState {
          TextState("Sure?")
        } actions: {
          ButtonState(role: .destructive, action: .confirm) { TextState("Yes") }
        }
      case .sheet(.presented(.increment)):
        if let replacement = replacementOnIncrement { state.sheet = replacement }
      case .alert(.presented(.cancel)):
        state.alert = AlertState { TextState("Really?") }
      case .sheet, .alert, .noop:
        break
      }
      return .none
    }
    .ifLet(\.$sheet, action: \.sheet) { Sheet(probe: probe, gate: gate) }
    .ifLet(\.$alert, action: \.alert)
  }
}
