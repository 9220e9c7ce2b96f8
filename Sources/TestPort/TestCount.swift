import SwiftSyntax

/// Counts the tests a file declares: Swift Testing's `@Test` functions, and XCTest's `test…`
/// methods of `XCTestCase` subclasses (a parameterized test counts once).
enum TestCount {
  /// How many tests `file` declares.
  static func of(_ file: some SyntaxProtocol) -> Int {
    let collector = Collector(viewMode: .sourceAccurate)
    collector.walk(file)
    return collector.count
  }

  private final class Collector: SyntaxVisitor {
    var count = 0
    private var inTestCase = [false]

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      let inherited = node.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
      inTestCase.append(inherited.contains("XCTestCase"))
      return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) {
      inTestCase.removeLast()
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      if isSwiftTesting(node) || isXCTest(node) { count += 1 }
      return .skipChildren
    }

    private func isSwiftTesting(_ node: FunctionDeclSyntax) -> Bool {
      node.attributes.contains { attribute in
        let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription
        return name == "Test" || name == "Testing.Test"
      }
    }

    private func isXCTest(_ node: FunctionDeclSyntax) -> Bool {
      inTestCase.last == true && node.name.text.hasPrefix("test")
        && node.signature.parameterClause.parameters.isEmpty
    }
  }
}
