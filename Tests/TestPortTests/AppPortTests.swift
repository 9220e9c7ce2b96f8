import Foundation
import Testing

@testable import TestPort

@Suite(.timeLimit(.minutes(5))) struct AppPortTests {
  /// A small Xcode-style app: a feature with its view, a GameKit file, a file that needs it,
  /// and the feature's tests.
  private func makeApp() throws -> AppFolder {
    try AppFolder([
      "Feature/Counter.swift": """
      import ComposableArchitecture
      import SwiftUI

      @Reducer struct Counter {
        struct State: Equatable { var count = 0 }
        enum Action { case tapped }
        var body: some Reducer<State, Action> { EmptyReducer() }
      }

      struct CounterView: View {
        var body: some View { EmptyView() }
      }
      """,
      "Feature/Leaderboard.swift": "import GameKit\n\nstruct Leaderboard { var id: String }\n",
      "Feature/Scores.swift": "struct Scores { var board: Leaderboard }\n",
      "FeatureTests/CounterTests.swift": """
      import ComposableArchitecture
      import Testing

      @testable import Feature

      @Test func tapped() {}
      @Test func tappedTwice() {}
      """,
    ])
  }

  @Test func foldersBecomeModulesAndTestsDependOnWhatTheyImport() throws {
    let folder = try makeApp()
    let port = try AppPort(app: folder.app)
    #expect(port.layout.modules.map(\.name) == ["Feature", "FeatureTests"])
    #expect(port.modules.last?.dependencies == ["Feature"])
    #expect(port.modules.map(\.folder) == ["Sources/Feature", "Tests/FeatureTests"])
  }

  @Test func filesThatNeedWhatWasLeftOutAreLeftOutToo() throws {
    let folder = try makeApp()
    let port = try AppPort(app: folder.app)
    let outcomes = Dictionary(uniqueKeysWithValues: port.files.map { ($0.path, $0.outcome) })
    #expect(outcomes["Counter.swift"] == .edited)
    #expect(outcomes["Leaderboard.swift"] == .leftOut)
    #expect(outcomes["Scores.swift"] == .leftOut)
    #expect(outcomes["CounterTests.swift"] == .edited)
    let scores = try #require(port.files.first { $0.path == "Scores.swift" })
    #expect(
      scores.leftOutReasons.map(\.reason) == [
        "needs `Leaderboard`, left out with `Leaderboard.swift`"
      ])
  }

  @Test func filesThatUseADependencyDeclaredInALeftOutFileAreLeftOut() throws {
    let folder = try AppFolder([
      "Feature/Settings.swift": """
      import UIKit
      import Dependencies

      extension DependencyValues {
        var openSettings: @Sendable () async -> Void {
          get { { await UIApplication.shared.open(URL(string: "settings")!) } }
          set {}
        }
      }
      """,
      "Feature/Detail.swift": """
      import ComposableArchitecture

      @Reducer struct Detail {
        @Dependency(\\.openSettings) var openSettings
      }
      """,
    ])
    let reasons = try AppPort(app: folder.app).files.map(\.leftOutReasons.first?.reason)
    #expect(
      reasons == [
        "needs the dependency `\\.openSettings`, declared in `Settings.swift`, left out",
        "uses UIKit's `UIApplication`",
      ])
  }

  @Test func theReportListsEveryFileWithWhatWasDoneAndWhy() throws {
    let folder = try makeApp()
    let report = PortReport(port: try AppPort(app: folder.app), app: folder.app, runtime: "/r")
      .render()
    for expected in [
      "| `Counter.swift` | edited | removed `struct CounterView` (line 10): a view: conforms to SwiftUI's `View`",
      "| `Leaderboard.swift` | left out | **left out**: imports GameKit, which Linux lacks (line 1) |",
      "| `Scores.swift` | left out | **left out**: needs `Leaderboard`, left out with `Leaderboard.swift` |",
      "`import ComposableArchitecture` → `import ComposableRuntime` and `import ComposableRuntimeTestSupport`<br>tests: 2 of 2 |",
      "Tests: 2 declared in the app's test files, 2 in the files ported.",
      "| `GameKit` | `Leaderboard.swift` |",
    ] {
      #expect(report.contains(expected), "\(expected)")
    }
  }

  @Test func theManifestHasATargetPerModuleOnTheRuntimeByPath() throws {
    let folder = try makeApp()
    let files = PortPackage.files(
      of: try AppPort(app: folder.app), app: folder.app, runtime: "/work/runtime")
    #expect(
      files.keys.sorted() == [
        "PORT-REPORT.md", "Package.swift", "Sources/Feature/Counter.swift",
        "Tests/FeatureTests/CounterTests.swift",
      ])
    let manifest = try #require(files["Package.swift"])
    #expect(manifest.hasPrefix("// swift-tools-version: 6.2\n"))
    #expect(manifest.contains(".package(path: \"/work/runtime\"),"))
    #expect(manifest.contains("let runtime = \"runtime\""))
    #expect(
      manifest.contains(".product(name: \"ComposableRuntimeTestSupport\", package: runtime),"))
    #expect(manifest.contains("swiftLanguageModes: [.v5]"))
  }

  @Test func standInsGoIntoTheModuleTheirFirstLineNames() throws {
    let folder = try AppFolder([
      "Todos/Todos.swift": "import SwiftUI\n\nstruct State { var editMode: EditMode }\n"
    ])
    let standIn = StandIn(
      fileName: "EditMode.swift",
      text: "// port-tests: module Todos\nenum EditMode { case active }\n")
    let port = try AppPort(app: folder.app, standIns: [standIn])
    #expect(port.files.map(\.outcome) == [.edited])
    #expect(port.modules.first?.standIns == ["EditMode.swift"])
    let files = PortPackage.files(of: port, app: folder.app, runtime: "/r")
    #expect(files["Sources/Todos/PortStandIns/EditMode.swift"] == standIn.text)
    #expect(throws: PortRefusal.self) {
      try AppPort(
        app: folder.app,
        standIns: [StandIn(fileName: "X.swift", text: "// port-tests: module Nope\n")])
    }
  }

  @Test func aFileNoXcodeTargetCompilesIsLeftOut() throws {
    let folder = try AppFolder([
      "Feature/Used.swift": "struct Used {}\n", "Feature/Old.swift": "struct Old {}\n",
      "Feature.xcodeproj/project.pbxproj":
        "\t\tA1 /* Used.swift in Sources */ = {isa = PBXBuildFile; };\n\t\tSWIFT_VERSION = 6.0;\n",
    ])
    let port = try AppPort(app: folder.app)
    #expect(port.files.map(\.outcome) == [.leftOut, .kept])
    #expect(
      port.files.first?.leftOutReasons.first?.reason == "no target of Feature.xcodeproj compiles it"
    )
    #expect(port.layout.languageMode.version == 6)
  }

  @Test func anAppThatIsNoFolderOrHoldsNoSwiftIsRefused() throws {
    let folder = try AppFolder(["README.md": "no code\n"])
    #expect(throws: PortRefusal("\(folder.app) holds no Swift files")) {
      try AppPort(app: folder.app)
    }
    let missing = folder.root + "/Missing"
    #expect(throws: PortRefusal("\(missing) is not a folder")) { try AppPort(app: missing) }
  }
}
