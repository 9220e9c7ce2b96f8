#if COMPOSABLE_REFERENCE_RUNTIME
  import ComposableArchitecture
#else
  import ComposableRuntime
#endif

/// A host of a `@Reducer enum` destination (a ``Sheet`` or an alert) and a stack of
/// `@Reducer enum` elements, both run without closures.
@Reducer
struct Router {
  @Reducer
  enum Destination {
    case sheet(Sheet)
    case alert(AlertState<AlertChoice>)
  }

  @Reducer
  enum Path {
    case sheet(Sheet)
  }

  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    var path = StackState<Path.State>()
  }

  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case path(StackActionOf<Path>)
    case showSheet(Int)
    case showAlert
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .showSheet(let id):
        state.destination = .sheet(Sheet.State(id: id))
      case .showAlert:
        state.destination = .alert(AlertState { TextState("Sure?") })
      case .destination, .path:
        break
      }
      return .none
    }
    .ifLet(\.$destination, action: \.destination)
    .forEach(\.path, action: \.path)
  }
}

extension Router.Destination.State: Equatable {}
extension Router.Path.State: Equatable {}

/// The probe and gate of the ``Sheet``s an `@Reducer enum` builds with `Sheet()`.
struct SheetProbe: Sendable {
  let probe: Probe
  let gate: Gate
}

private enum SheetProbeKey: DependencyKey {
  static let liveValue = SheetProbe(probe: Probe(), gate: Gate())
  static let testValue = SheetProbe(probe: Probe(), gate: Gate())
}

extension DependencyValues {
  /// Where a ``Sheet`` built without arguments records its effects.
  var sheetProbe: SheetProbe {
    get { self[SheetProbeKey.self] }
    set { self[SheetProbeKey.self] = newValue }
  }
}

extension Sheet {
  /// A sheet recording into the `sheetProbe` dependency, as an `@Reducer enum` builds it.
  init() {
    @Dependency(\.sheetProbe) var sheetProbe
    self.init(probe: sheetProbe.probe, gate: sheetProbe.gate)
  }
}
