import ComposableRuntime
import Testing

@Reducer
private struct DumpedForm {
  @ObservableState
  struct State: Equatable {
    var name = ""
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

/// On Linux the Swift runtime cannot name a macro-generated computed property in a key path;
/// this runtime names it from `@ObservableState`'s `_$trackedNames`, so a failing `receive` says
/// which field a binding wrote.
@Suite
struct BindingDumpTests {
  @Test
  func aBindingActionNamesItsObservableField() {
    let dump = String(customDumping: DumpedForm.Action.binding(.set(\.name, "Blob")))
    #expect(dump.hasSuffix(".binding(.set(\\DumpedForm.State.name, \"Blob\"))"), "\(dump)")
  }
}
