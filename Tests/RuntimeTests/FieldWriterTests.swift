import Observation
import Testing

@_spi(Project) @testable import ComposableRuntime

@Reducer
private struct WrittenForm {
  @ObservableState
  struct State: Equatable {
    var name = ""
    var address = Address()
    var labels = ["", "", "", ""]
    var shout: String {
      get { name.uppercased() }
      set { name = newValue.lowercased() }
    }
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

/// A state that is not observable: its stored fields are written at their offsets.
@Reducer
private struct PlainForm {
  struct State: Equatable {
    var name = ""
    var count = 0
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

private struct Address: Equatable {
  var street = ""
}

/// Binding actions write through a writer resolved once per key path object: a tracked field
/// through its accessor (observers told), a stored one in place, a computed one through its key
/// path; key paths made anew per action keep the cache bounded.
@MainActor
@Suite
struct FieldWriterTests {
  @Test
  func aTrackedFieldIsWrittenAndItsObserverTold() {
    let store = Store(initialState: WrittenForm.State()) { WrittenForm() }
    let told = Fired()
    withObservationTracking {
      _ = store.name
    } onChange: {
      told.count += 1
    }
    store.send(.binding(.set(\.name, "Blob")))
    #expect(store.name == "Blob")
    #expect(told.count == 1)
  }

  @Test
  func aPlainStatesStoredFieldsAreWritten() {
    let store = Store(initialState: PlainForm.State()) { PlainForm() }
    store.send(.binding(.set(\.name, "Blob")))
    store.send(.binding(.set(\.count, 3)))
    #expect(store.withState { $0 } == PlainForm.State(name: "Blob", count: 3))
  }

  @Test
  func aComputedPropertyAndANestedFieldAreWrittenThroughTheirKeyPaths() {
    let store = Store(initialState: WrittenForm.State()) { WrittenForm() }
    store.send(.binding(.set(\.shout, "BLOB")))
    #expect(store.name == "blob")
    store.send(.binding(.set(\.address.street, "Main")))
    #expect(store.address.street == "Main")
  }

  /// A key path with an argument is a new object at every evaluation, as many as the actions.
  @Test
  func keyPathsMadePerActionKeepTheCacheBounded() {
    let store = Store(initialState: WrittenForm.State()) { WrittenForm() }
    for index in 0..<(ResolvedFields.capacity * 2) {
      store.send(.binding(.set(\.labels[index % 4], "\(index)")))
      #expect(ResolvedFields.count.kept <= ResolvedFields.capacity)
    }
    #expect(
      store.labels
        == (ResolvedFields.capacity * 2 - 4..<ResolvedFields.capacity * 2).map { "\($0)" })
  }

  /// Key paths kept and used again are promoted to the table read without a lock: 200 of them,
  /// more than its slots, each still writes its own field when another took its slot.
  @Test
  func keptKeyPathsWriteTheirOwnFieldOnceSharingSlots() {
    let store = Store(initialState: WrittenForm.State()) { WrittenForm() }
    let paths: [any WritableKeyPath<WrittenForm.State, String> & Sendable] = (0..<200).map {
      \.labels[$0 % 4]
    }
    for round in 0..<3 {
      for (index, path) in paths.enumerated() {
        store.send(.binding(.set(path, "\(round)-\(index)")))
        #expect(store.labels[index % 4] == "\(round)-\(index)")
      }
    }
    #expect(ResolvedFields.count.promoted >= 200)
  }
}
