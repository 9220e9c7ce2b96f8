import APISurface
import SwiftParser
import Testing

@Suite struct ModuleSurfaceTests {
  private func surface(_ source: String) -> [APIDeclaration] {
    ModuleSurface(sources: [(name: "File.swift", syntax: Parser.parse(source: source))])
      .declarations
  }

  @Test func onlyPublicDeclarationsCount() {
    let names = surface(
      """
      public struct Store<State, Action> {
        public func send(_ action: Action) {}
        func hidden() {}
        public private(set) var state: State
      }
      struct Internal { public func notSeen() {} }
      public extension Store { func viaExtension() {} }
      """
    ).map(\.qualifiedName)
    #expect(names == ["Store", "Store.send(_:)", "Store.state", "Store.viaExtension()"])
  }

  @Test func signaturesIgnoreFormattingGenericNamesAndDefaultValues() {
    let first = surface(
      "public struct Scope<P, A> {}\nextension Scope { public func f<T>(_ x: T,\n  y: Int = 1) -> P { fatalError() } }"
    )
    let second = surface(
      "public struct Scope<ParentState, ParentAction> {}\nextension Scope {\n  public func f<Value>( _ x : Value, y: Int = 42 ) -> ParentState { fatalError() }\n}"
    )
    #expect(first.map(\.signature) == second.map(\.signature))
    #expect(first.last?.name == "f(_:)")
  }

  @Test func linuxConditionsDecideWhatExistsAndWhatIsAppleOnly() {
    let declarations = surface(
      """
      #if canImport(SwiftUI)
        public func animated() {}
      #else
        public func plain() {}
      #endif
      #if SomeCustomFlag
        public func never() {}
      #endif
      public func binding(_ b: Binding<Int>) {}
      """
    )
    let byName = Dictionary(
      uniqueKeysWithValues: declarations.map { ($0.name, $0.appleOnlyReason) })
    #expect(byName.keys.sorted() == ["animated()", "binding(_:)", "plain()"])
    #expect(byName["plain()"]! == nil)
    #expect(byName["animated()"]! == "inside `#if canImport(SwiftUI)`")
    #expect(byName["binding(_:)"]! == "names SwiftUI's `Binding`")
  }

  @Test func macrosProtocolRequirementsAndEnumCasesAreMembers() {
    let declarations = surface(
      """
      public macro Reducer(state: Int..., action: Int...) = #externalMacro(module: "M", type: "R")
      public protocol Reducer<State> { associatedtype State; func reduce(into state: inout State) }
      public enum Action { case element(id: Int, action: String), tapped }
      @available(*, unavailable) public func gone() {}
      @available(*, deprecated) public func old() {}
      """
    )
    #expect(
      declarations.map(\.key) == [
        "macro Reducer()", "type Reducer", "associatedType Reducer.State",
        "function Reducer.reduce(into:)", "type Action", "enumCase Action.element(id:action:)",
        "enumCase Action.tapped", "function old()",
      ])
    #expect(declarations.last?.isDeprecated == true)
  }
}

@Suite struct APIParityTests {
  private func declarations(_ source: String) -> [APIDeclaration] {
    ModuleSurface(sources: [(name: "F.swift", syntax: Parser.parse(source: source))]).declarations
  }

  @Test func eachReferenceDeclarationGetsOneStatus() {
    let reference = declarations(
      "public func same(_ x: Int) {}\npublic func changed(_ x: Int) {}\npublic func gone() {}\n#if os(iOS)\npublic func phone() {}\n#endif"
    )
    let ours = declarations("public func same(_ y: Int) {}\npublic func changed(_ x: String) {}")
    let parity = APIParity(reference: reference, ours: ours, explanations: [:])
    #expect(parity.rows.map(\.status) == [.present, .differentSignature, .missing, .appleOnly])
    #expect(parity.unexplainedGaps.map(\.reference.name) == ["changed(_:)", "gone()"])
  }

  @Test func explanationsCoverGapsByKeyOrPrefix() throws {
    let reference = declarations("public func gone() {}\npublic struct Old { public func a() {} }")
    let explanations = try APIParity.explanations(
      fromFile:
        "# why\nfunction gone()\tnot on Linux\ntype Old*\tOld is legacy\nfunction Old.*\tlegacy\n")
    let parity = APIParity(reference: reference, ours: [], explanations: explanations)
    #expect(parity.unexplainedGaps.isEmpty)
    #expect(parity.rows.map(\.explanation) == ["not on Linux", "Old is legacy", "legacy"])
    #expect(throws: APIParity.ExplanationError.self) {
      try APIParity.explanations(fromFile: "no tab here\n")
    }
  }
}

@Suite struct OpaqueParameterTests {
  private func signature(_ source: String) -> String? {
    ModuleSurface(sources: [(name: "F.swift", syntax: Parser.parse(source: source))])
      .declarations.last?.signature
  }

  @Test func aGenericUsedOnceIsTheSameAsSome() {
    #expect(
      signature("public func f<S: StringProtocol>(_ s: S) {}")
        == signature("public func f(_ s: some StringProtocol) {}"))
    #expect(
      signature("public func f(_ s: some StringProtocol) {}") == "func f(_: some StringProtocol)")
  }

  @Test func aGenericUsedTwiceStaysGeneric() {
    #expect(
      signature("public func f<S: Sequence>(_ s: S) -> S {}") == "func f<G0: Sequence>(_: G0) -> G0"
    )
    #expect(
      signature("public func f<S: Sequence>(_ s: S) where S.Element == Int {}")?.contains("G0")
        == true)
  }
}

@Suite struct ExplanationPatternTests {
  @Test func aStarEntryMatchesANameOfAnyKind() throws {
    let reference = ModuleSurface(
      sources: [
        (
          name: "F.swift",
          syntax: Parser.parse(source: "public struct Old: Equatable { public var a: Int }")
        )
      ]
    ).declarations
    let explanations = try APIParity.explanations(
      fromFile: "* Old*\tlegacy\nproperty Old.a\tkept apart\n")
    let parity = APIParity(reference: reference, ours: [], explanations: explanations)
    #expect(parity.rows.map(\.explanation) == ["legacy", "legacy", "kept apart"])
  }

  @Test func anAppleOnlyExplanationMovesTheDeclaration() throws {
    let reference = ModuleSurface(
      sources: [(name: "F.swift", syntax: Parser.parse(source: "public struct ViewStore {}"))]
    ).declarations
    let explanations = try APIParity.explanations(fromFile: "* ViewStore\tApple-only: guarded\n")
    let parity = APIParity(reference: reference, ours: [], explanations: explanations)
    #expect(parity.rows.map(\.status) == [.appleOnly])
    #expect(parity.rows.first?.reference.appleOnlyReason == "guarded")
  }
}

@Suite struct ExtensionWhereTests {
  @Test func anExtensionsWhereClauseSitsWhereTheDeclarationsOwnWould() {
    let declarations = ModuleSurface(
      sources: [
        (
          name: "F.swift",
          syntax: Parser.parse(
            source: """
              public struct Box<T> {}
              extension Box where T: Equatable {
                public subscript(i: Int) -> T? { get { nil } set {} }
                public func f<U>(_ u: U) where U: Hashable {}
              }
              """)
        )
      ]
    ).declarations
    #expect(
      declarations.map(\.signature).suffix(2) == [
        "subscript(_: Int) -> C0? where C0: Equatable { get set }",
        "func f<G0>(_: G0) where G0: Hashable, C0: Equatable",
      ])
  }
}
