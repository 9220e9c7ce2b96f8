import ComposableRuntime
import Testing

// An app in the seeds' style, written as for TCA (only the import differs): a contact list that
// presents an enum destination (a feature, or an alert) and pushes a stack of two feature kinds.

@Reducer struct AddContact {
  @ObservableState struct State: Equatable {
    var name = ""
  }
  enum Action {
    case setName(String)
    case saveButtonTapped
    case cancelButtonTapped
    case delegate(Delegate)
    @CasePathable
    enum Delegate: Equatable {
      case saved(String)
    }
  }
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .setName(let name):
        state.name = name
        return .none
      case .saveButtonTapped:
        return .run { [name = state.name] send in
          await send(.delegate(.saved(name)))
          await dismiss()
        }
      case .cancelButtonTapped:
        return .run { _ in await dismiss() }
      case .delegate:
        return .none
      }
    }
  }
}

@Reducer struct ContactDetail {
  @ObservableState struct State: Equatable {
    var name: String
  }
  enum Action {
    case closeButtonTapped
  }
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { _, _ in
      .run { _ in await dismiss() }
    }
  }
}

@Reducer struct Contacts {
  @Reducer enum Destination {
    case addContact(AddContact)
    case alert(AlertState<Contacts.Action.Alert>)
  }

  @Reducer enum Path {
    case detail(ContactDetail)
    case edit(AddContact)
  }

  @ObservableState struct State: Equatable {
    var contacts: [String] = []
    @Presents var destination: Destination.State?
    var path = StackState<Path.State>()
  }

  enum Action {
    case addButtonTapped
    case deleteButtonTapped(String)
    case destination(PresentationAction<Destination.Action>)
    case path(StackActionOf<Path>)
    case contactTapped(String)
    enum Alert: Equatable {
      case confirmDeletion(String)
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.destination = .addContact(AddContact.State())
        return .none
      case .destination(.presented(.addContact(.delegate(.saved(let name))))):
        state.contacts.append(name)
        return .none
      case .destination(.presented(.alert(.confirmDeletion(let name)))):
        state.contacts.removeAll { $0 == name }
        return .none
      case .destination:
        return .none
      case .deleteButtonTapped(let name):
        state.destination = .alert(
          AlertState {
            TextState("Delete \(name)?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDeletion(name)) { TextState("Delete") }
          })
        return .none
      case .contactTapped(let name):
        state.path.append(.detail(ContactDetail.State(name: name)))
        return .none
      case .path:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
    .forEach(\.path, action: \.path)
  }
}

extension Contacts.Destination.State: Equatable {}
extension Contacts.Path.State: Equatable {}

@Suite(.timeLimit(.minutes(5)))
@MainActor
struct NavigationAppTests {
  @Test func addContactPresentsAChildThatDismissesItself() async {
    let store = TestStore(initialState: Contacts.State()) { Contacts() }
    await store.send(.addButtonTapped) {
      $0.destination = .addContact(AddContact.State())
    }
    await store.send(\.destination.addContact.setName, "Blob") {
      $0.destination = .addContact(AddContact.State(name: "Blob"))
    }
    await store.send(\.destination.addContact.saveButtonTapped)
    await store.receive(\.destination.addContact.delegate.saved, "Blob") {
      $0.contacts = ["Blob"]
    }
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
  }

  @Test func deletingGoesThroughAnAlert() async {
    let store = TestStore(initialState: Contacts.State(contacts: ["Blob", "Blob Jr."])) {
      Contacts()
    }
    await store.send(.deleteButtonTapped("Blob")) {
      $0.destination = .alert(
        AlertState {
          TextState("Delete Blob?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion("Blob")) { TextState("Delete") }
        })
    }
    await store.send(\.destination.alert, .confirmDeletion("Blob")) {
      $0.contacts = ["Blob Jr."]
      $0.destination = nil
    }
  }

  @Test func aPushedElementPopsItself() async {
    let store = TestStore(initialState: Contacts.State(contacts: ["Blob"])) { Contacts() }
    await store.send(.contactTapped("Blob")) {
      $0.path.append(.detail(ContactDetail.State(name: "Blob")))
    }
    await store.send(\.path[id: 0].detail.closeButtonTapped)
    await store.receive(\.path.popFrom, 0) {
      $0.path[id: 0] = nil
    }
  }

  @Test func anAddFlowPushedOnTheStackSavesAndPops() async {
    let store = TestStore(initialState: Contacts.State()) { Contacts() }
    await store.send(.path(.push(id: 0, state: .edit(AddContact.State(name: "Blob"))))) {
      $0.path[id: 0] = .edit(AddContact.State(name: "Blob"))
    }
    await store.send(\.path[id: 0].edit.cancelButtonTapped)
    await store.receive(\.path.popFrom, 0) {
      $0.path = StackState()
    }
  }

  @Test func aLeftPresentedChildIsNotAFailure() async {
    let store = TestStore(initialState: Contacts.State()) { Contacts() }
    await store.send(.addButtonTapped) {
      $0.destination = .addContact(AddContact.State())
    }
    await store.send(.contactTapped("Blob")) {
      $0.path.append(.detail(ContactDetail.State(name: "Blob")))
    }
  }
}
