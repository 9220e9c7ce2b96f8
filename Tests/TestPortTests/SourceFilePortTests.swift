import Testing

@testable import TestPort

/// Ports one file alone, with no other file of the app known.
private func port(_ source: String, isTest: Bool = false, appTypes: Set<String> = [])
  -> PortedFile
{
  var file = SourceFilePort(module: "Feature", path: "File.swift", isTest: isTest, text: source)
  file.prune(DeclarationRules(appTypes: appTypes, removedTypes: []))
  return file.ported()
}

@Suite(.timeLimit(.minutes(5))) struct SourceFilePortTests {
  private let feature = """
    import ComposableArchitecture
    import SwiftUI

    @Reducer
    struct Counter {
      @ObservableState
      struct State: Equatable { var count = 0 }
      enum Action { case incrementButtonTapped }
      var body: some Reducer<State, Action> {
        Reduce { state, _ in
          state.count += 1
          return .none
        }
      }
    }

    struct CounterView: View {
      let store: StoreOf<Counter>
      var body: some View { Text("\\(store.count)") }
    }

    #Preview {
      CounterView(store: Store(initialState: Counter.State()) { Counter() })
    }
    """

  @Test func viewsAndPreviewsAreRemovedAndReducersKept() throws {
    let file = port(feature)
    let text = try #require(file.text)
    #expect(file.outcome == .edited)
    #expect(text.contains("struct Counter {"))
    #expect(!text.contains("CounterView"))
    #expect(!text.contains("#Preview"))
    #expect(
      file.removals.map(\.declaration) == ["struct CounterView", "#Preview"]
        && file.removals.first?.reason == "a view: conforms to SwiftUI's `View`")
  }

  @Test func importsAreSwappedForTheRuntime() throws {
    let text = try #require(port(feature).text)
    #expect(text.hasPrefix("import ComposableRuntime\n"))
    #expect(!text.contains("SwiftUI"))
    let test = try #require(
      port(
        "import ComposableArchitecture\n@testable import Feature\n\n@Test func a() {}\n",
        isTest: true
      ).text)
    #expect(test.contains("import ComposableRuntime\nimport ComposableRuntimeTestSupport\n"))
    #expect(test.contains("@testable import Feature"))
  }

  @Test func foundationIsImportedWhereOnlySwiftUIBroughtIt() throws {
    let file = port("import SwiftUI\n\nstruct Item { var id: UUID }\n")
    #expect(file.text == "import Foundation\n\nstruct Item { var id: UUID }\n")
  }

  @Test func combineIsDroppedOnlyWhenNothingUsesIt() throws {
    let unused = port(
      "import Combine\nimport ComposableArchitecture\n\nstruct Model { var x = 0 }\n")
    #expect(unused.text?.contains("Combine") == false)
    #expect(unused.importChanges.contains("dropped `import Combine` (nothing left uses it)"))
    let used = port(
      "import Combine\n\nfinal class Model { var cancellables: Set<AnyCancellable> = [] }\n")
    #expect(used.text?.contains("import Combine") == true)
    #expect(
      used.importChanges.first?.hasPrefix("kept `import Combine`: the file uses `AnyCancellable`")
        == true)
  }

  @Test func foundationNetworkingIsAddedWhereURLSessionIsUsed() throws {
    let file = port(
      "import Foundation\n\nfunc load(_ url: URL) async throws -> Data {\n  try await URLSession.shared.data(from: url).0\n}\n"
    )
    let text = try #require(file.text)
    #expect(
      text.hasPrefix(
        "import Foundation\n#if canImport(FoundationNetworking)\n  import FoundationNetworking\n#endif\n"
      ))
    #expect(
      file.importChanges == [
        "added `import FoundationNetworking` on Linux (the file uses `URLSession`)"
      ])
  }

  @Test func aFileImportingGameKitIsLeftOutWithItsReason() {
    let file = port("import GameKit\n\nstruct Leaderboard { var id: String }\n")
    #expect(file.outcome == .leftOut && file.text == nil)
    #expect(
      file.leftOutReasons.map(\.description) == ["imports GameKit, which Linux lacks (line 1)"])
  }

  @Test func storedAppleOnlyStateLeavesTheFileOutUnlessTheAppDeclaresTheType() {
    let source = "import SwiftUI\n\nstruct State {\n  var editMode: EditMode = .inactive\n}\n"
    #expect(
      port(source).leftOutReasons.map(\.description) == [
        "`State.editMode` stores SwiftUI's `EditMode` (line 4)"
      ])
    #expect(port(source, appTypes: ["EditMode"]).outcome == .edited)
  }

  @Test func membersNamingAppleOnlyTypesGoAndCallsToMissingAPIsLeaveTheFileOut() {
    let member = port(
      "import SwiftUI\n\nstruct Theme {\n  var tint: Color { .red }\n  var size = 1\n}\n")
    #expect(member.removals.map(\.declaration) == ["var Theme.tint"])
    #expect(member.outcome == .edited)
    let call = port(
      "import Foundation\n\nfunc stream() -> some AsyncSequence {\n  NotificationCenter.default.notifications(named: .init(\"x\"))\n}\n"
    )
    #expect(
      call.leftOutReasons.first?.reason
        == "calls `NotificationCenter.notifications(named:)`, which Linux's Foundation lacks")
  }

  @Test func nestedTypesShadowSwiftUINamesAndInactiveClausesAreLeftAlone() throws {
    let source = """
      import ComposableArchitecture
      import SwiftUI

      @Reducer struct Login {
        enum Action: ViewAction {
          case view(View)
          enum View { case tapped }
        }
      }
      #if canImport(UIKit)
        extension Login { func open() { UIApplication.shared.open(URL(string: "x")!) } }
      #endif
      """
    let file = port(source)
    #expect(file.outcome == .edited && file.removals.isEmpty)
    #expect(try #require(file.text).contains("case view(View)"))
  }

  @Test func testsAreCounted() {
    let source = """
      import Testing
      import XCTest
      @Test func one() {}
      @Suite struct Two { @Test(arguments: [1, 2]) func two(_ x: Int) {} }
      final class Three: XCTestCase { func testThree() {}; func helper() {} }
      """
    #expect(port(source, isTest: true).testsPorted == 3)
  }
}
